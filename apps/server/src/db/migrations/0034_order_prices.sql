CREATE TABLE "order_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"rounded_off" integer NOT NULL,
	"supply" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"missing" jsonb NOT NULL,
	"rates_date" date NOT NULL,
	"override_supply" integer,
	"override_vat" integer,
	"override_total" integer,
	"override_reason" varchar(255),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_price_version_unique" UNIQUE("order_id","version"),
	CONSTRAINT "order_price_version_positive" CHECK ("order_price"."version" >= 1),
	CONSTRAINT "order_price_money_whole" CHECK ("order_price"."supply" >= 0 AND "order_price"."vat" >= 0 AND "order_price"."total" = "order_price"."supply" + "order_price"."vat"),
	CONSTRAINT "order_price_override_whole" CHECK (("order_price"."override_supply" IS NULL AND "order_price"."override_vat" IS NULL AND "order_price"."override_total" IS NULL AND "order_price"."override_reason" IS NULL) OR ("order_price"."override_supply" >= 0 AND "order_price"."override_vat" >= 0 AND "order_price"."override_total" = "order_price"."override_supply" + "order_price"."override_vat" AND "order_price"."override_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "order_price" ADD CONSTRAINT "order_price_order_id_printing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."printing_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price" ADD CONSTRAINT "order_price_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_price_order_idx" ON "order_price" USING btree ("order_id","version" DESC NULLS LAST);