CREATE TABLE "work_order_paper_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_paper_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"raw_item_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"wrong_amount" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_paper_usage" ADD CONSTRAINT "work_order_paper_usage_work_order_id_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_paper_usage" ADD CONSTRAINT "work_order_paper_usage_raw_item_id_item_id_fk" FOREIGN KEY ("raw_item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_paper_usage_work_order_idx" ON "work_order_paper_usage" USING btree ("work_order_id","position");--> statement-breakpoint
CREATE INDEX "work_order_paper_usage_item_idx" ON "work_order_paper_usage" USING btree ("raw_item_id");