CREATE TABLE "deposit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"slot_id" integer,
	"buyer_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"received_date" date NOT NULL,
	"depositor" varchar(100) DEFAULT '' NOT NULL,
	"memo" varchar(255) DEFAULT '' NOT NULL,
	"reason" varchar(200),
	"reverses_id" integer,
	"source" varchar(16) NOT NULL,
	"bank_line_id" integer,
	"entry_version" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_ledger_kind_amount" CHECK (("deposit_ledger"."kind" = 'RECEIPT' and "deposit_ledger"."amount" > 0 and "deposit_ledger"."reverses_id" is null)
        or ("deposit_ledger"."kind" = 'REVERSAL' and "deposit_ledger"."amount" < 0 and "deposit_ledger"."reason" is not null)
        or ("deposit_ledger"."kind" = 'ADJUSTMENT' and "deposit_ledger"."amount" <> 0 and "deposit_ledger"."reason" is not null and "deposit_ledger"."reverses_id" is null)
        or ("deposit_ledger"."kind" = 'REFUND' and "deposit_ledger"."amount" > 0 and "deposit_ledger"."reason" is not null and "deposit_ledger"."reverses_id" is null)),
	CONSTRAINT "deposit_ledger_source" CHECK ("deposit_ledger"."source" in ('HAND', 'BANK_LINE', 'PROVIDER', 'MIGRATION')),
	CONSTRAINT "deposit_ledger_bank_line_source" CHECK ("deposit_ledger"."bank_line_id" is null or "deposit_ledger"."source" = 'BANK_LINE')
);
--> statement-breakpoint
ALTER TABLE "order_deposit" ADD COLUMN "adjusted_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deposit" ADD COLUMN "issued_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_ledger" ADD CONSTRAINT "deposit_ledger_entry_id_order_deposit_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."order_deposit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_ledger" ADD CONSTRAINT "deposit_ledger_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_ledger" ADD CONSTRAINT "deposit_ledger_slot_id_shopbag_order_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."shopbag_order_slot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_ledger" ADD CONSTRAINT "deposit_ledger_buyer_id_buyer_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_ledger" ADD CONSTRAINT "deposit_ledger_reverses_id_deposit_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."deposit_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_ledger" ADD CONSTRAINT "deposit_ledger_created_by_employee_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_ledger_entry_idx" ON "deposit_ledger" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "deposit_ledger_order_idx" ON "deposit_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deposit_ledger_buyer_idx" ON "deposit_ledger" USING btree ("buyer_id","received_date");--> statement-breakpoint
CREATE INDEX "deposit_ledger_slot_idx" ON "deposit_ledger" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "deposit_ledger_bank_line_idx" ON "deposit_ledger" USING btree ("bank_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_ledger_reverses_unique" ON "deposit_ledger" USING btree ("reverses_id");--> statement-breakpoint
-- The ledger is append-only in the database too: no statement, from any code path or by hand, changes or removes a
-- row (a wrong row is undone by another row: a reversal, an adjustment, a refund).
CREATE OR REPLACE FUNCTION deposit_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'deposit_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER deposit_ledger_append_only BEFORE UPDATE OR DELETE ON deposit_ledger
  FOR EACH ROW EXECUTE FUNCTION deposit_ledger_append_only();
--> statement-breakpoint
-- Money recorded before the ledger: every entry with a collected amount gets one RECEIPT row (source MIGRATION) for it,
-- dated the day it was settled or first recorded, so each entry's rows add up to its collected_price. Idempotent: an
-- entry that already has rows is left alone.
INSERT INTO "deposit_ledger" ("entry_id", "order_id", "slot_id", "buyer_id", "kind", "amount", "received_date", "memo",
  "source", "entry_version", "created_by", "created_at")
SELECT "d"."id", "d"."order_id", "d"."slot_id", "d"."buyer_id", 'RECEIPT', "d"."collected_price",
  (coalesce("d"."settled_datetime", "d"."money_recorded_at", "d"."updated_at") AT TIME ZONE 'Asia/Seoul')::date,
  '원장 도입 전 수금 금액', 'MIGRATION', "d"."version", "d"."settled_by",
  coalesce("d"."money_recorded_at", "d"."updated_at")
FROM "order_deposit" "d"
WHERE "d"."collected_price" > 0
  AND NOT EXISTS (SELECT 1 FROM "deposit_ledger" "l" WHERE "l"."entry_id" = "d"."id");
