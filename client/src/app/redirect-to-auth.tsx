import { Redirect, useLocation, useSearch } from "wouter";
import { authHref } from "@/lib/return-to";

/** Sends a signed-out visitor to /auth, remembering the page (with its query) to come back to. */
export function RedirectToAuth() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={authHref(search ? `${location}?${search}` : location)} replace />;
}
