ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Sessions that existed before: their last activity is the last time better-auth wrote them.
UPDATE "sessions" SET "last_seen_at" = "updated_at";