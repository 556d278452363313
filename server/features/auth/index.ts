export { isCurrentPassword } from "./auth.service";
export { registerAuthRoutes, SESSION_COOKIE } from "./auth.routes";
export { registerAccountRoutes } from "./account.routes";
export { assertEmailVerified, verificationRequired } from "./email-verification.service";
export { requireVerifiedEmail } from "./require-verified-email";
export { ActiveUsers, createPassport } from "./passport";
export { currentUserFromMemory } from "./current-user-from-memory";
export { accountPasswordLimiters, loginLimiters, rememberDevice } from "./login-limits";
export { hashPassword, setPasswordHashConcurrency } from "./password";
