-- Review reports name the reported item `target_id`, as post and comment reports do (issue 32): one
-- shape for every report table, so src/server/moderation/reports.ts reads them all alike.
ALTER TABLE "review_reports" RENAME COLUMN "review_id" TO "target_id";--> statement-breakpoint
ALTER TABLE "review_reports" RENAME CONSTRAINT "review_reports_review_id_user_id_pk" TO "review_reports_target_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "review_reports" RENAME CONSTRAINT "review_reports_review_id_reviews_id_fk" TO "review_reports_target_id_reviews_id_fk";
