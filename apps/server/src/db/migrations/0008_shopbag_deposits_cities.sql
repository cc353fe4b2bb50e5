CREATE TABLE "city" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"parent_code" varchar(10),
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopbag_order" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"shopbag_type" varchar(8) NOT NULL,
	"employee_id" integer,
	"parent_city_code" varchar(10),
	"child_city_code" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "shopbag_order_seller" (
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "shopbag_order_seller_order_id_seller_id_pk" PRIMARY KEY("order_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "shopbag_order_slot" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopbag_order_slot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" varchar(3) NOT NULL,
	"buyer_id" integer NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "shopbag_order_slot_position_unique" UNIQUE("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_deposit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_deposit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"slot_id" integer,
	"issued_price" bigint DEFAULT 0 NOT NULL,
	"collected_price" bigint DEFAULT 0 NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"is_settled" boolean DEFAULT false NOT NULL,
	"settled_datetime" timestamp with time zone,
	"settled_by" integer,
	"shortfall" bigint,
	"unsettled_at" timestamp with time zone,
	"unsettled_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printing_order" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "printing_order" ADD COLUMN "deposit_complete_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_parent_code_city_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."city"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order" ADD CONSTRAINT "shopbag_order_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order" ADD CONSTRAINT "shopbag_order_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order" ADD CONSTRAINT "shopbag_order_parent_city_code_city_code_fk" FOREIGN KEY ("parent_city_code") REFERENCES "public"."city"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order" ADD CONSTRAINT "shopbag_order_child_city_code_city_code_fk" FOREIGN KEY ("child_city_code") REFERENCES "public"."city"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order_seller" ADD CONSTRAINT "shopbag_order_seller_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order_seller" ADD CONSTRAINT "shopbag_order_seller_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order_slot" ADD CONSTRAINT "shopbag_order_slot_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order_slot" ADD CONSTRAINT "shopbag_order_slot_buyer_id_buyer_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopbag_order_slot" ADD CONSTRAINT "shopbag_order_slot_updated_by_account_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD CONSTRAINT "order_deposit_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD CONSTRAINT "order_deposit_buyer_id_buyer_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD CONSTRAINT "order_deposit_slot_id_shopbag_order_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."shopbag_order_slot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD CONSTRAINT "order_deposit_settled_by_employee_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD CONSTRAINT "order_deposit_unsettled_by_employee_id_fk" FOREIGN KEY ("unsettled_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_parent_idx" ON "city" USING btree ("parent_code","position");--> statement-breakpoint
CREATE INDEX "shopbag_order_city_idx" ON "shopbag_order" USING btree ("parent_city_code","child_city_code");--> statement-breakpoint
CREATE INDEX "shopbag_order_employee_idx" ON "shopbag_order" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "shopbag_order_seller_seller_idx" ON "shopbag_order_seller" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "shopbag_order_slot_buyer_idx" ON "shopbag_order_slot" USING btree ("buyer_id","order_id");--> statement-breakpoint
CREATE INDEX "order_deposit_order_idx" ON "order_deposit" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_deposit_printing_unique" ON "order_deposit" USING btree ("order_id") WHERE "order_deposit"."slot_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deposit_slot_unique" ON "order_deposit" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "order_deposit_settled_idx" ON "order_deposit" USING btree ("settled_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_deposit"."is_settled";--> statement-breakpoint
CREATE INDEX "order_deposit_buyer_idx" ON "order_deposit" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "printing_order_amount_idx" ON "printing_order" USING btree ("amount" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "printing_order" ADD CONSTRAINT "printing_order_buyer_check" CHECK ("printing_order"."buyer_id" is not null or "printing_order"."work_type" = 'SHOPBAG');