import type { ReactNode } from "react";
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

function OnOff({ on, onText = "On", offText = "Off" }: { on: boolean; onText?: string; offText?: string }) {
  return <Badge variant={on ? "default" : "secondary"}>{on ? onText : offText}</Badge>;
}

/** The settings as the server currently applies them (GET /api/platform), read-only. */
export function PlatformStatusCard() {
  const platform = usePlatformInfo();

  return (
    <Card data-testid="card-platform-status">
      <CardHeader>
        <CardTitle className="text-lg">Current Platform Status</CardTitle>
        <CardDescription>What visitors and learners experience right now.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={platform} what="the platform status" loading={<Skeleton className="h-40 w-full" />}>
          {(data) => (
            <dl className="divide-y">
              <Row label="Platform name" testId="text-platform-name">
                {data.platformName}
              </Row>
              <Row label="User registration" testId="text-registration-status">
                <OnOff on={data.registrationOpen} onText="Open" offText="Closed" />
              </Row>
              <Row label="Admin sign-up" testId="text-admin-signup-status">
                <OnOff on={data.adminSignupOpen} onText="Open" offText="Closed" />
              </Row>
              <Row label="Password rule" testId="text-password-rule">
                At least {data.passwordMinLength} characters
                {data.requireStrongPasswords ? ", letters and digits" : ""}
              </Row>
              <Row label="Maintenance mode" testId="text-maintenance-status">
                <OnOff on={data.maintenanceMode} />
              </Row>
              {data.maintenanceMode && (
                <Row label="Maintenance message" testId="text-maintenance-message-setting">
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
