CREATE TABLE "job_outsourcing_cost" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_outsourcing_cost_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"description" varchar(200) NOT NULL,
	"amount" bigint NOT NULL,
	"invoice_date" date NOT NULL,
	"reason" varchar(200),
	"reverses_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_outsourcing_cost_kind_amount" CHECK (("job_outsourcing_cost"."kind" = 'COST' and "job_outsourcing_cost"."amount" > 0 and "job_outsourcing_cost"."reverses_id" is null)
        or ("job_outsourcing_cost"."kind" = 'REVERSAL' and "job_outsourcing_cost"."amount" < 0 and "job_outsourcing_cost"."reverses_id" is not null and "job_outsourcing_cost"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "facility" ADD COLUMN "hourly_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_run" ADD COLUMN "work_order_id" integer;--> statement-breakpoint
ALTER TABLE "job_outsourcing_cost" ADD CONSTRAINT "job_outsourcing_cost_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_outsourcing_cost" ADD CONSTRAINT "job_outsourcing_cost_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_outsourcing_cost" ADD CONSTRAINT "job_outsourcing_cost_reverses_id_job_outsourcing_cost_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."job_outsourcing_cost"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_outsourcing_cost" ADD CONSTRAINT "job_outsourcing_cost_created_by_employee_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_outsourcing_cost_order_idx" ON "job_outsourcing_cost" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "job_outsourcing_cost_seller_idx" ON "job_outsourcing_cost" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_outsourcing_cost_reverses_unique" ON "job_outsourcing_cost" USING btree ("reverses_id");--> statement-breakpoint
ALTER TABLE "facility_run" ADD CONSTRAINT "facility_run_work_order_id_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_run_work_order_idx" ON "facility_run" USING btree ("work_order_id") WHERE "facility_run"."work_order_id" is not null;--> statement-breakpoint
-- An outsourcing invoice is never edited or removed: a correction is a REVERSAL row pointing at the cost it undoes.
CREATE OR REPLACE FUNCTION job_outsourcing_cost_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'job_outsourcing_cost is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_outsourcing_cost_append_only BEFORE UPDATE OR DELETE ON job_outsourcing_cost
  FOR EACH ROW EXECUTE FUNCTION job_outsourcing_cost_append_only();
