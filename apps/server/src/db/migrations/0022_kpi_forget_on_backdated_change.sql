-- Closed days' and months' KPI figures (kpi_day_total, kpi_month_value) are stored once their period is over. A
-- record written later with a date inside a stored period (an inspection's end date moved back, a delivery completed
-- with yesterday's time, a turn's times corrected, a stock movement dated last month) makes them stale: these
-- triggers forget the stored figures its old and new dates touch, in the same transaction, and the dashboard
-- computes them again on its next read. Days are taken as the UTC day ±1 so any shop time zone is covered.
CREATE OR REPLACE FUNCTION kpi_forget(indicators text[], moment timestamptz) RETURNS void AS $$
DECLARE
  d date;
BEGIN
  IF moment IS NULL THEN
    RETURN;
  END IF;
  d := (moment AT TIME ZONE 'UTC')::date;
  DELETE FROM kpi_day_total WHERE indicator = ANY (indicators)
    AND day BETWEEN to_char(d - 1, 'YYYY-MM-DD') AND to_char(d + 1, 'YYYY-MM-DD');
  DELETE FROM kpi_month_value WHERE indicator = ANY (indicators)
    AND month BETWEEN to_char(d - 1, 'YYYY-MM') AND to_char(d + 1, 'YYYY-MM');
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Inventory at a month's end counts every movement dated up to it: a movement forgets that month and every later one.
CREATE OR REPLACE FUNCTION kpi_forget_months_from(indicators text[], moment timestamptz) RETURNS void AS $$
BEGIN
  IF moment IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM kpi_month_value WHERE indicator = ANY (indicators)
    AND month >= to_char((moment AT TIME ZONE 'UTC')::date - 1, 'YYYY-MM');
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_forget_inspection() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kpi_forget(ARRAY['DEFECT_RATE'], OLD.end_date::timestamp AT TIME ZONE 'UTC');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kpi_forget(ARRAY['DEFECT_RATE'], NEW.end_date::timestamp AT TIME ZONE 'UTC');
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kpi_forget_inspection AFTER INSERT OR UPDATE OR DELETE ON inspection
  FOR EACH ROW EXECUTE FUNCTION kpi_forget_inspection();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_forget_work_order() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kpi_forget(ARRAY['PRODUCTION_PER_HOUR'], OLD.complete_datetime);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kpi_forget(ARRAY['PRODUCTION_PER_HOUR'], NEW.complete_datetime);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kpi_forget_work_order AFTER INSERT OR UPDATE OR DELETE ON work_order
  FOR EACH ROW EXECUTE FUNCTION kpi_forget_work_order();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_forget_work_progress() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kpi_forget(ARRAY['PRODUCTION_PER_HOUR'],
      (SELECT complete_datetime FROM work_order WHERE id = OLD.work_order_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kpi_forget(ARRAY['PRODUCTION_PER_HOUR'],
      (SELECT complete_datetime FROM work_order WHERE id = NEW.work_order_id));
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kpi_forget_work_progress AFTER INSERT OR UPDATE OR DELETE ON work_progress
  FOR EACH ROW EXECUTE FUNCTION kpi_forget_work_progress();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_forget_delivery() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kpi_forget(ARRAY['DELIVERY_LEAD_TIME'], OLD.delivery_end_datetime);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kpi_forget(ARRAY['DELIVERY_LEAD_TIME'], NEW.delivery_end_datetime);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kpi_forget_delivery AFTER INSERT OR UPDATE OR DELETE ON delivery
  FOR EACH ROW EXECUTE FUNCTION kpi_forget_delivery();
--> statement-breakpoint
-- An order's quantity is the production of its jobs without a machine count; its receipt time starts the lead time.
CREATE OR REPLACE FUNCTION kpi_forget_printing_order() RETURNS trigger AS $$
DECLARE
  moment timestamptz;
BEGIN
  FOR moment IN SELECT complete_datetime FROM work_order WHERE order_id = NEW.id LOOP
    PERFORM kpi_forget(ARRAY['PRODUCTION_PER_HOUR'], moment);
  END LOOP;
  FOR moment IN
    SELECT d.delivery_end_datetime FROM delivery d JOIN work_order w ON w.id = d.work_order_id WHERE w.order_id = NEW.id
  LOOP
    PERFORM kpi_forget(ARRAY['DELIVERY_LEAD_TIME'], moment);
  END LOOP;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kpi_forget_printing_order AFTER UPDATE ON printing_order
  FOR EACH ROW WHEN (OLD.amount IS DISTINCT FROM NEW.amount OR OLD.receipt_datetime IS DISTINCT FROM NEW.receipt_datetime)
  EXECUTE FUNCTION kpi_forget_printing_order();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_forget_stock_history() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kpi_forget_months_from(ARRAY['INVENTORY_COST'], OLD.work_date);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kpi_forget_months_from(ARRAY['INVENTORY_COST'], NEW.work_date);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kpi_forget_stock_history AFTER INSERT OR UPDATE OR DELETE ON stock_history
  FOR EACH ROW EXECUTE FUNCTION kpi_forget_stock_history();
