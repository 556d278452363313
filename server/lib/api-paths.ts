import type { Router } from "express";

/** Stripe's confirmations: the one route that reads the raw body (Stripe signs the bytes). */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/** Saving a whole chapter quiz: the one JSON body allowed LIMITS.quizBodyBytes (docs/product-rules.md §12). */
export const QUIZ_PUT_PATH = /^\/api\/admin\/chapters\/[^/]+\/quiz$/;

/**
 * The mounts that the API middleware wraps (body parsing and limits, the NUL check, the session,
 * the cross-site check, maintenance): `/api/` for every call, and the study-material downloads.
 */
export const WRAPPED_MOUNTS = ["/api/", "/uploads/documents/"] as const;

/**
 * Throws when a route of `router` lies outside the wrapped mounts: such a route would skip the
 * session, CSRF and maintenance middleware, so the app refuses to start with it.
 */
export function assertRoutesWrapped(router: Router, mounts: readonly string[] = WRAPPED_MOUNTS): void {
  for (const layer of router.stack as unknown as { route?: { path: unknown } }[]) {
    if (!layer.route) continue;
    const path = layer.route.path;
    if (typeof path !== "string" || !mounts.some((mount) => path.startsWith(mount))) {
      throw new Error(`route ${String(path)} is outside ${mounts.join(", ")}: it would skip the API middleware`);
    }
  }
}
/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form here. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/email/unsubscribe/one-click";
