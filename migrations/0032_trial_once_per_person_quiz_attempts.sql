ALTER TABLE "payments" ADD COLUMN "card_fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "chapter_quizzes" ADD COLUMN "max_attempts_per_day" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_quizzes" ADD COLUMN "show_correctness" text DEFAULT 'after_pass' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_course_card_idx" ON "payments" USING btree ("course_id","card_fingerprint");--> statement-breakpoint
ALTER TABLE "chapter_quizzes" ADD CONSTRAINT "chapter_quizzes_attempts_range" CHECK ("chapter_quizzes"."max_attempts_per_day" BETWEEN 1 AND 100);