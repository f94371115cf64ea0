CREATE TABLE "review_burst_checks" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"checked_through" timestamp with time zone NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_burst_checks" ADD CONSTRAINT "review_burst_checks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;