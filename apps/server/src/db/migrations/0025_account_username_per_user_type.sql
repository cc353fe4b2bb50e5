ALTER TABLE "account" DROP CONSTRAINT "account_username_unique";--> statement-breakpoint
CREATE INDEX "account_username_idx" ON "account" USING btree ("username");--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_type_username_unique" UNIQUE("user_type","username");