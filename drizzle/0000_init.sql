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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "courses_name_trgm" ON "courses" USING gin (lower("course_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_trgm" ON "courses" USING gin ((lower("course_name" || ' ' || "description" || ' ' || "instructor" || ' ' || "platform")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_lower_language" ON "courses" USING btree (lower("language"));--> statement-breakpoint
CREATE INDEX "courses_price" ON "courses" USING btree ("price");--> statement-breakpoint
CREATE INDEX "courses_recommended" ON "courses" USING btree ("is_bestseller","rating","id");--> statement-breakpoint
CREATE INDEX "courses_created_at" ON "courses" USING btree ("created_at");