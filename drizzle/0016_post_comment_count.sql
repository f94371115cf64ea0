ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "comment_count" = (SELECT count(*) FROM "comments" c WHERE c."post_id" = "posts"."id" AND NOT c."hidden");--> statement-breakpoint
-- Every visible comment counts once on its post, whatever adds, hides, moves or deletes it.
CREATE FUNCTION "comments_keep_post_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND NOT OLD."hidden" THEN
    UPDATE "posts" SET "comment_count" = "comment_count" - 1 WHERE "id" = OLD."post_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW."hidden" THEN
    UPDATE "posts" SET "comment_count" = "comment_count" + 1 WHERE "id" = NEW."post_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "comments_post_count" AFTER INSERT OR DELETE OR UPDATE OF "hidden", "post_id" ON "comments" FOR EACH ROW EXECUTE FUNCTION "comments_keep_post_count"();
