CREATE TABLE "course_exams" (
	"course_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	CONSTRAINT "course_exams_course_id_exam_id_pk" PRIMARY KEY("course_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "exam_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"search" text NOT NULL,
	"official_url" text,
	"source" text,
	"checked_at" timestamp with time zone,
	"checked_by" text,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "course_exams" ADD CONSTRAINT "course_exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_exams" ADD CONSTRAINT "course_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_stages" ADD CONSTRAINT "exam_stages_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_exams_exam" ON "course_exams" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_stages_exam" ON "exam_stages" USING btree ("exam_id");