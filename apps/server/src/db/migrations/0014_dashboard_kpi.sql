CREATE TABLE "kpi_day_total" (
	"indicator" varchar(30) NOT NULL,
	"day" varchar(10) NOT NULL,
	"numerator" double precision NOT NULL,
	"denominator" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kpi_day_total_indicator_day_pk" PRIMARY KEY("indicator","day")
);
--> statement-breakpoint
CREATE TABLE "kpi_month_value" (
	"indicator" varchar(30) NOT NULL,
	"month" varchar(7) NOT NULL,
	"value" double precision,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kpi_month_value_indicator_month_pk" PRIMARY KEY("indicator","month")
);
--> statement-breakpoint
CREATE TABLE "kpi_setting" (
	"indicator" varchar(30) PRIMARY KEY NOT NULL,
	"base_start_month" varchar(7),
	"base_end_month" varchar(7),
	"target_value" double precision,
	"updated_at" timestamp with time zone,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "minimum_stock" integer;--> statement-breakpoint
ALTER TABLE "kpi_setting" ADD CONSTRAINT "kpi_setting_updated_by_account_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;