// Query factories of the learner's screens (server/features/learning). Learner keys start with
// "personal". The enrollment cards and the stats sit under the catalogue's enrollmentKeys.all, so the
// invalidation that enrolling (or finishing a chapter) does refreshes them on a screen that is open.
import { queryOptions } from "@tanstack/react-query";
import type { Certificate, CertificateVerification, Enrollment, FinancialProduct, LearnerStats } from "@shared/schemas/learning";
import { enrollmentKeys } from "@/features/catalog";
import { apiJson } from "@/lib/api-client";

export const learningKeys = {
  all: ["personal"] as const,
  /** The full enrollment cards (the catalogue's list under the same prefix keeps only ids and progress). */
  enrollments: () => [...enrollmentKeys.all, "cards"] as const,
  stats: () => [...enrollmentKeys.all, "stats"] as const,
  certificates: () => ["personal", "certificates"] as const,
  financialProducts: () => ["personal", "financial-products"] as const,
};

/** Public: anyone holding the link may verify a certificate, so this key is not a learner's. */
export const certificateVerificationKeys = {
  detail: (courseId: number, userId: number) => ["certificates", courseId, userId] as const,
};

// Progress moves on the course page; every visit to a learner screen asks again (the cached
// figures show meanwhile) rather than trusting a copy from before the last lesson.
const FRESH_ON_VISIT = 0;

export const enrollmentCardsQueryOptions = () =>
  queryOptions({
    queryKey: learningKeys.enrollments(),
    queryFn: () => apiJson<Enrollment[]>("GET", "/api/personal/enrollments"),
    staleTime: FRESH_ON_VISIT,
  });

export const learnerStatsQueryOptions = () =>
  queryOptions({
    queryKey: learningKeys.stats(),
    queryFn: () => apiJson<LearnerStats>("GET", "/api/personal/stats"),
    staleTime: FRESH_ON_VISIT,
  });

export const certificatesQueryOptions = () =>
  queryOptions({
    queryKey: learningKeys.certificates(),
    queryFn: () => apiJson<Certificate[]>("GET", "/api/personal/certificates"),
    staleTime: FRESH_ON_VISIT,
  });

export const financialProductsQueryOptions = () =>
  queryOptions({
    queryKey: learningKeys.financialProducts(),
    queryFn: () => apiJson<FinancialProduct[]>("GET", "/api/financial-products"),
    staleTime: 5 * 60_000,
  });

/** The page shows "not valid" for a 404 and its own retry for other failures: no generic toast. */
export const certificateVerificationQueryOptions = (courseId: number, userId: number) =>
  queryOptions({
    queryKey: certificateVerificationKeys.detail(courseId, userId),
    queryFn: () => apiJson<CertificateVerification>("GET", `/api/certificates/${courseId}/${userId}`),
    meta: { silentErrors: true },
    staleTime: FRESH_ON_VISIT,
  });
