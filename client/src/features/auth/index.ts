// Public surface of the auth feature. Its pages are loaders (below), imported lazily by the router.
// The entry chunk imports ./session (no components); forms are in ./forms (they bring zod).
export * from "./session";
export { VerificationBanner } from "./components/verification-banner";

/** The auth screens, each its own chunk: the router renders them lazily (app/lazy-pages.ts). */
export const authPages = {
  AuthPage: () => import("./pages/auth-page"),
  ForgotPasswordPage: () => import("./pages/forgot-password-page"),
  ResetPasswordPage: () => import("./pages/reset-password-page"),
  VerifyEmailPage: () => import("./pages/verify-email-page"),
  UnsubscribePage: () => import("./pages/unsubscribe-page"),
};
