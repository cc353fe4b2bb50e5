ALTER TABLE "printing_order" ADD COLUMN "finished_size" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "printing_order_printing" ADD COLUMN "page_count" integer;