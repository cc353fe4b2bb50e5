CREATE TABLE "auth_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_group_authority" (
	"auth_group_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	CONSTRAINT "auth_group_authority_auth_group_id_authority_id_pk" PRIMARY KEY("auth_group_id","authority_id")
);
--> statement-breakpoint
CREATE TABLE "authority" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authority_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"name_korean" varchar(255) NOT NULL,
	CONSTRAINT "authority_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "department_auth_group" (
	"department_id" integer NOT NULL,
	"auth_group_id" integer NOT NULL,
	CONSTRAINT "department_auth_group_department_id_auth_group_id_pk" PRIMARY KEY("department_id","auth_group_id")
);
--> statement-breakpoint
CREATE TABLE "employee_auth_group" (
	"employee_id" integer NOT NULL,
	"auth_group_id" integer NOT NULL,
	CONSTRAINT "employee_auth_group_employee_id_auth_group_id_pk" PRIMARY KEY("employee_id","auth_group_id")
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255) NOT NULL,
	"comment" varchar(1024) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_used" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"remark" varchar(1024) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_used" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"code" varchar(255) NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_name" varchar(255) NOT NULL,
	"seller_tel" varchar(255) NOT NULL,
	"seller_address" varchar(255) NOT NULL,
	"seller_charger_name" varchar(255) NOT NULL,
	"seller_charger_tel" varchar(255) DEFAULT '' NOT NULL,
	"seller_fax" varchar(255) DEFAULT '' NOT NULL,
	"seller_email" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_info" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"representative" varchar(255) NOT NULL,
	"tel" varchar(255) NOT NULL,
	"address" varchar(255) NOT NULL,
	"email" varchar(255) DEFAULT '' NOT NULL,
	"fax" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_group_authority" ADD CONSTRAINT "auth_group_authority_auth_group_id_auth_group_id_fk" FOREIGN KEY ("auth_group_id") REFERENCES "public"."auth_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_group_authority" ADD CONSTRAINT "auth_group_authority_authority_id_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authority"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_auth_group" ADD CONSTRAINT "department_auth_group_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_auth_group" ADD CONSTRAINT "department_auth_group_auth_group_id_auth_group_id_fk" FOREIGN KEY ("auth_group_id") REFERENCES "public"."auth_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_auth_group" ADD CONSTRAINT "employee_auth_group_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_auth_group" ADD CONSTRAINT "employee_auth_group_auth_group_id_auth_group_id_fk" FOREIGN KEY ("auth_group_id") REFERENCES "public"."auth_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_category" ADD CONSTRAINT "item_category_parent_id_item_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."item_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dag_group_idx" ON "department_auth_group" USING btree ("auth_group_id");--> statement-breakpoint
CREATE INDEX "eag_group_idx" ON "employee_auth_group" USING btree ("auth_group_id");--> statement-breakpoint
CREATE INDEX "notice_title_trgm" ON "notice" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notice_period_idx" ON "notice" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "schedule_name_trgm" ON "schedule" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedule_period_idx" ON "schedule" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "item_category_parent_idx" ON "item_category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "seller_name_trgm" ON "seller" USING gin (lower("seller_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_name_trgm" ON "employee" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buyer_name_trgm" ON "buyer" USING gin (lower("name") gin_trgm_ops);