-- A run keeps where it was planned to end when it is stopped early (the per-machine OEE's planned time). Runs from
-- before this column have lost that: their finish (the stop, if stopped) is the best there is.
ALTER TABLE "facility_run" ADD COLUMN "planned_finish" timestamp with time zone;--> statement-breakpoint
UPDATE "facility_run" SET "planned_finish" = "finish";--> statement-breakpoint
ALTER TABLE "facility_run" ALTER COLUMN "planned_finish" SET NOT NULL;
