import type { ReactNode } from "react";
import { Link } from "wouter";
import { MessageSquare, Star } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Review } from "@shared/schemas/courses";
import { QueryView, type QueryState } from "@/components/query-view";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

export function averageOf(reviews: Review[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}

export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation("player");
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} aria-label={t("reviews.stars", { value })} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn("h-4 w-4", n <= Math.round(value) ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}

/** Reviews with their average; no rating at all while there are none (docs/product-rules.md §4). */
export function CourseReviews({
  reviews: query,
  form,
}: {
  reviews: QueryState<Review[]>;
  /** "Leave a review", for enrolled learners. */
  form?: ReactNode;
}) {
  const { t } = useTranslation("player");
  const reviews = query.data;
  const average = reviews ? averageOf(reviews) : null;
  return (
    <Card data-testid="card-reviews">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle className="text-lg">{t("reviews.title")}</CardTitle>
        {average !== null && reviews && (
          <div className="flex items-center gap-2 text-sm" data-testid="text-review-average">
            <span className="text-xl font-bold">{formatNumber(average, 1)}</span>
            <Stars value={average} />
            <span className="text-muted-foreground">{t("header.reviewCount", { n: reviews.length })}</span>
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        {form}
        <QueryView
          query={query}
          what={t("reviews.what")}
          errorTestId="error-reviews"
          compact
          loading={
            <div className="space-y-3">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="flex items-center gap-3 text-sm text-muted-foreground" data-testid="empty-reviews">
              <MessageSquare className="h-5 w-5" aria-hidden />
              {t("reviews.none")}
            </div>
          }
        >
          {(list) => (
            <ul className="divide-y">
              {list.map((review) => (
                <li key={review.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0" data-testid={`review-${review.id}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    {review.profileUrl ? (
                      <Link href={review.profileUrl} className="font-medium underline" data-testid={`link-reviewer-${review.id}`}>
                        {review.author}
                      </Link>
                    ) : (
                      <span className="font-medium">{review.author}</span>
                    )}
                    <Stars value={review.rating} />
                    <span className="text-xs text-muted-foreground">{formatDate(review.createdAt)}</span>
                  </div>
                  {review.comment && <p className="whitespace-pre-line text-sm text-muted-foreground">{review.comment}</p>}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
