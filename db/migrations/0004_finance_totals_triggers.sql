-- Keeps finance_hourly_totals in step with payments, payment_requests and refunds (decision 0053):
-- every insert, delete, or update of status / value / creation time takes the old row out of its
-- bucket and puts the new one in, in the same transaction as the change.
CREATE OR REPLACE FUNCTION membros_finance_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO finance_hourly_totals AS t (kind, hour, status, count, cents)
    VALUES (TG_ARGV[0], date_trunc('hour', OLD.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', OLD.status, -1, -OLD.value_cents)
    ON CONFLICT (kind, hour, status) DO UPDATE SET count = t.count + excluded.count, cents = t.cents + excluded.cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO finance_hourly_totals AS t (kind, hour, status, count, cents)
    VALUES (TG_ARGV[0], date_trunc('hour', NEW.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', NEW.status, 1, NEW.value_cents)
    ON CONFLICT (kind, hour, status) DO UPDATE SET count = t.count + excluded.count, cents = t.cents + excluded.cents;
  END IF;
  RETURN NULL;
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
-- Items that existed before this migration.
INSERT INTO finance_hourly_totals (kind, hour, status, count, cents)
SELECT kind, hour, status, count(*), sum(value_cents) FROM (
  SELECT 'payment' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, status, value_cents FROM payments
  UNION ALL SELECT 'payment_request', date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', status, value_cents FROM payment_requests
  UNION ALL SELECT 'refund', date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', status, value_cents FROM refunds
) items GROUP BY kind, hour, status;
