import type { PublicUser } from "@shared/schemas/auth";
import { affiliateCodeOf } from "@/features/auth";

/** docs/spec.md §3: the site origin with ?ref={code}. */
export function affiliateLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

export function affiliateLinkFor(user: Pick<PublicUser, "id" | "affiliateCode" | "accountData">) {
  const code = affiliateCodeOf(user);
  return { code, link: affiliateLink(code) };
}
