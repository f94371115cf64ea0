CREATE TABLE "course_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"price" numeric(12, 2),
	"origin" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_prices_course_changed" ON "course_prices" USING btree ("course_id","changed_at");--> statement-breakpoint
-- The history starts with every course's price now: what it was before was not kept.
INSERT INTO "course_prices" ("course_id", "price", "origin") SELECT "id", "price", 'tracked' FROM "courses";--> statement-breakpoint
-- A course's price is kept whenever a statement adds courses or changes a price (an edit, an
-- import of thousands, a source's refresh), once per statement over its rows (transition tables:
-- a bulk import pays one insert, not a trigger call per row). The origin is the transaction's
-- `coursecompass.price_origin` (src/server/db/price-origin.ts); 'restore' writes nothing.
CREATE FUNCTION "courses_keep_added_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why text := coalesce(nullif(current_setting('coursecompass.price_origin', true), ''), 'added');
BEGIN
  IF why <> 'restore' THEN
    INSERT INTO "course_prices" ("course_id", "price", "origin")
    SELECT a."id", a."price", why FROM "added_courses" a;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_added_prices" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS "added_courses" FOR EACH STATEMENT EXECUTE FUNCTION "courses_keep_added_prices"();--> statement-breakpoint
CREATE FUNCTION "courses_keep_changed_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why text := coalesce(nullif(current_setting('coursecompass.price_origin', true), ''), 'edit');
BEGIN
  IF why <> 'restore' THEN
    INSERT INTO "course_prices" ("course_id", "price", "origin")
    SELECT n."id", n."price", why
      FROM "changed_after" n JOIN "changed_before" o ON o."id" = n."id"
     WHERE n."price" IS DISTINCT FROM o."price";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_changed_prices" AFTER UPDATE ON "courses" REFERENCING OLD TABLE AS "changed_before" NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "courses_keep_changed_prices"();
