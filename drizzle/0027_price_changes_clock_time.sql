-- A price change is dated when its row changed (clock_timestamp()), not when its transaction began
-- (now()): an import that waited for its turn behind another while an administrator's edit went
-- through would otherwise be dated before that edit, and the history's last price would not be the
-- course's. The row lock the change holds orders the times per course.
CREATE OR REPLACE FUNCTION "courses_keep_added_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why text := coalesce(nullif(current_setting('coursecompass.price_origin', true), ''), 'added');
BEGIN
  IF why <> 'restore' THEN
    INSERT INTO "course_prices" ("course_id", "price", "origin", "changed_at")
    SELECT a."id", a."price", why, clock_timestamp() FROM "added_courses" a;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "courses_keep_changed_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why text := coalesce(nullif(current_setting('coursecompass.price_origin', true), ''), 'edit');
BEGIN
  IF why <> 'restore' THEN
    INSERT INTO "course_prices" ("course_id", "price", "origin", "changed_at")
    SELECT n."id", n."price", why, clock_timestamp()
      FROM "changed_after" n JOIN "changed_before" o ON o."id" = n."id"
     WHERE n."price" IS DISTINCT FROM o."price";
  END IF;
  RETURN NULL;
END
$$;
