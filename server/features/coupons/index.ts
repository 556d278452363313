export { registerCouponRoutes, type CouponDeps } from "./coupons.routes";
// For payments: what a code takes off a checkout, and counting or releasing its use with the payment.
export {
  quoteCoupon,
  redeemCoupon,
  takeOverReservedRedemption,
  holdsRedemption,
  releaseCouponRedemption,
  COUPON_LIMIT_CODES,
  QUOTE_HOLD_MS,
  type CouponQuote,
} from "./coupon-rules.service";
export { basePriceCents } from "./coupon-preview.service";
// For account deletion: an entrepreneur's promo codes stop working before their user row goes.
export { deactivateOwnedPromoCodes } from "./promo-codes.service";
// For payments: create-payment-intent's couponCode shares the preview's limit on refused codes.
export { couponGuessLimiters } from "./coupon-guess-limit";
