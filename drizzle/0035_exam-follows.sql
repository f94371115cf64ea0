CREATE TABLE "exam_calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"feed_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_calendar_feeds_feed_id_unique" UNIQUE("feed_id")
);
--> statement-breakpoint
CREATE TABLE "exam_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"exam_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_reminders_sent" (
	"user_id" text NOT NULL,
	"exam_id" uuid NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_reminders_sent_user_id_exam_id_key_pk" PRIMARY KEY("user_id","exam_id","key")
);
--> statement-breakpoint
ALTER TABLE "exam_calendar_feeds" ADD CONSTRAINT "exam_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_follows" ADD CONSTRAINT "exam_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_follows" ADD CONSTRAINT "exam_follows_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_reminders_sent" ADD CONSTRAINT "exam_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_reminders_sent" ADD CONSTRAINT "exam_reminders_sent_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_follows_user_exam" ON "exam_follows" USING btree ("user_id","exam_id");--> statement-breakpoint
CREATE INDEX "exam_follows_exam" ON "exam_follows" USING btree ("exam_id","user_id");