-- Keeps finance_daily_totals in step with payments, payment_requests and refunds (decision 0053):
-- every insert, delete, or update of status / value / creation time takes the old row out of its
-- bucket and puts the new one in, in the same transaction as the change. Days are calendar days
-- in finance_totals_zone's zone (start-up keeps it equal to APP_TIME_ZONE).
INSERT INTO finance_totals_zone (id, time_zone) VALUES (1, 'America/Sao_Paulo');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION membros_finance_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM finance_totals_zone WHERE id = 1);
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO finance_daily_totals AS t (kind, day, status, count, cents)
    VALUES (TG_ARGV[0], (OLD.created_at AT TIME ZONE zone)::date, OLD.status, -1, -OLD.value_cents)
    ON CONFLICT (kind, day, status) DO UPDATE SET count = t.count + excluded.count, cents = t.cents + excluded.cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO finance_daily_totals AS t (kind, day, status, count, cents)
    VALUES (TG_ARGV[0], (NEW.created_at AT TIME ZONE zone)::date, NEW.status, 1, NEW.value_cents)
    ON CONFLICT (kind, day, status) DO UPDATE SET count = t.count + excluded.count, cents = t.cents + excluded.cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recomputes every bucket from the rows (first fill, and when the zone changes).
CREATE OR REPLACE FUNCTION membros_rebuild_finance_totals() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM finance_totals_zone WHERE id = 1);
BEGIN
  DELETE FROM finance_daily_totals;
  INSERT INTO finance_daily_totals (kind, day, status, count, cents)
  SELECT kind, day, status, count(*), sum(value_cents) FROM (
    SELECT 'payment' AS kind, (created_at AT TIME ZONE zone)::date AS day, status, value_cents FROM payments
    UNION ALL SELECT 'payment_request', (created_at AT TIME ZONE zone)::date, status, value_cents FROM payment_requests
    UNION ALL SELECT 'refund', (created_at AT TIME ZONE zone)::date, status, value_cents FROM refunds
  ) items GROUP BY kind, day, status;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_totals AFTER INSERT OR DELETE OR UPDATE OF status, value_cents, created_at ON payments
  FOR EACH ROW EXECUTE FUNCTION membros_finance_totals('payment');
--> statement-breakpoint
CREATE TRIGGER payment_requests_totals AFTER INSERT OR DELETE OR UPDATE OF status, value_cents, created_at ON payment_requests
  FOR EACH ROW EXECUTE FUNCTION membros_finance_totals('payment_request');
--> statement-breakpoint
CREATE TRIGGER refunds_totals AFTER INSERT OR DELETE OR UPDATE OF status, value_cents, created_at ON refunds
  FOR EACH ROW EXECUTE FUNCTION membros_finance_totals('refund');
--> statement-breakpoint
SELECT membros_rebuild_finance_totals();
