import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CircleDollarSign, Copy, Megaphone, Share2, UserCheck, Users } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth";
import { copyToClipboard } from "@/lib/clipboard";
import { formatDate, formatMoney, formatNumber } from "@/lib/format";
import { useStatusText } from "../components/status-text";
import { affiliateLinkFor } from "../api/affiliate-link";
import { referralsQueryOptions } from "../api/affiliate-queries";
import { Pager } from "@/components/pager";
import { QueryView } from "@/components/query-view";

const PAGE = 20;

/** The people who joined through the entrepreneur's link (docs/product-rules.md §6). */
export default function ReferralsPage() {
  const { t } = useTranslation("affiliate");
  const statusText = useStatusText();
  const { user } = useCurrentUser();
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...referralsQueryOptions({ limit: PAGE, offset }), placeholderData: keepPreviousData });
  if (!user) return null;
  const { link } = affiliateLinkFor(user);
  const summary = list.data?.summary;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("referrals.title")}
        description={t("referrals.description")}
        actions={
          <>
            <Button onClick={() => copyToClipboard(link, t("notice.linkCopied"))} data-testid="button-share-link">
              <Share2 aria-hidden />
              {t("codeCard.shareLink")}
            </Button>
            <Button asChild variant="outline">
              <Link href="/entrepreneur/tools" data-testid="link-marketing-tools">
                <Megaphone aria-hidden />
                {t("tools.title")}
              </Link>
            </Button>
          </>
        }
      />
      <StatGrid columns={3}>
        <StatCard
          label={t("referrals.total")}
          value={summary && formatNumber(summary.totalReferrals)}
          icon={Users}
          testId="stat-total-referrals"
        />
        <StatCard
          label={t("referrals.activeUsers")}
          value={summary && formatNumber(summary.activeUsers)}
          icon={UserCheck}
          testId="stat-active-users"
        />
        <StatCard
          label={t("referrals.commissionsEarned")}
          value={summary && formatMoney(summary.commissionsEarned)}
          icon={CircleDollarSign}
          testId="stat-commissions-earned"
        />
      </StatGrid>
      <QueryView
        query={list}
        what={t("what.referrals")}
        loading={
          <div className="space-y-2" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" data-testid="skeleton-referral" />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={Users}
            title={t("referrals.empty.title")}
            description={t("referrals.empty.description")}
            testId="empty-referrals"
            action={
              <Button
                variant="outline"
                onClick={() => copyToClipboard(link, t("notice.linkCopied"))}
                data-testid="button-copy-affiliate-link"
              >
                <Copy aria-hidden />
                {t("referrals.empty.copyLink")}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul className="divide-y" data-testid="list-referrals">
                {data.items.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4" data-testid={`referral-${r.id}`}>
                    <div className="min-w-0">
                      <p className="font-medium">{r.name}</p>
                      <p className="text-sm text-muted-foreground" data-testid={`text-referral-email-${r.id}`}>
                        {t("referrals.emailAndJoined", { email: r.email, date: formatDate(r.joinDate) })}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="text-sm tabular-nums" data-testid={`text-referral-commissions-${r.id}`}>
                        {formatMoney(r.commissions)}
                      </span>
                      <Badge variant={r.status === "active" ? "success" : "secondary"} data-testid={`badge-referral-status-${r.id}`}>
                        {statusText(r.status)}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="px-5 pb-4">
                <Pager offset={offset} limit={PAGE} total={data.total} onChange={setOffset} />
              </div>
            </CardContent>
          </Card>
        )}
      </QueryView>
    </div>
  );
}
