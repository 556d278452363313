// Where a visitor sent to /auth was going: /auth?next=/checkout/3?type=one_time.
// Only a path on this site is accepted as a return address, never another origin.

const AUTH_PATH = "/auth";

/**
 * The path to go back to, or null when `raw` is not a same-site path: it must start with one "/"
 * (not "//" or "/\", which browsers read as another host), hold no control characters, and not
 * lead back to /auth.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const url = new URL(raw, "http://same.site");
    if (url.origin !== "http://same.site") return null;
    if (url.pathname === AUTH_PATH) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** /auth with the return address, when there is one worth keeping. */
export function authHref(returnTo?: string | null): string {
  const next = safeReturnPath(returnTo);
  return next && next !== "/" ? `${AUTH_PATH}?next=${encodeURIComponent(next)}` : AUTH_PATH;
}

/** The return address in a /auth search string ("?next=..."), or "/" by default. */
export function returnPathFromSearch(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get("next")) ?? "/";
}
