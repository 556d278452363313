CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"owner_id" integer,
	"percent_off" integer,
	"amount_off_cents" integer,
	"course_ids" integer[],
	"payment_types" text[] DEFAULT ARRAY['one_time','subscription']::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" IS NOT NULL AND "coupons"."amount_off_cents" IS NULL AND "coupons"."percent_off" BETWEEN 1 AND 100)
        OR ("coupons"."percent_off" IS NULL AND "coupons"."amount_off_cents" IS NOT NULL AND "coupons"."amount_off_cents" > 0)),
	CONSTRAINT "coupons_limits_positive" CHECK ("coupons"."per_user_limit" >= 1 AND ("coupons"."max_redemptions" IS NULL OR "coupons"."max_redemptions" >= 1))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_positive";--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_code" varchar(32);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_payment_key" ON "coupon_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_not_negative" CHECK ("payments"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0 OR ("payments"."amount_cents" = 0 AND ("payments"."discount_cents" > 0 OR "payments"."trial_ends_at" IS NOT NULL)));