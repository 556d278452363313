/**
 * The stable machine-readable codes API errors carry (`{ code, message, errors?, requestId }`).
 * Clients and server code branch on these, never on message text; the client translates them.
 */
export const ERROR_CODES = [
  // generic, by status
  "INVALID_INPUT",
  "MALFORMED_JSON",
  "NOT_SIGNED_IN",
  "PAYMENT_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_LARGE",
  "UNSUPPORTED_TYPE",
  "TOO_MANY_REQUESTS",
  // the request did not arrive in time (a slow connection; upload routes allow longer)
  "REQUEST_TIMEOUT",
  "UNAVAILABLE",
  "DATABASE_UNAVAILABLE",
  "STORAGE_UNAVAILABLE",
  "MAINTENANCE",
  "STARTING",
  "INTERNAL",
  // any other 4xx refusal (one a library raised with a status no code above names)
  "ERROR",
  // accounts
  "INVALID_CREDENTIALS",
  "ACCOUNT_NOT_ACTIVE",
  "WRONG_PASSWORD",
  "CURRENT_PASSWORD_REQUIRED",
  "EMAIL_NOT_VERIFIED",
  "TOKEN_INVALID",
  // two-factor sign-in (docs/product-rules.md §15)
  "INVALID_TWO_FACTOR_CODE",
  "TWO_FACTOR_LOCKED",
  "TWO_FACTOR_SETUP_REQUIRED",
  "TWO_FACTOR_ALREADY_ENABLED",
  "TWO_FACTOR_NOT_ENABLED",
  "TWO_FACTOR_SETUP_NOT_STARTED",
  "OWN_TWO_FACTOR_REQUIRED",
  "ENCRYPTION_KEY_MISSING",
  // passkeys (decision 039)
  "PASSKEY_CHALLENGE_MISSING",
  "PASSKEY_INVALID",
  "PASSKEY_ALREADY_REGISTERED",
  "LAST_SECOND_FACTOR",
  // settings: email verification turned on with no mail server to send the links
  "MAIL_SERVER_REQUIRED",
  // courses and learning
  "COURSE_NOT_FOUND",
  "NO_COURSE_ACCESS",
  "NOT_ENROLLED",
  "ACCESS_ENDED",
  // captions (docs/decisions/017-captions-and-player.md): the uploaded file is not UTF-8 WebVTT or SRT
  "INVALID_CAPTION_FILE",
  // payments
  "ALREADY_OWNED",
  "FREE_COURSE",
  "SUBSCRIPTION_ENDED",
  "TRIAL_ALREADY_USED",
  "ALREADY_REFUNDED",
  "NOT_REFUNDABLE",
  "STRIPE_NOT_CONFIGURED",
  // quizzes, drip and chapter order (docs/product-rules.md §12)
  "NOT_YET_AVAILABLE",
  "COMPLETE_PREVIOUS",
  "QUIZ_NOT_PASSED",
  "NO_QUIZ",
  "QUIZ_CHANGED",
  // the quiz's attempts for the day are used up; `details.nextAttemptAt` says when the next one is allowed
  "QUIZ_COOL_DOWN",
  // coupons and promo codes (docs/product-rules.md §11): why a code does not apply, and admin conflicts
  "COUPON_UNKNOWN",
  "COUPON_NOT_STARTED",
  "COUPON_EXPIRED",
  "COUPON_NOT_APPLICABLE",
  "COUPON_USED_UP",
  "COUPON_ALREADY_USED",
  "COUPON_CODE_TAKEN",
  "PROMO_DISCOUNT_TOO_HIGH",
  // "Download my data" (docs/product-rules.md §15)
  "EXPORT_PENDING",
  "EXPORT_RATE_LIMITED",
  "EXPORT_NOT_READY",
  "EXPORT_EXPIRED",
  // account sessions (docs/product-rules.md §15)
  "SESSION_NOT_FOUND",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
