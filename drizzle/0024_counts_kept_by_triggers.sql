ALTER TABLE "posts" ADD COLUMN "upvotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "downvotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "upvotes" = (SELECT count(*) FROM "post_votes" v WHERE v."post_id" = "posts"."id" AND v."direction" = 1), "downvotes" = (SELECT count(*) FROM "post_votes" v WHERE v."post_id" = "posts"."id" AND v."direction" = -1);--> statement-breakpoint
-- Every vote counts once on its post, up or down, whatever adds, changes or deletes it (a member's
-- vote, an account deleted, a post deleted with its votes).
CREATE FUNCTION "post_votes_keep_post_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "posts" SET "upvotes" = "upvotes" - (OLD."direction" = 1)::int,
                       "downvotes" = "downvotes" - (OLD."direction" = -1)::int
     WHERE "id" = OLD."post_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "posts" SET "upvotes" = "upvotes" + (NEW."direction" = 1)::int,
                       "downvotes" = "downvotes" + (NEW."direction" = -1)::int
     WHERE "id" = NEW."post_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_votes_post_counts" AFTER INSERT OR DELETE OR UPDATE OF "direction", "post_id" ON "post_votes" FOR EACH ROW EXECUTE FUNCTION "post_votes_keep_post_counts"();--> statement-breakpoint
UPDATE "courses" SET "fvrt_count" = f."count" FROM (SELECT c."id", (SELECT count(*) FROM "favorites" x WHERE x."course_id" = c."id")::int AS "count" FROM "courses" c) f WHERE f."id" = "courses"."id" AND "courses"."fvrt_count" <> f."count";--> statement-breakpoint
-- Every favourite counts once on its course, whatever adds or deletes it (a member's star, an
-- account deleted).
CREATE FUNCTION "favorites_keep_course_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "courses" SET "fvrt_count" = "fvrt_count" - 1 WHERE "id" = OLD."course_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "courses" SET "fvrt_count" = "fvrt_count" + 1 WHERE "id" = NEW."course_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "favorites_course_count" AFTER INSERT OR DELETE OR UPDATE OF "course_id" ON "favorites" FOR EACH ROW EXECUTE FUNCTION "favorites_keep_course_count"();
