ALTER TABLE "work_progress" ADD COLUMN "facility_id" integer;--> statement-breakpoint
ALTER TABLE "work_progress" ADD COLUMN "produced_quantity" integer;--> statement-breakpoint
ALTER TABLE "work_progress" ADD CONSTRAINT "work_progress_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE set null ON UPDATE no action;