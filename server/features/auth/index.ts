export { isCurrentPassword } from "./auth.service";
export { SESSION_COOKIE } from "./auth.routes";
export { registerAccountRoutes } from "./account.routes";
export { assertEmailVerified, verificationRequired } from "./email-verification.service";
export { requireVerifiedEmail } from "./require-verified-email";
