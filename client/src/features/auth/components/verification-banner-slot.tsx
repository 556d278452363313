import { lazy, Suspense } from "react";
import { usePlatformInfo } from "../api/auth-queries";
import { useCurrentUser } from "../api/use-auth";

// The banner's code (its button, the resend call) loads only for the few who see it: a signed-out
// visitor of the catalogue or a verified user never downloads it (docs/benchmarks.md).
const Banner = lazy(() => import("./verification-banner").then((module) => ({ default: module.VerificationBanner })));

/** Where the layouts show the verification banner (verification-banner.tsx says when). */
export function VerificationBannerSlot() {
  const { user } = useCurrentUser();
  const required = usePlatformInfo().data?.emailVerificationRequired ?? false;
  if (!user || user.emailVerified || !required) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
