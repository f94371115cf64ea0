CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_name" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"duration" text NOT NULL,
	"validity" text NOT NULL,
	"certification" text NOT NULL,
	"price" numeric(12, 2),
	"image_url" text NOT NULL,
	"instructor" text NOT NULL,
	"platform" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"is_favourite" boolean DEFAULT false NOT NULL,
	"fvrt_count" integer DEFAULT 0 NOT NULL,
	"official_url" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"is_bestseller" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(course_name || chr(1) || description || chr(1) || instructor || chr(1) || platform)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "courses_name_trgm" ON "courses" USING gin (lower("course_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_trgm" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_category_trgm" ON "courses" USING gin (lower("category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_platform_trgm" ON "courses" USING gin (lower("platform") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_lower_language" ON "courses" USING btree (lower("language"));--> statement-breakpoint
CREATE INDEX "courses_price" ON "courses" USING btree ("price");--> statement-breakpoint
CREATE INDEX "courses_recommended" ON "courses" USING btree ("is_bestseller","rating","id");--> statement-breakpoint
CREATE INDEX "courses_rating" ON "courses" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "courses_created_at" ON "courses" USING btree ("created_at");