export { isCurrentPassword } from "./auth.service";
export { registerAuthRoutes, SESSION_COOKIE } from "./auth.routes";
export { registerAccountRoutes } from "./account.routes";
export { assertEmailVerified, verificationRequired } from "./email-verification.service";
export { requireVerifiedEmail } from "./require-verified-email";
export { createPassport } from "./passport";
export { loginAccountKey } from "./login-key";
export { hashPassword } from "./password";
