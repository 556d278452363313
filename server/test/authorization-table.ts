import type { Role } from "@shared/constants";

/**
 * Every API route and who may call it. "public": anyone; "auth": any signed-in user; a list of
 * roles: only those. server/authorization.test.ts fails when the server has a route missing here.
 * Params in paths are filled with 1 for the guard checks (guards run before lookups).
 */
export type Access = "public" | "auth" | Role[];
export interface RouteRule {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: Access;
  /** The service also asks for the caller's current password (sent by the guard test). */
  confirmsPassword?: true;
}

export const AUTHORIZATION_TABLE: RouteRule[] = [
  // platform
  { method: "GET", path: "/api/health", access: "public" },
  { method: "GET", path: "/api/health/live", access: "public" },
  { method: "GET", path: "/api/health/ready", access: "public" },
  { method: "GET", path: "/api/platform", access: "public" },
  { method: "GET", path: "/api/legal/:kind", access: "public" },
  { method: "PATCH", path: "/api/admin/legal/:kind", access: ["admin"] },
  // auth
  { method: "POST", path: "/api/register", access: "public" },
  { method: "POST", path: "/api/login", access: "public" },
  { method: "GET", path: "/api/login", access: "public" },
  { method: "GET", path: "/api/logout", access: "public" },
  { method: "POST", path: "/api/logout", access: "auth" },
  { method: "GET", path: "/api/user", access: "auth" },
  // two factors: the second step answers only a session whose password step passed
  { method: "POST", path: "/api/login/2fa", access: "public" },
  { method: "POST", path: "/api/user/2fa/totp/setup", access: "auth" },
  { method: "POST", path: "/api/user/2fa/totp/enable", access: "auth" },
  { method: "DELETE", path: "/api/user/2fa", access: "auth" },
  { method: "GET", path: "/api/user/passkeys", access: "auth" },
  { method: "POST", path: "/api/user/passkeys/options", access: "auth" },
  { method: "POST", path: "/api/user/passkeys", access: "auth" },
  { method: "PATCH", path: "/api/user/passkeys/:id", access: "auth" },
  { method: "DELETE", path: "/api/user/passkeys/:id", access: "auth" },
  { method: "POST", path: "/api/login/passkey/options", access: "public" },
  { method: "POST", path: "/api/login/passkey", access: "public" },
  // accounts: reset and verification links carry a token that names the account
  { method: "POST", path: "/api/password/forgot", access: "public" },
  { method: "POST", path: "/api/password/reset", access: "public" },
  { method: "POST", path: "/api/user/password", access: "auth" },
  { method: "POST", path: "/api/email/verify", access: "public" },
  { method: "POST", path: "/api/email/verify/resend", access: "auth" },
  // the account's sessions (docs/product-rules.md §15)
  { method: "GET", path: "/api/user/sessions", access: "auth" },
  { method: "POST", path: "/api/user/sessions/revoke-others", access: "auth" },
  { method: "DELETE", path: "/api/user/sessions/:id", access: "auth" },
  // the audit log: read only
  { method: "GET", path: "/api/admin/audit", access: ["admin"] },
  { method: "GET", path: "/api/admin/audit.csv", access: ["admin"] },
  // courses
  { method: "GET", path: "/api/courses", access: "public" },
  { method: "GET", path: "/api/courses/facets", access: "public" },
  { method: "GET", path: "/api/courses/:id", access: "public" },
  { method: "GET", path: "/api/admin/courses", access: ["admin"] },
  { method: "POST", path: "/api/courses", access: ["admin"] },
  { method: "PATCH", path: "/api/courses/:id", access: ["admin"] },
  { method: "PATCH", path: "/api/admin/courses/:id", access: ["admin"] },
  { method: "DELETE", path: "/api/courses/:id", access: ["admin"] },
  // course content
  { method: "GET", path: "/api/courses/:id/sections", access: "public" },
  { method: "GET", path: "/api/courses/:id/chapters", access: "public" },
  { method: "GET", path: "/api/courses/:id/guidelines", access: "public" },
  { method: "GET", path: "/api/courses/:id/reviews", access: "public" },
  { method: "GET", path: "/api/chapters/:id/video", access: "public" },
  // the HLS stream: the video's own rule, decided per chapter in the service
  { method: "GET", path: "/api/chapters/:id/stream/master.m3u8", access: "public" },
  { method: "GET", path: "/api/chapters/:id/stream/poster.jpg", access: "public" },
  { method: "GET", path: "/api/chapters/:id/stream/:rendition/:file", access: "public" },
  { method: "POST", path: "/api/admin/chapters/:id/video/retry", access: ["admin"] },
  // study material files: the service decides (course access), like the chapter video
  { method: "GET", path: "/uploads/documents/:name", access: "public" },
  { method: "POST", path: "/api/courses/:id/sections", access: ["admin"] },
  { method: "PATCH", path: "/api/sections/:id", access: ["admin"] },
  { method: "DELETE", path: "/api/sections/:id", access: ["admin"] },
  { method: "POST", path: "/api/admin/courses/:id/chapters", access: ["admin"] },
  { method: "PATCH", path: "/api/chapters/:id", access: ["admin"] },
  { method: "DELETE", path: "/api/chapters/:id", access: ["admin"] },
  // captions (docs/decisions/017-captions-and-player.md): the WebVTT follows the chapter video's rule, decided in the service
  { method: "POST", path: "/api/chapters/:id/captions", access: ["admin"] },
  { method: "GET", path: "/api/chapters/:id/captions/:language.vtt", access: "public" },
  { method: "DELETE", path: "/api/chapters/:id/captions/:language", access: ["admin"] },
  { method: "POST", path: "/api/courses/:id/guidelines", access: ["admin"] },
  { method: "PATCH", path: "/api/guidelines/:id", access: ["admin"] },
  { method: "DELETE", path: "/api/guidelines/:id", access: ["admin"] },
  // email: the unsubscribe link's token names the account; admins see the outbox
  { method: "POST", path: "/api/email/unsubscribe", access: "public" },
  { method: "POST", path: "/api/email/unsubscribe/one-click", access: "public" },
  { method: "GET", path: "/api/admin/emails", access: ["admin"] },
  { method: "POST", path: "/api/admin/emails/:id/retry", access: ["admin"] },
  { method: "GET", path: "/api/admin/jobs/failures", access: ["admin"] },
  // admin dashboard
  { method: "GET", path: "/api/admin/dashboard", access: ["admin"] },
  // admin: users and platform settings
  { method: "GET", path: "/api/admin/users", access: ["admin"] },
  { method: "PATCH", path: "/api/admin/users/:id", access: ["admin"] },
  { method: "DELETE", path: "/api/admin/users/:id", access: ["admin"] },
  { method: "DELETE", path: "/api/admin/users/:id/2fa", access: ["admin"] },
  { method: "GET", path: "/api/admin/settings", access: ["admin"] },
  { method: "PATCH", path: "/api/admin/settings", access: ["admin"] },
  { method: "POST", path: "/api/admin/settings/test-email", access: ["admin"] },
  { method: "GET", path: "/api/admin/analytics", access: ["admin"] },
  { method: "GET", path: "/api/admin/analytics.csv", access: ["admin"] },
  // uploads
  { method: "POST", path: "/api/upload", access: ["admin"] },
  { method: "POST", path: "/api/upload/image", access: ["admin"] },
  { method: "POST", path: "/api/upload/video", access: ["admin"] },
  // learning (learners: personal and entrepreneur; notes and reviews checked per course in the service)
  { method: "POST", path: "/api/personal/enroll/:courseId", access: ["personal", "entrepreneur"] },
  { method: "GET", path: "/api/personal/enrollments", access: ["personal", "entrepreneur"] },
  { method: "GET", path: "/api/personal/stats", access: ["personal", "entrepreneur"] },
  { method: "GET", path: "/api/personal/courses/:id/progress", access: ["personal", "entrepreneur"] },
  { method: "POST", path: "/api/personal/courses/:id/chapters/:chapterId/complete", access: ["personal", "entrepreneur"] },
  { method: "DELETE", path: "/api/personal/courses/:id/chapters/:chapterId/complete", access: ["personal", "entrepreneur"] },
  { method: "PUT", path: "/api/personal/courses/:id/chapters/:chapterId/position", access: ["personal", "entrepreneur"] },
  // quizzes (docs/product-rules.md §12): admins keep the answers; learners with access take them (checked in the service)
  { method: "GET", path: "/api/admin/chapters/:id/quiz", access: ["admin"] },
  { method: "PUT", path: "/api/admin/chapters/:id/quiz", access: ["admin"] },
  { method: "DELETE", path: "/api/admin/chapters/:id/quiz", access: ["admin"] },
  { method: "GET", path: "/api/admin/courses/:id/quiz-results", access: ["admin"] },
  { method: "GET", path: "/api/personal/courses/:courseId/chapters/:chapterId/quiz", access: ["personal", "entrepreneur"] },
  { method: "POST", path: "/api/personal/courses/:courseId/chapters/:chapterId/quiz/attempts", access: ["personal", "entrepreneur"] },
  { method: "GET", path: "/api/personal/courses/:id/notes", access: "auth" },
  { method: "POST", path: "/api/personal/courses/:id/notes", access: "auth" },
  { method: "DELETE", path: "/api/personal/notes/:noteId", access: "auth" },
  { method: "POST", path: "/api/courses/:id/reviews", access: "auth" },
  { method: "GET", path: "/api/personal/courses/:id/review", access: "auth" },
  { method: "GET", path: "/api/personal/certificates", access: ["personal", "entrepreneur"] },
  { method: "GET", path: "/api/certificates/:courseId/:userId", access: "public" },
  { method: "GET", path: "/api/certificates/:courseId/:userId/pdf", access: "public" },
  { method: "GET", path: "/api/financial-products", access: "auth" },
  { method: "GET", path: "/api/admin/financial-products", access: ["admin"] },
  { method: "POST", path: "/api/admin/financial-products", access: ["admin"] },
  { method: "PATCH", path: "/api/admin/financial-products/:id", access: ["admin"] },
  { method: "DELETE", path: "/api/admin/financial-products/:id", access: ["admin"] },
  // profile, settings, account
  { method: "PATCH", path: "/api/user/profile", access: "auth" },
  { method: "POST", path: "/api/user/avatar", access: "auth" },
  { method: "GET", path: "/api/user/settings", access: "auth" },
  { method: "PATCH", path: "/api/user/settings", access: "auth" },
  { method: "DELETE", path: "/api/user/account", access: "auth", confirmsPassword: true },
  // public profiles: the service applies the owner's visibility (students-only: 401 to anonymous readers)
  { method: "GET", path: "/api/profiles/:username", access: "public" },
  // "Download my data": the owner's own exports only (the service answers 404 to anyone else)
  { method: "GET", path: "/api/user/export", access: "auth" },
  { method: "POST", path: "/api/user/export", access: "auth" },
  { method: "GET", path: "/api/user/exports/:id", access: "auth" },
  // payments (buyers: personal and entrepreneur; the payment lookup checks ownership)
  { method: "POST", path: "/api/create-payment-intent", access: ["personal", "entrepreneur"] },
  { method: "POST", path: "/api/payments/test/confirm", access: ["personal", "entrepreneur"] },
  { method: "GET", path: "/api/payments/:paymentIntentId", access: "auth" },
  { method: "POST", path: "/api/personal/subscriptions/:courseId/cancel", access: ["personal", "entrepreneur"] },
  { method: "POST", path: "/api/stripe/webhook", access: "public" },
  { method: "GET", path: "/api/admin/payments", access: ["admin"] },
  { method: "POST", path: "/api/admin/payments/:id/refund", access: ["admin"] },
  { method: "GET", path: "/api/admin/payouts", access: ["admin"] },
  { method: "GET", path: "/api/admin/payouts/preview", access: ["admin"] },
  { method: "POST", path: "/api/admin/payouts/run", access: ["admin"] },
  // affiliate program
  { method: "POST", path: "/api/affiliate/visits", access: "public" },
  { method: "GET", path: "/api/entrepreneur/commissions", access: ["entrepreneur"] },
  { method: "GET", path: "/api/entrepreneur/commissions.csv", access: ["entrepreneur"] },
  { method: "GET", path: "/api/entrepreneur/referrals", access: ["entrepreneur"] },
  { method: "GET", path: "/api/entrepreneur/payouts", access: ["entrepreneur"] },
  { method: "GET", path: "/api/entrepreneur/leaderboard", access: ["entrepreneur"] },
  { method: "GET", path: "/api/entrepreneur/stats", access: ["entrepreneur"] },
  { method: "POST", path: "/api/entrepreneur/affiliate-link/:courseId", access: ["entrepreneur"] },
  { method: "GET", path: "/api/entrepreneur/profile", access: ["entrepreneur"] },
  { method: "PATCH", path: "/api/entrepreneur/profile", access: ["entrepreneur"] },
  // coupons and promo codes (docs/product-rules.md §11): buyers preview a code; admins manage coupons; entrepreneurs their promo codes
  { method: "GET", path: "/api/coupons/preview", access: ["personal", "entrepreneur"] },
  { method: "GET", path: "/api/admin/coupons", access: ["admin"] },
  { method: "POST", path: "/api/admin/coupons", access: ["admin"] },
  { method: "PATCH", path: "/api/admin/coupons/:id", access: ["admin"] },
  { method: "GET", path: "/api/entrepreneur/promo-codes", access: ["entrepreneur"] },
  { method: "POST", path: "/api/entrepreneur/promo-codes", access: ["entrepreneur"] },
  { method: "PATCH", path: "/api/entrepreneur/promo-codes/:id", access: ["entrepreneur"] },
];
