import { z } from "zod";
import { PAYMENT_STATUSES, PAYMENT_TYPES } from "../constants";
import { cardDigits, cvcLengthFor, parseExpiry } from "../card-checks";
import { idParam, moneyString, pageTotalFields, paginationQuery } from "./common";
import { couponCodeSchema } from "./coupons";

// ---------- messages (docs/product-rules.md §5) ----------
export const ALREADY_OWNED = "You already own this course.";
export const CARD_DECLINED = "Your card was declined.";
export const FREE_COURSE_NO_PAYMENT = "This course is free: enroll from its page.";
export const PAYMENT_NOT_FOUND = "Payment not found";
export const TEST_PROVIDER_INACTIVE = "The test payment provider is not active.";
export const ALREADY_REFUNDED = "This payment has already been refunded.";
export const ONLY_SUCCEEDED_REFUNDABLE = "Only a succeeded payment can be refunded.";
export const NOT_A_SUBSCRIPTION = "This course is not on a subscription.";
export const SUBSCRIPTION_ENDED = "This subscription was cancelled or refunded.";
export const TRIAL_ALREADY_USED = "You have already had a free trial or subscription of this course; start a new checkout.";
/** Cards the test provider accepts (Visa, Mastercard, Amex as in Stripe's test mode) and the one it declines. */
export const TEST_CARDS = {
  success: "4242424242424242",
  successMastercard: "5555555555554444",
  successAmex: "378282246310005",
  declined: "4000000000000002",
} as const;

/** An affiliate code as typed in a link: letters, digits, - and _. Anything else is ignored. */
export const affiliateCodeSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, "Invalid affiliate code");

