ALTER TABLE "coupons" DROP CONSTRAINT "coupons_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "kind" = 'promo' WHERE "owner_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" = 'promo' OR ("coupons"."kind" = 'admin' AND "coupons"."owner_id" IS NULL));