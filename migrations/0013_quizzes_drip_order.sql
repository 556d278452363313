CREATE TABLE "chapter_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"pass_mark" integer DEFAULT 70 NOT NULL,
	"questions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_quizzes_chapter_key" UNIQUE("chapter_id"),
	CONSTRAINT "chapter_quizzes_pass_mark_range" CHECK ("chapter_quizzes"."pass_mark" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "chapter_unlock_notices" (
	"enrollment_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_unlock_notices_enrollment_id_chapter_id_pk" PRIMARY KEY("enrollment_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" boolean[] NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "available_after_days" integer;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sequential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_quizzes" ADD CONSTRAINT "chapter_quizzes_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_unlock_notices" ADD CONSTRAINT "chapter_unlock_notices_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_unlock_notices" ADD CONSTRAINT "chapter_unlock_notices_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_chapter_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."chapter_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_unlock_notices_chapter_idx" ON "chapter_unlock_notices" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_quiz_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id","quiz_version");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_available_after_days_range" CHECK ("chapters"."available_after_days" IS NULL OR "chapters"."available_after_days" BETWEEN 0 AND 3650);--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_one_availability" CHECK ("chapters"."available_after_days" IS NULL OR "chapters"."available_at" IS NULL);