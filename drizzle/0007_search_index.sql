DROP INDEX "courses_name_trgm";--> statement-breakpoint
DROP INDEX "courses_search_trgm";--> statement-breakpoint
DROP INDEX "courses_category_trgm";--> statement-breakpoint
DROP INDEX "courses_platform_trgm";--> statement-breakpoint
DROP INDEX "courses_lower_language";--> statement-breakpoint
DROP INDEX "courses_price_order";--> statement-breakpoint
DROP INDEX "courses_recommended";--> statement-breakpoint
DROP INDEX "courses_rating";--> statement-breakpoint
DROP INDEX "courses_created_at";--> statement-breakpoint
CREATE INDEX "courses_official_url" ON "courses" USING btree ("official_url");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_text";