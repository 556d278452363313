import { Medal, Trophy } from "lucide-react";
import { LEADERBOARD_PRIZES } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const PLACE_NAMES = { 1: "1st place", 2: "2nd place", 3: "3rd place" } as const;

export default function LeaderboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Monthly Leaderboard" description="Entrepreneurs ranked by commission sales volume this month." />
      <EmptyState
        icon={Trophy}
        title="Leaderboard Coming Soon"
        description="Start making sales to see your ranking!"
        testId="empty-leaderboard"
      />
      <Card data-testid="card-prizes">
        <CardHeader>
          <CardTitle className="text-lg">Monthly Prizes</CardTitle>
          <CardDescription>
            Based on total commission sales volume. The leaderboard resets every month.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-3">
            {LEADERBOARD_PRIZES.map(({ place, prize }) => (
              <li key={place} className="flex items-center gap-3 rounded-lg border p-4" data-testid={`text-prize-${place}`}>
                <Medal className="h-6 w-6 text-primary" aria-hidden />
                <div>
                  <p className="font-medium">{PLACE_NAMES[place]}</p>
                  <p className="text-sm text-muted-foreground">{prize} and recognition</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
