ALTER TABLE "buyer" ADD COLUMN "representative" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer" ADD COLUMN "business_type" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer" ADD COLUMN "business_item" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer" ADD COLUMN "tax_invoice_email" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer" ADD COLUMN "tax_invoice_mode" varchar(16) DEFAULT 'PER_ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_info" ADD COLUMN "registration_number" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_info" ADD COLUMN "business_type" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_info" ADD COLUMN "business_item" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_info" ADD COLUMN "tax_invoice_email" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_info" ADD COLUMN "stamp_file_id" integer;