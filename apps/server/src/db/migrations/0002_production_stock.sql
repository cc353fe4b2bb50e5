CREATE TABLE "item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"standard_size" varchar(255) DEFAULT '' NOT NULL,
	"item_unit" varchar(10) DEFAULT '' NOT NULL,
	"item_price" integer DEFAULT 0 NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"item_category_id" integer NOT NULL,
	"is_bom" boolean DEFAULT false NOT NULL,
	"is_used" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_code_unique" UNIQUE("item_code")
);
--> statement-breakpoint
CREATE TABLE "item_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_type" varchar(20) NOT NULL,
	"option_code" varchar(30) NOT NULL,
	"option_name" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_option_code_unique" UNIQUE("option_code")
);
--> statement-breakpoint
CREATE TABLE "process" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"order_num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"lot" varchar(255) DEFAULT '' NOT NULL,
	"unit_price" varchar(15) DEFAULT '' NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"adjusted_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_item_unique" UNIQUE("item_id")
);
--> statement-breakpoint
CREATE TABLE "stock_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stock_id" integer NOT NULL,
	"work_date" timestamp with time zone DEFAULT now() NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"io_type" varchar(40) NOT NULL,
	"input_output" varchar(6) NOT NULL,
	"unit_price" varchar(15) DEFAULT '' NOT NULL,
	"reference_type" varchar(30),
	"reference_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"worker" varchar(255) DEFAULT '' NOT NULL,
	"category_id" integer,
	"inspection_quantity" integer NOT NULL,
	"defect_quantity" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_item" (
	"inspection_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "inspection_item_inspection_id_item_id_pk" PRIMARY KEY("inspection_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"order_date" date NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_item_category_id_item_category_id_fk" FOREIGN KEY ("item_category_id") REFERENCES "public"."item_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection" ADD CONSTRAINT "inspection_category_id_item_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_item" ADD CONSTRAINT "inspection_item_inspection_id_inspection_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_item" ADD CONSTRAINT "inspection_item_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_category_idx" ON "item" USING btree ("item_category_id");--> statement-breakpoint
CREATE INDEX "item_name_trgm" ON "item" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_code_trgm" ON "item" USING gin (lower("item_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_history_stock_idx" ON "stock_history" USING btree ("stock_id","work_date");--> statement-breakpoint
CREATE INDEX "stock_history_direction_idx" ON "stock_history" USING btree ("input_output","work_date");--> statement-breakpoint
CREATE INDEX "stock_history_reference_idx" ON "stock_history" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "inspection_start_idx" ON "inspection" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "inspection_end_idx" ON "inspection" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "inspection_item_item_idx" ON "inspection_item" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_date_idx" ON "purchase_order" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "purchase_order_item_idx" ON "purchase_order" USING btree ("item_id");