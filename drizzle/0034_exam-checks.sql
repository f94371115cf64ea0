-- What an exam row may hold (docs/product.md#government-exams), so that no row the pages cannot
-- place is ever stored: known bodies and stage kinds, an address of lower-case words, an official
-- website over http(s), days between 2000 and 2100, a window that ends on or after it starts.
ALTER TABLE "exams" ADD CONSTRAINT "exams_body_known" CHECK ("body" IN ('ssc', 'upsc', 'ibps', 'rrb', 'state'));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_slug_form" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 80);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_official_url_http" CHECK ("official_url" IS NULL OR "official_url" ~ '^https?://');--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_name_present" CHECK (length(btrim("name")) > 0 AND length(btrim("search")) > 0);--> statement-breakpoint
ALTER TABLE "exam_stages" ADD CONSTRAINT "exam_stages_kind_known" CHECK ("kind" IN ('notification', 'applications', 'fee', 'correction', 'admit-card', 'exam', 'result'));--> statement-breakpoint
ALTER TABLE "exam_stages" ADD CONSTRAINT "exam_stages_days" CHECK ("starts_on" BETWEEN '2000-01-01' AND '2100-12-31' AND ("ends_on" IS NULL OR ("ends_on" >= "starts_on" AND "ends_on" <= '2100-12-31')));--> statement-breakpoint
ALTER TABLE "exam_stages" ADD CONSTRAINT "exam_stages_label_present" CHECK ("label" IS NULL OR length(btrim("label")) > 0);
