// The auth screens, each its own chunk, rendered lazily by the router (app/lazy-pages.ts). A file
// of its own: importing it pulls nothing else of the feature into the entry chunk.
export const authPages = {
  AuthPage: () => import("./pages/auth-page"),
  ForgotPasswordPage: () => import("./pages/forgot-password-page"),
  ResetPasswordPage: () => import("./pages/reset-password-page"),
  VerifyEmailPage: () => import("./pages/verify-email-page"),
  UnsubscribePage: () => import("./pages/unsubscribe-page"),
  TwoFactorPage: () => import("./pages/two-factor-page"),
};
