import { useQuery } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { LEADERBOARD_PRIZES } from "@shared/constants";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth";
import { leaderboardQueryOptions } from "../api/affiliate-queries";
import { LeaderboardBody, LeaderboardSkeleton } from "../components/leaderboard-view";

export default function LeaderboardPage() {
  const { user } = useCurrentUser();
  const board = useQuery(leaderboardQueryOptions());
  if (!user) return null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Monthly Leaderboard"
        description={`Ranked by commission sales volume this month${board.data ? ` (${board.data.month}, UTC)` : ""}. Resets every month.`}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <QueryView query={board} what="the leaderboard" loading={<LeaderboardSkeleton />}>
            {(data) => <LeaderboardBody board={data} currentUserId={user.id} />}
          </QueryView>
        </div>
        <PrizesCard />
      </div>
    </div>
  );
}

export function PrizesCard() {
  return (
    <Card data-testid="card-prizes">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Gift className="h-5 w-5 text-primary" aria-hidden />
          Monthly Prizes
        </CardTitle>
        <CardDescription>Based on total commission sales volume; resets monthly.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {LEADERBOARD_PRIZES.map((p) => (
            <li key={p.place} className="flex justify-between" data-testid={`prize-${p.place}`}>
              <span className="whitespace-nowrap font-medium">{["1st", "2nd", "3rd"][p.place - 1]} place</span>
              <span>{p.prize} + recognition</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
