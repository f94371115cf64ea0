DROP INDEX "comments_post_created";--> statement-breakpoint
DROP INDEX "posts_created_at";--> statement-breakpoint
CREATE INDEX "comments_post_created_id" ON "comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_created_id" ON "posts" USING btree ("created_at","id");