ALTER TABLE "work_order" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "work_order" SET "printed_at" = "complete_datetime" WHERE "status" = 'COMPLETE';
