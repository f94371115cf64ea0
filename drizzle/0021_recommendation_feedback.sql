CREATE TABLE "recommendation_feedback" (
	"answer_id" text NOT NULL,
	"voter" text NOT NULL,
	"provider" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_feedback_answer_id_voter_pk" PRIMARY KEY("answer_id","voter")
);
--> statement-breakpoint
CREATE INDEX "recommendation_feedback_provider" ON "recommendation_feedback" USING btree ("provider");