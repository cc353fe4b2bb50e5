CREATE TABLE "quote" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_number" varchar(20) NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_name" varchar(255) NOT NULL,
	"work_type" varchar(16) NOT NULL,
	"quantity" integer NOT NULL,
	"spec" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"rounded_off" integer NOT NULL,
	"supply" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"missing" jsonb NOT NULL,
	"rates_date" date NOT NULL,
	"override_supply" integer,
	"override_vat" integer,
	"override_total" integer,
	"override_reason" varchar(255),
	"quote_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	CONSTRAINT "quote_number_unique" UNIQUE("quote_number"),
	CONSTRAINT "quote_order_unique" UNIQUE("order_id"),
	CONSTRAINT "quote_money_whole" CHECK ("quote"."supply" >= 0 AND "quote"."vat" >= 0 AND "quote"."total" = "quote"."supply" + "quote"."vat"),
	CONSTRAINT "quote_override_whole" CHECK (("quote"."override_supply" IS NULL AND "quote"."override_vat" IS NULL AND "quote"."override_total" IS NULL AND "quote"."override_reason" IS NULL) OR ("quote"."override_supply" >= 0 AND "quote"."override_total" = "quote"."override_supply" + "quote"."override_vat" AND "quote"."override_reason" IS NOT NULL)),
	CONSTRAINT "quote_valid_after_made" CHECK ("quote"."valid_until" >= "quote"."quote_date")
);
--> statement-breakpoint
CREATE TABLE "quote_number_counter" (
	"prefix" varchar(10) PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_buyer_id_buyer_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_created_idx" ON "quote" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_buyer_idx" ON "quote" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);