ALTER TABLE "email_outbox" ADD COLUMN "once_key" varchar(128);--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_once_key" ON "email_outbox" USING btree ("once_key");