ALTER TABLE "facility_event" ALTER COLUMN "rssi" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "facility" ADD COLUMN "rated_per_minute" integer DEFAULT 9000 NOT NULL;--> statement-breakpoint
ALTER TABLE "facility" ADD COLUMN "mqtt_last_ts" bigint;--> statement-breakpoint
ALTER TABLE "facility" ADD COLUMN "mqtt_rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facility" ADD COLUMN "mqtt_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facility_event" ADD COLUMN "kind" varchar(20) DEFAULT 'WEAK_SIGNAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_event" ADD COLUMN "counter" integer;--> statement-breakpoint
-- The JYCOM_PRO_01 press runs at 160 pieces a minute (spec 002 §9, the live gauge's top); every other machine 9,000.
UPDATE "facility" SET "rated_per_minute" = 160 WHERE "code" = 'JYCOM_PRO_01';