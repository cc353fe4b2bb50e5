CREATE TABLE "work_order_paper" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_paper_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"raw_item_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"wrong_amount" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order" DROP CONSTRAINT "work_order_order_unique";--> statement-breakpoint
ALTER TABLE "work_order" ADD COLUMN "kind" varchar(8) DEFAULT 'ORIGINAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order" ADD COLUMN "is_current" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order" ADD COLUMN "reason" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "work_order" ADD COLUMN "inspection_id" integer;--> statement-breakpoint
ALTER TABLE "work_order_paper" ADD CONSTRAINT "work_order_paper_work_order_id_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_paper" ADD CONSTRAINT "work_order_paper_raw_item_id_item_id_fk" FOREIGN KEY ("raw_item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_paper_work_order_idx" ON "work_order_paper" USING btree ("work_order_id","position");--> statement-breakpoint
CREATE INDEX "work_order_paper_item_idx" ON "work_order_paper" USING btree ("raw_item_id");--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_inspection_id_inspection_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspection"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_original_unique" ON "work_order" USING btree ("order_id") WHERE "work_order"."kind" = 'ORIGINAL';--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_current_unique" ON "work_order" USING btree ("order_id") WHERE "work_order"."is_current";--> statement-breakpoint
CREATE INDEX "work_order_inspection_idx" ON "work_order" USING btree ("inspection_id") WHERE "work_order"."inspection_id" is not null;