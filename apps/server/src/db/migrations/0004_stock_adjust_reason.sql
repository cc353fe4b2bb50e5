ALTER TABLE "stock_history" ADD COLUMN "reason" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_history" ADD COLUMN "memo" varchar(100) DEFAULT '' NOT NULL;