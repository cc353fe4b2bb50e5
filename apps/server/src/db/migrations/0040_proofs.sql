CREATE TABLE "proof_decision" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_decision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"decision" varchar(20) NOT NULL,
	"message" varchar(1000) DEFAULT '' NOT NULL,
	"via" varchar(10) NOT NULL,
	"approver_name" varchar(100) DEFAULT '' NOT NULL,
	"method" varchar(100) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_by_name" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_pin" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_pin_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"page" smallint NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real,
	"height" real,
	"text" varchar(1000) NOT NULL,
	"reply_to_id" integer,
	"author_id" integer,
	"author_name" varchar(100) DEFAULT '' NOT NULL,
	"by_staff" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_switch" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_switch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"enabled" boolean NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"changed_by" integer,
	"changed_by_name" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"slot_id" integer,
	"number" smallint NOT NULL,
	"note" varchar(1000) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proof_decision" ADD CONSTRAINT "proof_decision_version_id_proof_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."proof_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_decision" ADD CONSTRAINT "proof_decision_decided_by_account_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_file" ADD CONSTRAINT "proof_file_version_id_proof_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."proof_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_file" ADD CONSTRAINT "proof_file_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_pin" ADD CONSTRAINT "proof_pin_version_id_proof_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."proof_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_pin" ADD CONSTRAINT "proof_pin_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_pin" ADD CONSTRAINT "proof_pin_author_id_account_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_switch" ADD CONSTRAINT "proof_switch_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_switch" ADD CONSTRAINT "proof_switch_changed_by_account_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_version" ADD CONSTRAINT "proof_version_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_version" ADD CONSTRAINT "proof_version_slot_id_shopbag_order_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."shopbag_order_slot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_version" ADD CONSTRAINT "proof_version_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_decision_version_idx" ON "proof_decision" USING btree ("version_id","id");--> statement-breakpoint
CREATE INDEX "proof_file_version_idx" ON "proof_file" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "proof_file_file_idx" ON "proof_file" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "proof_pin_version_idx" ON "proof_pin" USING btree ("version_id","id");--> statement-breakpoint
CREATE INDEX "proof_switch_order_idx" ON "proof_switch" USING btree ("order_id","kind","id");--> statement-breakpoint
CREATE INDEX "proof_version_order_idx" ON "proof_version" USING btree ("order_id","slot_id","number");