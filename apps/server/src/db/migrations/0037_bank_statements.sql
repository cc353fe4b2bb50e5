CREATE TABLE "bank_layout" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_layout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"header_key" varchar(2000) NOT NULL,
	"columns" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_layout_header_unique" UNIQUE("header_key")
);
--> statement-breakpoint
CREATE TABLE "bank_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"transacted_on" date NOT NULL,
	"transacted_time" varchar(8) NOT NULL,
	"deposit" bigint NOT NULL,
	"withdrawal" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"depositor" varchar(200) NOT NULL,
	"memo" varchar(200) NOT NULL,
	"raw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_line_amounts" CHECK ("bank_line"."deposit" >= 0 and "bank_line"."withdrawal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_line_applied" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_line_applied_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_id" integer NOT NULL,
	"allocations" jsonb NOT NULL,
	"applied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_line_applied_line_unique" UNIQUE("line_id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" varchar(255) NOT NULL,
	"bank" varchar(16) NOT NULL,
	"layout_id" integer,
	"encoding" varchar(8) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"line_count" integer NOT NULL,
	"deposit_count" integer NOT NULL,
	"added_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_depositor_name" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_depositor_name_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"normalized" varchar(100) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_layout" ADD CONSTRAINT "bank_layout_created_by_employee_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line" ADD CONSTRAINT "bank_line_statement_id_bank_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_applied" ADD CONSTRAINT "bank_line_applied_line_id_bank_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_applied" ADD CONSTRAINT "bank_line_applied_applied_by_employee_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_layout_id_bank_layout_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bank_layout"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_uploaded_by_employee_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_depositor_name" ADD CONSTRAINT "buyer_depositor_name_buyer_id_buyer_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_depositor_name" ADD CONSTRAINT "buyer_depositor_name_created_by_employee_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_line_identity" ON "bank_line" USING btree ("transacted_on","transacted_time","deposit","withdrawal","balance","depositor");--> statement-breakpoint
CREATE INDEX "bank_line_statement_idx" ON "bank_line" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_depositor_name_unique" ON "buyer_depositor_name" USING btree ("buyer_id","normalized");