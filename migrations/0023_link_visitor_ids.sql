-- docs/product-rules.md §6: the dashboard's rates count link visitors (the gsm_vid cookie of
-- affiliate_clicks.visitor_id) who signed up and who bought. A sign-up and a purchase keep the
-- visitor id they came from; rows written before this migration have none and count as no one's.
ALTER TABLE "users" ADD COLUMN "signup_visitor_id" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "visitor_id" varchar(64);