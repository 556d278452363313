import { z } from "zod";
import { PAYMENT_TYPES } from "../constants";
import { intInRange } from "../zod-messages";
import { idParam, moneyString } from "./common";

// Coupons, promo codes (docs/product-rules.md §11). Codes are compared in capitals: "spring20" is SPRING20.

// ---------- messages: the reasons a code does not apply ----------
export const COUPON_UNKNOWN = "This code does not exist.";
export const COUPON_NOT_STARTED = "This code is not valid yet.";
export const COUPON_EXPIRED = "This code has expired.";
export const COUPON_NOT_FOR_COURSE = "This code is not valid for this course.";
export const COUPON_NOT_FOR_TYPE = "This code is not valid for this payment option.";
export const COUPON_FREE_SUBSCRIPTION = "A 100% code applies to one-time purchases only.";
/** An amount-off code worth the whole first monthly payment or more ("$25.00", "$10.00"). */
export const couponExceedsInstalment = (amountOff: string, instalment: string) =>
  `This code takes ${amountOff} off, which covers the whole monthly payment of ${instalment}: it applies to one-time purchases only.`;
export const COUPON_USED_UP = "This code has been used up.";
export const COUPON_ALREADY_USED = "You have already used this code.";
export const COUPON_CODE_TAKEN = "This code is already taken.";
export const COUPON_END_BEFORE_START = "The end must be after the start";

export const couponCodeSchema = z
  .string({ error: "Enter a code" })
  .trim()
  .min(3, "A code has at least 3 characters")
  .max(32, "A code has at most 32 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only")
  .transform((v) => v.toUpperCase());

/** An ISO date-time, or nothing. */
const optionalInstant = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), "Enter a valid date")
  .nullish()
  .transform((v) => (v ? new Date(v).toISOString() : null));

const amountOffSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter an amount such as 10.00")
  .refine((v) => Number(v) > 0, "The amount must be more than 0");

// ---------- admin: GET/POST /api/admin/coupons, PATCH /api/admin/coupons/:id ----------
export const createCouponSchema = z
  .object({
    code: couponCodeSchema,
    percentOff: intInRange("Percent off", 1, 100).nullish(),
    amountOff: amountOffSchema.nullish(),
    /** Empty or absent: every course. */
    courseIds: z.array(idParam).max(500).nullish(),
    paymentTypes: z
      .array(z.enum(PAYMENT_TYPES))
      .min(1, "Choose at least one payment option")
      .max(2)
      .default([...PAYMENT_TYPES]),
    startsAt: optionalInstant,
    expiresAt: optionalInstant,
    maxRedemptions: intInRange("Maximum redemptions", 1, 1_000_000).nullish(),
    perUserLimit: intInRange("Uses per customer", 1, 1000).default(1),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    const percent = c.percentOff !== null && c.percentOff !== undefined;
    const amount = !!c.amountOff;
    if (percent === amount) ctx.addIssue({ code: "custom", path: ["percentOff"], message: "Give either a percentage or an amount off" });
    if (c.startsAt && c.expiresAt && c.expiresAt <= c.startsAt)
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: COUPON_END_BEFORE_START });
  });
export type CreateCouponInput = z.input<typeof createCouponSchema>;
export type CreateCoupon = z.output<typeof createCouponSchema>;

/** What can change on a coupon, used or not: whether it is active, its end and its limits. */
export const updateCouponSchema = z
  .object({
    active: z.boolean().optional(),
    expiresAt: optionalInstant.optional(),
    maxRedemptions: intInRange("Maximum redemptions", 1, 1_000_000).nullish(),
    perUserLimit: intInRange("Uses per customer", 1, 1000).optional(),
  })
  .strict();
export type UpdateCouponInput = z.input<typeof updateCouponSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: moneyString.nullable(),
  courseIds: z.array(z.number().int()).nullable(),
  paymentTypes: z.array(z.enum(PAYMENT_TYPES)),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  /** Uses by succeeded, unrefunded payments. */
  redemptions: z.number().int(),
  /** What those payments brought in, after the discount. */
  revenue: moneyString,
  discountGiven: moneyString,
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.object({ items: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

// ---------- checkout: GET /api/coupons/preview ----------
export const couponPreviewQuery = z.object({
  code: couponCodeSchema,
  courseId: idParam,
  paymentType: z.enum(PAYMENT_TYPES),
});
export type CouponPreviewQuery = z.input<typeof couponPreviewQuery>;

export const couponPreviewSchema = z.object({
  code: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  /** "20% off" or "$10.00 off" (subscriptions: the first month). */
  description: z.string(),
  originalAmount: moneyString,
  discount: moneyString,
  amount: moneyString,
});
export type CouponPreview = z.infer<typeof couponPreviewSchema>;

// ---------- entrepreneur: GET/POST /api/entrepreneur/promo-codes ----------
export const createPromoCodeSchema = z.object({
  code: couponCodeSchema,
  percentOff: intInRange("Discount", 1, 100),
});
export type CreatePromoCodeInput = z.input<typeof createPromoCodeSchema>;

/** PATCH /api/entrepreneur/promo-codes/:id: an entrepreneur turns their own code off (or on again). */
export const updatePromoCodeSchema = z.object({ active: z.boolean({ error: "Must be true or false" }) }).strict();
export type UpdatePromoCodeInput = z.infer<typeof updatePromoCodeSchema>;

export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percentOff: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  uses: z.number().int(),
  sales: moneyString,
  commissions: moneyString,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodeListSchema = z.object({
  items: z.array(promoCodeSchema),
  /** The platform's maxAffiliateDiscount: the highest percentage a promo code may give. */
  maxDiscount: z.number().int(),
});
export type PromoCodeList = z.infer<typeof promoCodeListSchema>;
