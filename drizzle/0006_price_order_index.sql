DROP INDEX "courses_price";--> statement-breakpoint
CREATE INDEX "courses_price_order" ON "courses" USING btree ("price" NULLS FIRST,"course_name","id");