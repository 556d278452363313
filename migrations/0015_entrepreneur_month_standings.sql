CREATE TABLE "entrepreneur_month_standings" (
	"entrepreneur_id" integer NOT NULL,
	"month" date NOT NULL,
	"sales" integer NOT NULL,
	"volume_cents" bigint NOT NULL,
	"earned_cents" bigint NOT NULL,
	"first_sale_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entrepreneur_month_standings_entrepreneur_id_month_pk" PRIMARY KEY("entrepreneur_id","month")
);
--> statement-breakpoint
ALTER TABLE "entrepreneur_month_standings" ADD CONSTRAINT "entrepreneur_month_standings_entrepreneur_id_users_id_fk" FOREIGN KEY ("entrepreneur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entrepreneur_month_standings_rank_idx" ON "entrepreneur_month_standings" USING btree ("month","volume_cents" DESC NULLS LAST,"first_sale_at","entrepreneur_id");--> statement-breakpoint
-- The leaderboard's monthly figures (docs/decisions/021-maintained-payment-totals.md), kept by the database on every change of a
-- commission that can move them. The affected entrepreneur-months are recomputed from their own
-- rows (an index range of one entrepreneur's month), so every write path stays exact without the
-- application remembering to.
-- Planned at every call (plan_cache_mode): a plan cached while the table was small (a nested loop
-- over a handful of rows) must not be reused once a month holds tens of thousands of commissions.
CREATE OR REPLACE FUNCTION refresh_entrepreneur_month_standing(p_entrepreneur integer, p_month date) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_custom_plan SET enable_nestloop = on AS $$
DECLARE
  from_ts timestamptz := p_month::timestamp AT TIME ZONE 'UTC';
  to_ts timestamptz := (p_month + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  n integer;
  v bigint;
  e bigint;
  f timestamptz;
BEGIN
  -- One recomputation of a month at a time: a concurrent one waits here, then counts with a new
  -- snapshot (READ COMMITTED) that includes the first one's committed rows, so none is lost.
  -- The key range sits far above the application's own single-key advisory locks.
  PERFORM pg_advisory_xact_lock(9000000000000000 + p_entrepreneur::bigint * 100000
    + (extract(year FROM p_month)::bigint * 12 + extract(month FROM p_month)::bigint));
  SELECT count(*)::int, coalesce(sum(c.sale_amount_cents), 0), coalesce(sum(c.amount_cents), 0), min(c.created_at)
    INTO n, v, e, f
  FROM commissions c
  WHERE c.entrepreneur_id = p_entrepreneur
    AND c.created_at >= from_ts AND c.created_at < to_ts
    AND c.kind = 'sale' AND c.status <> 'reversed'
    AND NOT EXISTS (SELECT 1 FROM commissions adj WHERE adj.payment_id = c.payment_id AND adj.kind = 'adjustment');
  IF n = 0 THEN
    DELETE FROM entrepreneur_month_standings WHERE entrepreneur_id = p_entrepreneur AND month = p_month;
  ELSE
    INSERT INTO entrepreneur_month_standings (entrepreneur_id, month, sales, volume_cents, earned_cents, first_sale_at)
    VALUES (p_entrepreneur, p_month, n, v, e, f)
    ON CONFLICT (entrepreneur_id, month) DO UPDATE
      SET sales = EXCLUDED.sales, volume_cents = EXCLUDED.volume_cents, earned_cents = EXCLUDED.earned_cents, first_sale_at = EXCLUDED.first_sale_at;
  END IF;
END $$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a statement that writes many commissions
-- (a bulk import, a payout run marking thousands paid) recomputes each affected month once.
-- A sale moves its own month; an adjustment (a refund after payout) takes its payment's sale out
-- of that sale's month, so the sales of its payment are refreshed too.
CREATE OR REPLACE FUNCTION entrepreneur_month_standings_inserted() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  b record;
BEGIN
  FOR b IN
    SELECT DISTINCT r.entrepreneur_id, (date_trunc('month', r.created_at AT TIME ZONE 'UTC'))::date AS month
    FROM changed_rows r WHERE r.entrepreneur_id IS NOT NULL
    ORDER BY 1, 2
  LOOP
    PERFORM refresh_entrepreneur_month_standing(b.entrepreneur_id, b.month);
  END LOOP;
  IF EXISTS (SELECT 1 FROM changed_rows r WHERE r.kind = 'adjustment') THEN
    FOR b IN
      SELECT DISTINCT c.entrepreneur_id, (date_trunc('month', c.created_at AT TIME ZONE 'UTC'))::date AS month
      FROM commissions c
      WHERE c.kind = 'sale' AND c.entrepreneur_id IS NOT NULL
        AND c.payment_id IN (SELECT r.payment_id FROM changed_rows r WHERE r.kind = 'adjustment')
      ORDER BY 1, 2
    LOOP
      PERFORM refresh_entrepreneur_month_standing(b.entrepreneur_id, b.month);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables carry no statistics: without enable_nestloop = off the planner may pair old
-- and new rows by a nested loop, quadratic for a payout run that marks 70,000 commissions paid.
-- (The refresh sets it back on for its own index lookups.)
CREATE OR REPLACE FUNCTION entrepreneur_month_standings_updated() RETURNS trigger LANGUAGE plpgsql
SET enable_nestloop = off SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  b record;
  adjustment_payments integer[];
BEGIN
  FOR b IN
    WITH moved AS (
      -- Only changes that can move a standing: being marked paid does not.
      SELECT o.entrepreneur_id AS old_e, o.created_at AS old_t, n.entrepreneur_id AS new_e, n.created_at AS new_t
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.entrepreneur_id IS DISTINCT FROM n.entrepreneur_id
         OR o.payment_id IS DISTINCT FROM n.payment_id
         OR o.kind IS DISTINCT FROM n.kind
         OR o.sale_amount_cents IS DISTINCT FROM n.sale_amount_cents
         OR o.amount_cents IS DISTINCT FROM n.amount_cents
         OR o.created_at IS DISTINCT FROM n.created_at
         OR (o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed'))
    SELECT DISTINCT x.entrepreneur_id, (date_trunc('month', x.created_at AT TIME ZONE 'UTC'))::date AS month
    FROM (SELECT old_e, old_t FROM moved UNION ALL SELECT new_e, new_t FROM moved) AS x(entrepreneur_id, created_at)
    WHERE x.entrepreneur_id IS NOT NULL
    ORDER BY 1, 2
  LOOP
    PERFORM refresh_entrepreneur_month_standing(b.entrepreneur_id, b.month);
  END LOOP;
  -- An adjustment that changed (rare): the sales of its payment, before and after.
  SELECT array_agg(DISTINCT p) INTO adjustment_payments
  FROM (SELECT o.payment_id FROM old_rows o WHERE o.kind = 'adjustment' UNION ALL SELECT n.payment_id FROM new_rows n WHERE n.kind = 'adjustment') AS a(p);
  IF adjustment_payments IS NOT NULL THEN
    FOR b IN
      SELECT DISTINCT c.entrepreneur_id, (date_trunc('month', c.created_at AT TIME ZONE 'UTC'))::date AS month
      FROM commissions c
      WHERE c.kind = 'sale' AND c.entrepreneur_id IS NOT NULL AND c.payment_id = ANY(adjustment_payments)
      ORDER BY 1, 2
    LOOP
      PERFORM refresh_entrepreneur_month_standing(b.entrepreneur_id, b.month);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER commissions_month_standings_insert
AFTER INSERT ON commissions REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION entrepreneur_month_standings_inserted();
--> statement-breakpoint
CREATE TRIGGER commissions_month_standings_delete
AFTER DELETE ON commissions REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION entrepreneur_month_standings_inserted();
--> statement-breakpoint
CREATE TRIGGER commissions_month_standings_update
AFTER UPDATE ON commissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION entrepreneur_month_standings_updated();
--> statement-breakpoint
-- Every standing from scratch, for the rows that exist when this migration runs (and for an
-- operator who ever loads commissions with triggers turned off).
CREATE OR REPLACE FUNCTION rebuild_entrepreneur_month_standings() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entrepreneur_month_standings;
  INSERT INTO entrepreneur_month_standings (entrepreneur_id, month, sales, volume_cents, earned_cents, first_sale_at)
  SELECT c.entrepreneur_id, (date_trunc('month', c.created_at AT TIME ZONE 'UTC'))::date, count(*)::int,
         sum(c.sale_amount_cents), sum(c.amount_cents), min(c.created_at)
  FROM commissions c
  WHERE c.entrepreneur_id IS NOT NULL AND c.kind = 'sale' AND c.status <> 'reversed'
    AND NOT EXISTS (SELECT 1 FROM commissions adj WHERE adj.payment_id = c.payment_id AND adj.kind = 'adjustment')
  GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT rebuild_entrepreneur_month_standings();
