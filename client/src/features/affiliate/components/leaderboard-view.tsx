import { Medal, Trophy } from "lucide-react";
import type { Leaderboard, LeaderboardEntry } from "@shared/schemas/affiliate";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTranslation } from "@/i18n/react";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";

const MEDAL_TONE = ["text-yellow-500", "text-slate-400", "text-amber-700"];

/** Top three (docs/spec.md §2): an empty place reads Open Spot with 0 sales and $0.00. */
export function Podium({ entries, currentUserId }: { entries: LeaderboardEntry[]; currentUserId: number }) {
  const { t } = useTranslation("affiliate");
  const places = [0, 1, 2].map((i) => entries[i]);
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="leaderboard-podium">
      {places.map((entry, i) => (
        <Card key={i} className={cn(entry?.id === currentUserId && "ring-2 ring-primary")} data-testid={`podium-${i + 1}`}>
          <CardContent className="flex flex-col items-center gap-1 p-5 text-center">
            <Trophy className={cn("h-8 w-8", MEDAL_TONE[i])} aria-hidden />
            <p className="text-xs font-medium uppercase text-muted-foreground">#{i + 1}</p>
            <p className="font-semibold" data-testid={`text-podium-name-${i + 1}`}>
              {entry ? entry.displayName : t("leaderboard.openSpot")}
            </p>
            <p className="text-sm text-muted-foreground" data-testid={`text-podium-sales-${i + 1}`}>
              {t("leaderboard.salesAndEarnings", { n: entry ? entry.sales : 0, earnings: formatMoney(entry ? entry.earnings : "0.00") })}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function Ranking({
  entries,
  me,
  currentUserId,
}: {
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  currentUserId: number;
}) {
  const { t } = useTranslation("affiliate");
  // Below the top of the list, the entrepreneur still sees where they stand, after the others.
  const rows = me && !entries.some((e) => e.id === me.id) ? [...entries, me] : entries;
  return (
    <ol className="divide-y rounded-lg border" data-testid="leaderboard-ranking">
      {rows.map((entry) => {
        const me = entry.id === currentUserId;
        return (
          <li
            key={entry.id}
            className={cn("flex items-center justify-between gap-3 px-4 py-3", me && "bg-primary/10 font-semibold")}
            data-testid={`leaderboard-row-${entry.id}`}
            data-current={me || undefined}
            aria-current={me ? "true" : undefined}
          >
            <span className="flex items-center gap-3">
              <span className="flex w-14 shrink-0 items-center gap-1 tabular-nums" data-testid={`text-rank-${entry.id}`}>
                <span className="sr-only">{t("leaderboard.rank")} </span>#{entry.rank}
                {entry.rank <= 3 && <Medal className={cn("h-5 w-5", MEDAL_TONE[entry.rank - 1])} aria-hidden />}
              </span>
              <span>
                {entry.displayName}
                {me && <span className="ml-2 text-xs font-normal text-primary">{t("leaderboard.you")}</span>}
              </span>
            </span>
            <span className="text-right text-sm tabular-nums">
              <span className="block">{t("leaderboard.salesVolume", { amount: formatMoney(entry.salesVolume) })}</span>
              <span className="block text-muted-foreground">
                {t("leaderboard.salesAndEarned", { n: entry.sales, earnings: formatMoney(entry.earnings) })}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function LeaderboardSkeleton() {
  return (
    <div className="space-y-2" aria-hidden>
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" data-testid="skeleton-leaderboard" />
      ))}
    </div>
  );
}

export function LeaderboardEmpty() {
  const { t } = useTranslation("affiliate");
  return (
    <div className="py-10 text-center" data-testid="leaderboard-empty">
      <Trophy className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
      <p className="mt-3 font-semibold">{t("leaderboard.empty.title")}</p>
      <p className="text-sm text-muted-foreground">{t("leaderboard.empty.description")}</p>
    </div>
  );
}

/** The podium, then the ranking (or the empty message while nobody has sold this month). */
export function LeaderboardBody({ board, currentUserId }: { board: Leaderboard; currentUserId: number }) {
  return (
    <>
      <Podium entries={board.entries} currentUserId={currentUserId} />
      {board.entries.length === 0 ? <LeaderboardEmpty /> : <Ranking entries={board.entries} me={board.me} currentUserId={currentUserId} />}
    </>
  );
}
