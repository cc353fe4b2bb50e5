DROP INDEX "printing_order_receipt_idx";--> statement-breakpoint
DROP INDEX "printing_order_amount_idx";--> statement-breakpoint
CREATE INDEX "work_order_held_idx" ON "work_order" USING btree ("holder_department_id","receipt_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "work_order"."status" = 'WORKING';--> statement-breakpoint
CREATE INDEX "delivery_open_idx" ON "delivery" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "delivery"."status" in ('READY', 'SHIPPING');--> statement-breakpoint
CREATE INDEX "printing_order_receipt_idx" ON "printing_order" USING btree ("receipt_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST,"work_type");--> statement-breakpoint
CREATE INDEX "printing_order_amount_idx" ON "printing_order" USING btree ("amount" DESC NULLS FIRST,"receipt_datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST,"work_type");