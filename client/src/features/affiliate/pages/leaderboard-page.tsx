import { useQuery } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { LEADERBOARD_PRIZES } from "@shared/constants";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth";
import { formatMonth, formatNumber } from "@/lib/format";
import { leaderboardQueryOptions } from "../api/affiliate-queries";
import { LeaderboardBody, LeaderboardSkeleton } from "../components/leaderboard-view";

export default function LeaderboardPage() {
  const { t } = useTranslation("affiliate");
  const { user } = useCurrentUser();
  const board = useQuery(leaderboardQueryOptions());
  if (!user) return null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("leaderboard.title")}
        description={
          board.data ? t("leaderboard.descriptionWithMonth", { month: formatMonth(board.data.month) }) : t("leaderboard.description")
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <QueryView query={board} what={t("what.leaderboard")} loading={<LeaderboardSkeleton />}>
            {(data) => <LeaderboardBody board={data} currentUserId={user.id} />}
          </QueryView>
        </div>
        <PrizesCard />
      </div>
    </div>
  );
}

export function PrizesCard() {
  const { t } = useTranslation("affiliate");
  return (
    <Card data-testid="card-prizes">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Gift className="h-5 w-5 text-primary" aria-hidden />
          {t("prizes.title")}
        </CardTitle>
        <CardDescription>{t("prizes.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {LEADERBOARD_PRIZES.map((p) => (
            // A gap keeps the place and its prize apart when the line is full (a phone, German).
            <li key={p.place} className="flex flex-wrap justify-between gap-x-4 gap-y-1" data-testid={`prize-${p.place}`}>
              <span className="whitespace-nowrap font-medium">{t("prizes.place", { place: p.place })}</span>{" "}
              <span className="text-right" data-testid={`prize-amount-${p.place}`}>
                {t(p.certificate ? "prizes.prizeWithCertificate" : "prizes.prize", {
                  amount: formatNumber(p.cents / 100, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
                })}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
