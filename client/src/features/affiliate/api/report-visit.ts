import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client";

const reported = new Set<string>();

/**
 * A page opened through an affiliate link (?ref=CODE, docs/product-rules.md §6) tells the server once per
 * page load; the server counts the click and keeps the code in a first-party cookie. Unknown codes
 * are ignored there, and a failure here must never disturb the visitor.
 */
export function useReportAffiliateVisit(search = window.location.search, path = window.location.pathname) {
  useEffect(() => {
    const code = new URLSearchParams(search).get("ref")?.trim();
    if (!code || !/^[A-Za-z0-9_-]{1,32}$/.test(code)) return;
    const key = `${code}|${path}`;
    if (reported.has(key)) return;
    reported.add(key);
    apiRequest("POST", "/api/affiliate/visits", { code, path: path.slice(0, 500) }).catch(() => undefined);
  }, [search, path]);
}

/** For tests: forget what was reported. */
export function resetReportedVisits() {
  reported.clear();
}