// ---------- POST /api/create-payment-intent ----------
/** A client-sent amount is not part of the schema: it is stripped, never read. */
export const createPaymentIntentSchema = z.object({
  courseId: z.coerce.number().int().positive().max(2_147_483_647),
  paymentType: z.enum(PAYMENT_TYPES),
  affiliateCode: affiliateCodeSchema.nullish(),
  /** A coupon or promo code typed at checkout ("Have a code?"); the server recomputes the amount. */
  couponCode: z.union([z.literal(""), couponCodeSchema]).nullish(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  /** The provider's payment reference (pi_... for Stripe; test_pi_... for the test provider). */
  paymentIntentId: z.string(),
  provider: z.enum(["test", "stripe"]),
  /** What will be charged, computed by the server ("10.75"). */
  amount: moneyString,
  paymentType: z.enum(PAYMENT_TYPES),
  /** The affiliate code the payment is attributed to, when one applies. */
  affiliateCode: z.string().nullable(),
  /** The price before the coupon, and what the coupon takes off (amount = originalAmount - discount). */
  originalAmount: moneyString,
  discount: moneyString,
  couponCode: z.string().nullable(),
  /** True when a 100% coupon paid it in full: the purchase is done, there is no card to take. */
  fulfilled: z.boolean(),
  /** A free trial: nothing is charged now (amount "0.00"); firstChargeAmount is charged at trialEndsAt. */
  trialEndsAt: z.string().nullable(),
  firstChargeAmount: moneyString.nullable(),
  /**
   * The free trial, in days, a monthly subscription of this course would start with for this buyer
   * (0: none), whichever option this intent is for: the checkout mentions it before Monthly is chosen.
   */
  monthlyTrialDays: z.number().int(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

// ---------- POST /api/payments/test/confirm (test provider only) ----------
/**
 * The card as typed. The shape is checked here (400); whether the card is good (Luhn, expiry date,
 * the card number itself) is the provider's decision (402), as with Stripe.
 */
export const testConfirmSchema = z
  .object({
    clientSecret: z.string({ error: "Required" }).trim().min(1, "Required").max(255),
    /** Spaces are allowed as typed: "4242 4242 4242 4242". */
    cardNumber: z
      .string({ error: "Enter your card number" })
      .transform(cardDigits)
      .pipe(z.string().regex(/^\d{12,19}$/, "Enter a valid card number")),
    expiry: z
      .string({ error: "Enter the expiry date" })
      .trim()
      .min(1, "Enter the expiry date")
      .refine((v) => parseExpiry(v) !== null, "Enter the expiry date as MM/YY"),
    cvc: z
      .string({ error: "Enter the security code" })
      .trim()
      .min(1, "Enter the security code")
      .regex(/^\d{3,4}$/, "The security code is 3 or 4 digits"),
  })
  .superRefine((card, ctx) => {
    const length = cvcLengthFor(card.cardNumber);
    if (/^\d{3,4}$/.test(card.cvc) && card.cvc.length !== length) {
      ctx.addIssue({ code: "custom", path: ["cvc"], message: `The security code of this card is ${length} digits` });
    }
  });
export type TestConfirmInput = z.input<typeof testConfirmSchema>;

// ---------- GET /api/payments/:paymentIntentId ----------
export const paymentRefParams = z.object({ paymentIntentId: z.string().trim().min(1).max(255) });

export const paymentSchema = z.object({
  id: z.number().int(),
  paymentIntentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  courseId: z.number().int().nullable(),
  courseTitle: z.string(),
  amount: moneyString,
  /** What a coupon took off the price ("0.00" without one) and its code. */
  discount: moneyString,
  couponCode: z.string().nullable(),
  /** Set for the start of a free trial (amount "0.00"): the first instalment is charged then. */
  trialEndsAt: z.string().nullable(),
  type: z.enum(PAYMENT_TYPES),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

// ---------- subscriptions ----------
export const subscriptionCourseParams = z.object({ courseId: idParam });

// ---------- admin: payments and refunds ----------
export const adminPaymentsQuery = paginationQuery.extend({
  userId: idParam.optional(),
  courseId: idParam.optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

export const adminPaymentSchema = paymentSchema.extend({
  /** What the coupon took off this charge: "0.00" on a trial's start, which charged nothing. */
  discount: moneyString,
  provider: z.enum(["test", "stripe"]),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  refundedAmount: moneyString,
  refundedAt: z.string().nullable(),
  affiliateCode: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = z.object({ items: z.array(adminPaymentSchema), ...pageTotalFields });
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

// ---------- admin: payouts ----------
export const payoutSchema = z.object({
  id: z.number().int(),
  entrepreneurId: z.number().int().nullable(),
  username: z.string().nullable(),
  period: z.string(),
  amount: moneyString,
  commissionCount: z.number().int(),
  status: z.literal("paid"),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ items: z.array(payoutSchema), total: z.number().int() });
export type PayoutList = z.infer<typeof payoutListSchema>;
/** An entrepreneur whose due commissions the run did not pay, and why (docs/product-rules.md §9). */
export const payoutHeldBackSchema = z.object({
  entrepreneurId: z.number().int(),
  username: z.string(),
  name: z.string(),
  amount: moneyString,
  reason: z.literal("EMAIL_NOT_VERIFIED"),
});
export type PayoutHeldBack = z.infer<typeof payoutHeldBackSchema>;
export const payoutRunResultSchema = z.object({
  period: z.string(),
  payouts: z.array(payoutSchema),
  /** Entrepreneurs with eligible commissions below the minimum, left for a later run. */
  belowMinimum: z.number().int(),
  /** Entrepreneurs whose commissions reached the minimum but wait for their email verification. */
  heldBack: z.array(payoutHeldBackSchema),
});
export type PayoutRunResult = z.infer<typeof payoutRunResultSchema>;
/** One payout the run would make now: the entrepreneur's name is what an admin checks. */
export const payoutPreviewItemSchema = z.object({
  entrepreneurId: z.number().int(),
  name: z.string(),
  username: z.string(),
  amount: moneyString,
  commissionCount: z.number().int(),
});
export type PayoutPreviewItem = z.infer<typeof payoutPreviewItemSchema>;
/** GET /api/admin/payouts/preview: what POST /api/admin/payouts/run would pay, computed by the same code. */
export const payoutPreviewSchema = z.object({
  period: z.string(),
  payouts: z.array(payoutPreviewItemSchema),
  total: moneyString,
  belowMinimum: z.number().int(),
  heldBack: z.array(payoutHeldBackSchema),
});
export type PayoutPreview = z.infer<typeof payoutPreviewSchema>;
/** POST /api/admin/payouts/run takes no input. */
export const payoutRunSchema = z.object({}).strict();
