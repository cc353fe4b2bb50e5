CREATE TABLE "rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(24) NOT NULL,
	"rate_key" varchar(80) NOT NULL,
	"effective_from" date NOT NULL,
	"raw_item_id" integer,
	"option_id" integer,
	"seller_id" integer,
	"price_unit" varchar(8),
	"price" integer,
	"parent_sheet" varchar(8),
	"custom_width_mm" integer,
	"custom_height_mm" integer,
	"finished_size" varchar(30),
	"pieces" integer,
	"price_per_plate" integer,
	"price_per_ream_per_color" integer,
	"price_per_thousand" integer,
	"mono_click" integer,
	"color_click" integer,
	"make_ready_amount" integer,
	"printing_type" varchar(16),
	"from_sheets" integer,
	"percent_bp" integer,
	"sheets_per_plate" integer,
	"setup_amount" integer,
	"unit_amount" integer,
	"unit_basis" varchar(8),
	"minimum_amount" integer,
	"shopbag_type" varchar(16),
	"price_per_bag" integer,
	"price_per_slot" integer,
	"step" varchar(16),
	"margin_bp" integer,
	"work_type" varchar(16),
	"unit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_margin" CASCADE;--> statement-breakpoint
DROP TABLE "rate_outsourcing" CASCADE;--> statement-breakpoint
DROP TABLE "rate_paper" CASCADE;--> statement-breakpoint
DROP TABLE "rate_post_process" CASCADE;--> statement-breakpoint
DROP TABLE "rate_printing" CASCADE;--> statement-breakpoint
DROP TABLE "rate_shopbag" CASCADE;--> statement-breakpoint
DROP TABLE "rate_spoilage" CASCADE;--> statement-breakpoint
ALTER TABLE "rate" ADD CONSTRAINT "rate_raw_item_id_item_id_fk" FOREIGN KEY ("raw_item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate" ADD CONSTRAINT "rate_option_id_item_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_option"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate" ADD CONSTRAINT "rate_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_key_idx" ON "rate" USING btree ("rate_key","effective_from");--> statement-breakpoint
CREATE INDEX "rate_kind_idx" ON "rate" USING btree ("kind","effective_from");--> statement-breakpoint
CREATE INDEX "rate_raw_item_idx" ON "rate" USING btree ("raw_item_id");--> statement-breakpoint
CREATE INDEX "rate_option_idx" ON "rate" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "rate_seller_idx" ON "rate" USING btree ("seller_id");