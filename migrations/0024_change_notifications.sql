-- The per-process caches (docs/benchmarks.md, docs/decisions/024-change-feed.md) hear every committed
-- change to what they keep: the catalogue (courses, with the card counters other triggers keep
-- there), accounts (users) and sign-ins (sessions). A notification is sent when its transaction
-- commits, so a rolled-back change says nothing; a statement that changes many rows sends one
-- notification, naming the rows (or "*" past 100 of them); one that changes none sends nothing.

CREATE OR REPLACE FUNCTION notify_courses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row (an UPDATE matching nothing) says nothing.
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('gsm_changes', 'courses');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_notify_inserts
AFTER INSERT ON courses REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_courses_changed();
--> statement-breakpoint
CREATE TRIGGER courses_notify_updates
AFTER UPDATE ON courses REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_courses_changed();
--> statement-breakpoint
CREATE TRIGGER courses_notify_deletes
AFTER DELETE ON courses REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_courses_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text;
BEGIN
  SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(DISTINCT id::text, ',') END INTO keys FROM changed_rows;
  IF keys IS NOT NULL THEN
    PERFORM pg_notify('gsm_changes', 'users:' || keys);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_updates
AFTER UPDATE ON users REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_deletes
AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text;
BEGIN
  -- A notification carries at most 8,000 bytes: past 100 sessions, or a long list, "*".
  SELECT CASE WHEN count(*) > 100 OR sum(length(sid) + 1) > 7000 THEN '*' ELSE string_agg(DISTINCT sid, ',') END
  INTO keys FROM changed_rows;
  IF keys IS NOT NULL THEN
    PERFORM pg_notify('gsm_changes', 'sessions:' || keys);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_updates
AFTER UPDATE ON sessions REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_deletes
AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
-- TRUNCATE has no transition table: everything kept is stale.
CREATE OR REPLACE FUNCTION notify_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gsm_changes', TG_ARGV[0] || ':*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_notify_truncate AFTER TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION notify_truncated('courses');
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_truncated('users');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_truncated('sessions');
