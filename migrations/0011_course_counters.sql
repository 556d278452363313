ALTER TABLE "courses" ADD COLUMN "students_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lessons_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "total_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_popular_idx" ON "courses" USING btree ("is_published","students_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);