ALTER TABLE "email_outbox" ADD COLUMN "token_purpose" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "token_detail" varchar(64);--> statement-breakpoint
-- Emails written before this change carry their raw token in the body: it becomes the placeholder
-- the sender fills in (docs/decisions/009), so no usable token stays at rest. An unsent email gets a
-- fresh token when it is sent; a sent one's link keeps working (its token's hash is unchanged).
UPDATE "email_outbox" SET
  "text" = regexp_replace("text", '([?&]token=)[A-Za-z0-9_-]+', '\1{{token}}', 'g'),
  "html" = regexp_replace("html", '([?&]token=)[A-Za-z0-9_-]+', '\1{{token}}', 'g'),
  "token_purpose" = CASE "template"
    WHEN 'password_reset' THEN 'password_reset'
    WHEN 'verification' THEN 'email_verification'
    ELSE 'unsubscribe' END,
  "token_detail" = CASE
    WHEN "template" IN ('password_reset', 'verification') THEN NULL
    WHEN "template" IN ('commission_earned', 'payout_sent') THEN 'entrepreneur'
    ELSE 'learner' END
WHERE "token_purpose" IS NULL AND "text" ~ '[?&]token=[A-Za-z0-9_-]+';
