ALTER TABLE "payments" ADD COLUMN "card_fingerprint" varchar(64);--> statement-breakpoint
CREATE INDEX "payments_course_card_idx" ON "payments" USING btree ("course_id","card_fingerprint");