DROP INDEX "stock_history_stock_idx";--> statement-breakpoint
DROP INDEX "stock_history_direction_idx";--> statement-breakpoint
DROP INDEX "purchase_order_date_idx";--> statement-breakpoint
DROP INDEX "purchase_order_item_idx";--> statement-breakpoint
CREATE INDEX "purchase_order_seller_idx" ON "purchase_order" USING btree ("seller_id","order_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_open_idx" ON "purchase_order" USING btree ("order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "purchase_order"."received_at" is null;--> statement-breakpoint
CREATE INDEX "stock_history_stock_idx" ON "stock_history" USING btree ("stock_id","work_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_history_direction_idx" ON "stock_history" USING btree ("input_output","work_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_date_idx" ON "purchase_order" USING btree ("order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_item_idx" ON "purchase_order" USING btree ("item_id","order_date" DESC NULLS FIRST);