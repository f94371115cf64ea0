ALTER TABLE "courses" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "hours_per_week" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "last_updated" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "next_start" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_cost" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "syllabus" jsonb DEFAULT '[]'::jsonb NOT NULL;