CREATE TABLE "rate_margin" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_margin_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_type" varchar(16) NOT NULL,
	"margin_bp" integer NOT NULL,
	"rounding_unit" integer DEFAULT 1 NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_outsourcing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_outsourcing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"step_name" varchar(64) NOT NULL,
	"unit_price" integer NOT NULL,
	"per_units" integer DEFAULT 1 NOT NULL,
	"minimum_charge" integer DEFAULT 0 NOT NULL,
	"margin_bp" integer DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_paper" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_paper_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"parent_sheet" varchar(16) NOT NULL,
	"sheet_width" integer NOT NULL,
	"sheet_height" integer NOT NULL,
	"price_per_ream" integer NOT NULL,
	"price_per_sheet" integer,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_post_process" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_post_process_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_name" varchar(64) NOT NULL,
	"setup_price" integer DEFAULT 0 NOT NULL,
	"unit_price" integer NOT NULL,
	"per_units" integer DEFAULT 1 NOT NULL,
	"minimum_charge" integer DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_printing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_printing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate_code" varchar(24) NOT NULL,
	"unit_price" integer NOT NULL,
	"minimum_charge" integer DEFAULT 0 NOT NULL,
	"make_ready" integer DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_shopbag" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_shopbag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cut_type" integer NOT NULL,
	"bag_price" integer NOT NULL,
	"slot_price" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_spoilage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_spoilage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"printing_type" varchar(16) NOT NULL,
	"run_from" integer NOT NULL,
	"percent_bp" integer NOT NULL,
	"make_ready_sheets" integer DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_outsourcing" ADD CONSTRAINT "rate_outsourcing_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_paper" ADD CONSTRAINT "rate_paper_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_margin_key_idx" ON "rate_margin" USING btree ("work_type","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_outsourcing_key_idx" ON "rate_outsourcing" USING btree ("seller_id","step_name","effective_from");--> statement-breakpoint
CREATE INDEX "rate_outsourcing_seller_idx" ON "rate_outsourcing" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_paper_key_idx" ON "rate_paper" USING btree ("item_id","parent_sheet","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_post_process_key_idx" ON "rate_post_process" USING btree ("option_name","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_printing_key_idx" ON "rate_printing" USING btree ("rate_code","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_shopbag_key_idx" ON "rate_shopbag" USING btree ("cut_type","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_spoilage_key_idx" ON "rate_spoilage" USING btree ("printing_type","run_from","effective_from");