-- The course card figures (docs/benchmarks.md), kept by the database itself so that every write path
-- (purchases, refunds, trials, chapter edits, transcoding, reviews) keeps them exact without
-- the application remembering to. Each trigger adds or removes its row's share; a course row
-- is locked only for the instant of its own counter update.

CREATE OR REPLACE FUNCTION course_counters_enrollments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A refunded purchase (access_revoked_at set) is not a student.
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.access_revoked_at IS NULL THEN
    UPDATE courses SET students_count = students_count - 1 WHERE id = OLD.course_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.access_revoked_at IS NULL THEN
    UPDATE courses SET students_count = students_count + 1 WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrollments_course_counters
AFTER INSERT OR DELETE OR UPDATE OF course_id, access_revoked_at ON enrollments
FOR EACH ROW EXECUTE FUNCTION course_counters_enrollments();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_counters_chapters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE courses SET lessons_count = lessons_count - 1, total_seconds = total_seconds - coalesce(OLD.duration_seconds, 0)
    WHERE id = OLD.course_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE courses SET lessons_count = lessons_count + 1, total_seconds = total_seconds + coalesce(NEW.duration_seconds, 0)
    WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chapters_course_counters
AFTER INSERT OR DELETE OR UPDATE OF course_id, duration_seconds ON chapters
FOR EACH ROW EXECUTE FUNCTION course_counters_chapters();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_counters_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE courses SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.course_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE courses SET review_count = review_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_course_counters
AFTER INSERT OR DELETE OR UPDATE OF course_id, rating ON reviews
FOR EACH ROW EXECUTE FUNCTION course_counters_reviews();
--> statement-breakpoint
-- Existing rows: the figures as the per-request aggregates computed them.
UPDATE courses c SET
  students_count = (SELECT count(*) FROM enrollments e WHERE e.course_id = c.id AND e.access_revoked_at IS NULL),
  lessons_count = (SELECT count(*) FROM chapters ch WHERE ch.course_id = c.id),
  total_seconds = (SELECT coalesce(sum(ch.duration_seconds), 0) FROM chapters ch WHERE ch.course_id = c.id),
  review_count = (SELECT count(*) FROM reviews r WHERE r.course_id = c.id),
  rating_sum = (SELECT coalesce(sum(r.rating), 0) FROM reviews r WHERE r.course_id = c.id);
