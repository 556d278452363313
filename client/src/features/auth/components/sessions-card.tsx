import { useQuery } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import type { UserSession } from "@shared/schemas/account";
import { useTranslation } from "@/i18n/react";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useRevokeOtherSessionsMutation, useRevokeSessionMutation, userSessionsQueryOptions } from "../api/sessions-api";
import { Notice } from "./account-card";

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function SessionRow({ session }: { session: UserSession }) {
  const { t } = useTranslation("auth");
  const revoke = useRevokeSessionMutation();
  const device = [session.browser ?? t("sessions.unknownBrowser"), session.os].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid={`session-${session.id}`}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current && <Badge variant="secondary">{t("sessions.current")}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("sessions.details", {
            ip: session.ip ?? "—",
            created: when(session.createdAt),
            seen: when(session.lastSeenAt ?? session.createdAt),
          })}
        </p>
        {revoke.isError && (
          <Notice tone="error" testId={`text-session-error-${session.id}`}>
            {isApiError(revoke.error) ? revoke.error.serverMessage(t("common.tryAgain")) : t("common.unreachable")}
          </Notice>
        )}
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(session.id)}
          aria-label={t("sessions.signOutOne", { device })}
          data-testid={`button-revoke-${session.id}`}
        >
          <LogOut aria-hidden />
          {t("sessions.signOut")}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in (docs/product-rules.md §15), with sign-out of any other session. */
export function SessionsCard() {
  const { t } = useTranslation("auth");
  const sessions = useQuery(userSessionsQueryOptions);
  const revokeOthers = useRevokeOtherSessionsMutation();
  return (
    <Card data-testid="card-sessions">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MonitorSmartphone className="h-5 w-5" aria-hidden />
          {t("sessions.title")}
        </CardTitle>
        <CardDescription>{t("sessions.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={sessions}
          what={t("sessions.what")}
          compact
          errorTestId="error-sessions"
          loading={<Skeleton className="h-16 w-full" />}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t("sessions.empty")}</p>}
        >
          {(data) => (
            <div className="space-y-3">
              <ul className="divide-y" data-testid="list-sessions">
                {data.items.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </ul>
              {data.items.some((s) => !s.current) && (
                <Button
                  variant="outline"
                  disabled={revokeOthers.isPending}
                  onClick={() => revokeOthers.mutate()}
                  data-testid="button-revoke-others"
                >
                  {t("sessions.signOutOthers")}
                </Button>
              )}
              {revokeOthers.isSuccess && (
                <Notice tone="success" testId="text-sessions-ended">
                  {t("sessions.ended", { n: revokeOthers.data.ended })}
                </Notice>
              )}
            </div>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
