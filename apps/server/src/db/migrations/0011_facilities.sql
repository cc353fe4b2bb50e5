CREATE TABLE "facility" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"ip_address" varchar(45) DEFAULT '' NOT NULL,
	"circle_color" varchar(7) DEFAULT '#1976d2' NOT NULL,
	"max_amount" integer DEFAULT 10000 NOT NULL,
	"unit" varchar(20) DEFAULT '개' NOT NULL,
	"token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "facility_daily" (
	"facility_id" integer NOT NULL,
	"day" date NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	"last_ip" varchar(45) DEFAULT '' NOT NULL,
	"last_rssi" integer,
	"last_received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "facility_daily_facility_id_day_pk" PRIMARY KEY("facility_id","day")
);
--> statement-breakpoint
CREATE TABLE "facility_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"rssi" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_reading" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_reading_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"facility_id" integer NOT NULL,
	"counter" integer NOT NULL,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"rssi" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_id" integer NOT NULL,
	"began" timestamp with time zone NOT NULL,
	"finish" timestamp with time zone NOT NULL,
	"total_layer" integer NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facility_daily" ADD CONSTRAINT "facility_daily_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_event" ADD CONSTRAINT "facility_event_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_reading" ADD CONSTRAINT "facility_reading_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_run" ADD CONSTRAINT "facility_run_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_event_occurred_idx" ON "facility_event" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "facility_reading_recent_idx" ON "facility_reading" USING btree ("facility_id","received_at");--> statement-breakpoint
CREATE INDEX "facility_reading_received_idx" ON "facility_reading" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "facility_run_latest_idx" ON "facility_run" USING btree ("facility_id","began");