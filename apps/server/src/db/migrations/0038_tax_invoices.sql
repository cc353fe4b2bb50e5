CREATE TABLE "tax_invoice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_key" varchar(24) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"buyer_id" integer NOT NULL,
	"order_id" integer,
	"month" varchar(7) NOT NULL,
	"write_date" date NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"supply_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"invoicer" jsonb NOT NULL,
	"invoicee" jsonb NOT NULL,
	"state" varchar(16) NOT NULL,
	"approval_number" varchar(40),
	"provider_name" varchar(40) DEFAULT '' NOT NULL,
	"provider_answer" varchar(500) DEFAULT '' NOT NULL,
	"amendment_code" integer,
	"amendment_reason" varchar(200),
	"amends_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoice_document_key_unique" UNIQUE("document_key"),
	CONSTRAINT "tax_invoice_sums" CHECK ("tax_invoice"."supply_total" + "tax_invoice"."tax_total" = "tax_invoice"."total"),
	CONSTRAINT "tax_invoice_amendment" CHECK (("tax_invoice"."kind" = 'AMENDMENT') = ("tax_invoice"."amends_id" is not null and "tax_invoice"."amendment_code" between 1 and 6))
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_invoice_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"entry_id" integer,
	"order_id" integer,
	"line_no" integer NOT NULL,
	"day" date NOT NULL,
	"name" varchar(200) NOT NULL,
	"spec" varchar(100) DEFAULT '' NOT NULL,
	"supply" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_buyer_id_buyer_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_amends_id_tax_invoice_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."tax_invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_created_by_employee_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_cancelled_by_employee_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_line" ADD CONSTRAINT "tax_invoice_line_invoice_id_tax_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_line" ADD CONSTRAINT "tax_invoice_line_entry_id_order_deposit_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."order_deposit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_line" ADD CONSTRAINT "tax_invoice_line_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_invoice_month_idx" ON "tax_invoice" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "tax_invoice_buyer_idx" ON "tax_invoice" USING btree ("buyer_id","month");--> statement-breakpoint
CREATE INDEX "tax_invoice_state_idx" ON "tax_invoice" USING btree ("state");--> statement-breakpoint
CREATE INDEX "tax_invoice_amends_idx" ON "tax_invoice" USING btree ("amends_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_monthly_unique" ON "tax_invoice" USING btree ("buyer_id","month") WHERE "tax_invoice"."kind" = 'MONTHLY' and "tax_invoice"."state" not in ('CANCELLED', 'REFUSED');--> statement-breakpoint
CREATE INDEX "tax_invoice_line_invoice_idx" ON "tax_invoice_line" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_line_entry_live_unique" ON "tax_invoice_line" USING btree ("entry_id") WHERE "tax_invoice_line"."entry_id" is not null and "tax_invoice_line"."live";