ALTER TABLE "chapters" ADD COLUMN "video_status" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "video_progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "video_error" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "video_stream" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "video_job" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "video_status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chapters_video_status_idx" ON "chapters" USING btree ("video_status");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_video_status" CHECK ("chapters"."video_status" IS NULL OR "chapters"."video_status" IN ('queued', 'processing', 'ready', 'failed'));--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_video_progress" CHECK ("chapters"."video_progress" BETWEEN 0 AND 100);