CREATE TABLE "payment_day_totals" (
	"day" date NOT NULL,
	"course_id" integer NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"refunded_orders" integer DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_day_totals_day_course_id_pk" PRIMARY KEY("day","course_id")
);
--> statement-breakpoint
DROP INDEX "commissions_entrepreneur_created_idx";--> statement-breakpoint
DROP INDEX "commissions_status_created_idx";--> statement-breakpoint
DROP INDEX "payments_course_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
CREATE INDEX "commissions_adjustment_payment_idx" ON "commissions" USING btree ("payment_id") WHERE "commissions"."kind" = 'adjustment';--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_entrepreneur_created_idx" ON "commissions" USING btree ("entrepreneur_id","created_at","kind","status","buyer_id","payment_id","sale_amount_cents","amount_cents");--> statement-breakpoint
CREATE INDEX "commissions_status_created_idx" ON "commissions" USING btree ("status","created_at","amount_cents");--> statement-breakpoint
CREATE INDEX "payments_course_idx" ON "payments" USING btree ("course_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
-- Admin analytics' money figures (decision 021), kept by the database in the
-- statement that writes a payment: each statement adds the shares of the rows as it left them and
-- takes away the shares they had, so every write path (purchase, instalment, trial, refund, a
-- course's deletion nulling course_id, an operator's fix) keeps the totals exact without the
-- application remembering to. Sums and counts only: the deltas commute, and the upsert holds one
-- (day, course) row until the transaction ends, as the course counters do (migration 0012).
-- The one place the shares are written down: the upsert of the shares of `source`'s rows, each
-- with a sign (+1 added, -1 taken away).
CREATE OR REPLACE FUNCTION payment_day_totals_upsert(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($sql$
  INSERT INTO payment_day_totals AS t (day, course_id, revenue_cents, gross_cents, orders, refunded_orders, discount_cents)
  SELECT * FROM (
    SELECT coalesce((p.succeeded_at AT TIME ZONE 'UTC')::date, '-infinity'::date) AS day, coalesce(p.course_id, 0) AS course_id,
           sum(p.sign * (p.amount_cents - p.refunded_amount_cents)) AS revenue_cents,
           sum(p.sign * p.amount_cents) AS gross_cents,
           sum(CASE WHEN p.amount_cents > 0 THEN p.sign ELSE 0 END)::int AS orders,
           sum(CASE WHEN p.status = 'refunded' AND p.amount_cents > 0 THEN p.sign ELSE 0 END)::int AS refunded_orders,
           sum(CASE WHEN p.status = 'succeeded' AND p.trial_ends_at IS NULL THEN p.sign * p.discount_cents ELSE 0 END) AS discount_cents
    FROM (%s) p
    WHERE p.status IN ('succeeded', 'refunded')
    GROUP BY 1, 2) d
  -- A write that moves no money (a failure message, a pending payment) touches no row.
  WHERE (d.revenue_cents, d.gross_cents, d.orders, d.refunded_orders, d.discount_cents) <> (0, 0, 0, 0, 0)
  -- Rows locked in key order: two statements that each touch several rows take them in the same order.
  ORDER BY 1, 2
  ON CONFLICT (day, course_id) DO UPDATE SET
    revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents,
    gross_cents = t.gross_cents + EXCLUDED.gross_cents,
    orders = t.orders + EXCLUDED.orders,
    refunded_orders = t.refunded_orders + EXCLUDED.refunded_orders,
    discount_cents = t.discount_cents + EXCLUDED.discount_cents$sql$, source)
$fn$;
--> statement-breakpoint
-- Statement-level, with transition tables: a statement that writes many payments (a bulk import,
-- a course deleted with its sales) applies one grouped delta. The query runs in this function
-- itself (EXECUTE): the transition tables are visible only here.
CREATE OR REPLACE FUNCTION payment_day_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE payment_day_totals_upsert(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_insert
AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_update
AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_delete
AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_changed();
--> statement-breakpoint
-- Every total from scratch, from the payments as they are (this migration's backfill, and for an
-- operator who ever writes payments with triggers turned off). Payments are held still meanwhile:
-- a payment written between the clearing and the sums would be counted twice or not at all.
CREATE OR REPLACE FUNCTION rebuild_payment_day_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE payments IN SHARE MODE;
  DELETE FROM payment_day_totals;
  EXECUTE payment_day_totals_upsert('SELECT 1 AS sign, * FROM payments');
END $$;
--> statement-breakpoint
SELECT rebuild_payment_day_totals();
