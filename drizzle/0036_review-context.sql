ALTER TABLE "reviews" ADD COLUMN "completion" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "progress" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "taken_in" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "price_paid" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "depth" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "readiness" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value" smallint;--> statement-breakpoint
CREATE INDEX "reviews_created" ON "reviews" USING btree ("created_at");