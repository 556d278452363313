// "Leave a review" for an enrolled learner (docs/product-rules.md §4): 1-5 stars and an optional comment, one
// review per course, prefilled with the learner's earlier review so that saving edits it.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { REVIEW_COMMENT_MAX, reviewUpsertSchema, type MyReview, type ReviewUpsert, type ReviewUpsertInput } from "@shared/schemas/learning";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { myReviewQueryOptions, useSaveReview } from "../api/learner-course";

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Loads the learner's review, then shows the form with it. */
export function LeaveReviewForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation("player");
  const review = useQuery(myReviewQueryOptions(courseId));
  if (review.isPending) {
    return (
      <div className="space-y-2" role="status" aria-busy="true" aria-label={t("review.loading")}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  // A failed read still lets the learner write one: saving replaces whatever is stored.
  return <ReviewForm key={review.data?.id ?? "new"} courseId={courseId} review={review.data ?? null} />;
}

function ReviewForm({ courseId, review }: { courseId: number; review: MyReview | null }) {
  const { t } = useTranslation("player");
  const ratingWords = ["", t("review.words.1"), t("review.words.2"), t("review.words.3"), t("review.words.4"), t("review.words.5")];
  const saveReview = useSaveReview(courseId);
  const [hovered, setHovered] = useState<number | null>(null);
  const form = useForm<ReviewUpsertInput, unknown, ReviewUpsert>({
    resolver: zodResolver(reviewUpsertSchema),
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    saveReview.mutate(input, {
      onSuccess: (saved) => form.reset({ rating: saved.rating, comment: saved.comment ?? "" }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border bg-muted/20 p-4" data-testid="form-review">
      <h3 className="font-semibold">{review ? t("review.yours") : t("review.leave")}</h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => {
          const shown = hovered ?? field.value ?? 0;
          return (
            <fieldset aria-describedby={errors.rating ? "review-rating-error" : undefined}>
              <legend id="review-rating-legend" className="mb-1.5 text-sm font-medium">
                {t("review.rating")}
              </legend>
              <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
                {RATINGS.map((n) => (
                  <label
                    key={n}
                    className="cursor-pointer rounded-md p-0.5 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring"
                    onMouseEnter={() => setHovered(n)}
                    data-testid={`star-${n}`}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={n}
                      checked={field.value === n}
                      onChange={() => field.onChange(n)}
                      onBlur={field.onBlur}
                      className="sr-only"
                      aria-label={t("review.star", { n, word: ratingWords[n] })}
                    />
                    <Star
                      aria-hidden
                      className={cn("h-7 w-7 transition-colors", n <= shown ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
                    />
                  </label>
                ))}
                <span className="ml-2 text-sm text-muted-foreground" aria-hidden data-testid="text-review-rating-word">
                  {ratingWords[shown] ?? ""}
                </span>
              </div>
              <FieldError
                id="review-rating-error"
                testId="error-review-rating"
                message={errors.rating ? t("review.chooseRating") : undefined}
              />
            </fieldset>
          );
        }}
      />
      <div className="space-y-2">
        <Label htmlFor="review-comment">
          {t("review.comment")} <span className="font-normal text-muted-foreground">{t("review.optional")}</span>
        </Label>
        <Textarea
          id="review-comment"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t("review.placeholder")}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? "review-comment-error" : undefined}
          data-testid="input-review-comment"
          {...form.register("comment")}
        />
        <FieldError id="review-comment-error" testId="error-review-comment" message={errors.comment?.message} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saveReview.isPending} data-testid="button-submit-review">
          {saveReview.isPending && <Spinner className="h-4 w-4 text-current" label={t("review.saving")} />}
          {review ? t("review.update") : t("review.submit")}
        </Button>
      </div>
    </form>
  );
}
