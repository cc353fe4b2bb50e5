ALTER TABLE "order_deposit" DROP CONSTRAINT "order_deposit_order_id_printing_order_id_fk";
--> statement-breakpoint
ALTER TABLE "order_deposit" DROP CONSTRAINT "order_deposit_slot_id_shopbag_order_slot_id_fk";
--> statement-breakpoint
DROP INDEX "order_deposit_printing_unique";--> statement-breakpoint
DROP INDEX "order_deposit_slot_unique";--> statement-breakpoint
ALTER TABLE "order_deposit" ADD COLUMN "is_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD COLUMN "free_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "order_deposit" ADD COLUMN "money_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD COLUMN "detached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD CONSTRAINT "order_deposit_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD CONSTRAINT "order_deposit_slot_id_shopbag_order_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."shopbag_order_slot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_deposit_slot_idx" ON "order_deposit" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_deposit_printing_unique" ON "order_deposit" USING btree ("order_id") WHERE "order_deposit"."slot_id" is null and "order_deposit"."detached_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deposit_slot_unique" ON "order_deposit" USING btree ("slot_id") WHERE "order_deposit"."detached_at" is null;--> statement-breakpoint
-- Entries that already carry money (collected, settled now or before) are marked, so they are never removed.
UPDATE "order_deposit" SET "money_recorded_at" = coalesce("settled_datetime", "unsettled_at", "updated_at")
  WHERE "money_recorded_at" IS NULL
    AND ("collected_price" > 0 OR "is_settled" OR "settled_datetime" IS NOT NULL OR "unsettled_at" IS NOT NULL);
