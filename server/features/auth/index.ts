export { isCurrentPassword } from "./auth.service";
export { registerAuthRoutes, SESSION_COOKIE, type AuthDeps } from "./auth.routes";
export { registerAccountRoutes } from "./account.routes";
export { verificationRequired } from "./email-verification.service";
export { requireVerifiedEmail } from "./require-verified-email";
export { ActiveUsers, createPassport } from "./passport";
export { currentUserFromMemory } from "./current-user-from-memory";
export { loginAccountKey } from "./login-key";
export { hashPassword, setPasswordHashConcurrency } from "./password";
