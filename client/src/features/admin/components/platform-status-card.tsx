import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryView } from "@/components/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { usePlatformInfo } from "@/features/auth";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function OnOff({ on, onText, offText }: { on: boolean; onText?: string; offText?: string }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant={on ? "default" : "secondary"}>{on ? (onText ?? t("platformStatus.on")) : (offText ?? t("platformStatus.off"))}</Badge>
  );
}

/** The settings as the server currently applies them (GET /api/platform), read-only. */
export function PlatformStatusCard() {
  const { t } = useTranslation("admin");
  const platform = usePlatformInfo();

  return (
    <Card data-testid="card-platform-status">
      <CardHeader>
        <CardTitle className="text-lg">{t("platformStatus.title")}</CardTitle>
        <CardDescription>{t("platformStatus.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={platform} what={t("platformStatus.what")} loading={<Skeleton className="h-40 w-full" />}>
          {(data) => (
            <dl className="divide-y">
              <Row label={t("platformStatus.platformName")} testId="text-platform-name">
                {data.platformName}
              </Row>
              <Row label={t("platformStatus.registration")} testId="text-registration-status">
                <OnOff on={data.registrationOpen} onText={t("platformStatus.open")} offText={t("platformStatus.closed")} />
              </Row>
              <Row label={t("platformStatus.adminSignup")} testId="text-admin-signup-status">
                <OnOff on={data.adminSignupOpen} onText={t("platformStatus.open")} offText={t("platformStatus.closed")} />
              </Row>
              <Row label={t("platformStatus.passwordRule")} testId="text-password-rule">
                {data.requireStrongPasswords
                  ? t("platformStatus.passwordStrong", { n: data.passwordMinLength })
                  : t("platformStatus.passwordLength", { n: data.passwordMinLength })}
              </Row>
              <Row label={t("platformStatus.maintenanceMode")} testId="text-maintenance-status">
                <OnOff on={data.maintenanceMode} />
              </Row>
              {data.maintenanceMode && (
                <Row label={t("platformStatus.maintenanceMessage")} testId="text-maintenance-message-setting">
                  {data.maintenanceMessage}
                </Row>
              )}
            </dl>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
