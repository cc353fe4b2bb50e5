CREATE TABLE "auth_throttle" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "owner_type" varchar(32);--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "owner_id" integer;--> statement-breakpoint
CREATE INDEX "stored_file_uploader_idx" ON "stored_file" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "stored_file_unattached_idx" ON "stored_file" USING btree ("created_at") WHERE "stored_file"."owner_type" is null;--> statement-breakpoint
UPDATE "stored_file" SET "owner_type" = 'employee-stamp', "owner_id" = "employee"."id" FROM "employee" WHERE "employee"."stamp_file_id" = "stored_file"."id";
