CREATE TABLE "order_number_counter" (
	"prefix" varchar(10) PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printing_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printing_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" varchar(20) NOT NULL,
	"work_type" varchar(16) NOT NULL,
	"product_name" varchar(255) NOT NULL,
	"buyer_id" integer NOT NULL,
	"origin_sub" varchar(8) DEFAULT '' NOT NULL,
	"outsourcing_charge_id" integer,
	"quality" varchar(255) DEFAULT '' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"number_cases" integer DEFAULT 0 NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"delivery_date" date,
	"receiver" varchar(255) DEFAULT '' NOT NULL,
	"zip_code" varchar(255) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"receiver_tel" varchar(255) DEFAULT '' NOT NULL,
	"delivery_type" varchar(255) DEFAULT '' NOT NULL,
	"invoice" varchar(255) DEFAULT '' NOT NULL,
	"delivery_company_code" varchar(20) DEFAULT '' NOT NULL,
	"delivery_remark" varchar(1024) DEFAULT '' NOT NULL,
	"is_folding_binding" boolean DEFAULT false NOT NULL,
	"receipt_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"complete_datetime" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(255) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printing_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "printing_order_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printing_order_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(30) NOT NULL,
	"employee_id" integer,
	"actor_name" varchar(255) DEFAULT '' NOT NULL,
	"department_name" varchar(255) DEFAULT '' NOT NULL,
	"detail" varchar(1024) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printing_order_paper" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printing_order_paper_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"printing_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"raw_item_id" integer NOT NULL,
	"amount" integer,
	"wrong_amount" integer
);
--> statement-breakpoint
CREATE TABLE "printing_order_printing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printing_order_printing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"composition" varchar(8) NOT NULL,
	"printing_type" varchar(12) NOT NULL,
	"dosu" varchar(255) DEFAULT '' NOT NULL,
	"julsu" varchar(255) DEFAULT '' NOT NULL,
	"is_off_ctp_outsourcing" boolean DEFAULT false NOT NULL,
	"off_ctp_outsourcing_id" integer,
	"off_ctp_remark" varchar(255) DEFAULT '' NOT NULL,
	"is_off_print_outsourcing" boolean DEFAULT false NOT NULL,
	"off_print_outsourcing_id" integer,
	"off_print_remark" varchar(255) DEFAULT '' NOT NULL,
	"rotary_outsourcing_id" integer,
	"rotary_remark" varchar(255) DEFAULT '' NOT NULL,
	"is_digital_outsourcing" boolean DEFAULT false NOT NULL,
	"digital_outsourcing_id" integer,
	"digital_remark" varchar(255) DEFAULT '' NOT NULL,
	"osp_outsourcing_id" integer,
	"osp_remark" varchar(255) DEFAULT '' NOT NULL,
	"no_print_remark" varchar(255) DEFAULT '' NOT NULL,
	"is_post_process" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printing_order_process" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printing_order_process_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"printing_id" integer,
	"kind" varchar(16) NOT NULL,
	"position" smallint NOT NULL,
	"outsourcing_id" integer,
	"remark" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printing_order_process_option" (
	"process_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "printing_order_process_option_process_id_option_id_pk" PRIMARY KEY("process_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "work_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer,
	"status" varchar(12) DEFAULT 'RECEIPT' NOT NULL,
	"receipt_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"complete_datetime" timestamp with time zone,
	"current_progress_id" integer,
	"holder_department_id" integer,
	"held_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_order_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "work_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'RECEIPT' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"requested_by" integer,
	"employee_id" integer
);
--> statement-breakpoint
CREATE TABLE "delivery" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'READY' NOT NULL,
	"delivery_company_code" varchar(20) DEFAULT '' NOT NULL,
	"invoice" varchar(40) DEFAULT '' NOT NULL,
	"delivery_start_datetime" timestamp with time zone,
	"delivery_end_datetime" timestamp with time zone,
	"started_by" integer,
	"completed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_work_order_unique" UNIQUE("work_order_id")
);
--> statement-breakpoint
ALTER TABLE "printing_order" ADD CONSTRAINT "printing_order_buyer_id_buyer_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order" ADD CONSTRAINT "printing_order_outsourcing_charge_id_employee_id_fk" FOREIGN KEY ("outsourcing_charge_id") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order" ADD CONSTRAINT "printing_order_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_event" ADD CONSTRAINT "printing_order_event_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_event" ADD CONSTRAINT "printing_order_event_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_paper" ADD CONSTRAINT "printing_order_paper_printing_id_printing_order_printing_id_fk" FOREIGN KEY ("printing_id") REFERENCES "public"."printing_order_printing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_paper" ADD CONSTRAINT "printing_order_paper_raw_item_id_item_id_fk" FOREIGN KEY ("raw_item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_printing" ADD CONSTRAINT "printing_order_printing_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_printing" ADD CONSTRAINT "printing_order_printing_off_ctp_outsourcing_id_seller_id_fk" FOREIGN KEY ("off_ctp_outsourcing_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_printing" ADD CONSTRAINT "printing_order_printing_off_print_outsourcing_id_seller_id_fk" FOREIGN KEY ("off_print_outsourcing_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_printing" ADD CONSTRAINT "printing_order_printing_rotary_outsourcing_id_seller_id_fk" FOREIGN KEY ("rotary_outsourcing_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_printing" ADD CONSTRAINT "printing_order_printing_digital_outsourcing_id_seller_id_fk" FOREIGN KEY ("digital_outsourcing_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_printing" ADD CONSTRAINT "printing_order_printing_osp_outsourcing_id_seller_id_fk" FOREIGN KEY ("osp_outsourcing_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_process" ADD CONSTRAINT "printing_order_process_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_process" ADD CONSTRAINT "printing_order_process_printing_id_printing_order_printing_id_fk" FOREIGN KEY ("printing_id") REFERENCES "public"."printing_order_printing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_process" ADD CONSTRAINT "printing_order_process_outsourcing_id_seller_id_fk" FOREIGN KEY ("outsourcing_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_process_option" ADD CONSTRAINT "printing_order_process_option_process_id_printing_order_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."printing_order_process"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_order_process_option" ADD CONSTRAINT "printing_order_process_option_option_id_item_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_option"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_holder_department_id_department_id_fk" FOREIGN KEY ("holder_department_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_progress" ADD CONSTRAINT "work_progress_work_order_id_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_progress" ADD CONSTRAINT "work_progress_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_progress" ADD CONSTRAINT "work_progress_requested_by_employee_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_progress" ADD CONSTRAINT "work_progress_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_work_order_id_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_started_by_employee_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_completed_by_employee_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "printing_order_receipt_idx" ON "printing_order" USING btree ("receipt_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "printing_order_delivery_date_idx" ON "printing_order" USING btree ("delivery_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "printing_order_complete_idx" ON "printing_order" USING btree ("complete_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "printing_order_buyer_idx" ON "printing_order" USING btree ("buyer_id","receipt_datetime" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "printing_order_product_trgm" ON "printing_order" USING gin (lower("product_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "printing_order_number_trgm" ON "printing_order" USING gin (lower("order_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "printing_order_event_order_idx" ON "printing_order_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "printing_order_paper_printing_idx" ON "printing_order_paper" USING btree ("printing_id","position");--> statement-breakpoint
CREATE INDEX "printing_order_paper_item_idx" ON "printing_order_paper" USING btree ("raw_item_id");--> statement-breakpoint
CREATE INDEX "printing_order_printing_order_idx" ON "printing_order_printing" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "printing_order_process_order_idx" ON "printing_order_process" USING btree ("order_id","kind","position");--> statement-breakpoint
CREATE INDEX "printing_order_process_option_idx" ON "printing_order_process_option" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "work_order_status_idx" ON "work_order" USING btree ("status","receipt_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_order_holder_idx" ON "work_order" USING btree ("holder_department_id","receipt_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_order_complete_idx" ON "work_order" USING btree ("complete_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "work_order"."complete_datetime" is not null;--> statement-breakpoint
CREATE INDEX "work_progress_work_order_idx" ON "work_progress" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE INDEX "work_progress_department_idx" ON "work_progress" USING btree ("department_id","status");--> statement-breakpoint
CREATE INDEX "delivery_status_idx" ON "delivery" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "delivery_complete_idx" ON "delivery" USING btree ("delivery_end_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "delivery"."delivery_end_datetime" is not null;