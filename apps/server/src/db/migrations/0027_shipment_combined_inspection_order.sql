ALTER TABLE "inspection" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "inspection" ADD COLUMN "complete_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspection" ADD COLUMN "complete_cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "printing_order" ADD COLUMN "combined_shipment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "combined_shipment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection" ADD CONSTRAINT "inspection_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection" ADD CONSTRAINT "inspection_complete_cancelled_by_employee_id_fk" FOREIGN KEY ("complete_cancelled_by") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_order_idx" ON "inspection" USING btree ("order_id");