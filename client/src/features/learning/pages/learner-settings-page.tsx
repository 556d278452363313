import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { learnerSettingsQueryOptions } from "../api/settings-queries";
import { DangerZone } from "../components/settings-danger-zone";
import { DataExportCard } from "../components/data-export-card";
import { serverMessageOf } from "../api/profile-feedback";
import { SettingsForm } from "../components/settings-form";

function SettingsSkeleton() {
  const { t } = useTranslation("learning");
  return (
    <div
      className="grid gap-6 xl:grid-cols-2"
      data-testid="skeleton-settings"
      role="status"
      aria-busy="true"
      aria-label={t("settings.loading")}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index}>
          <CardHeader className="space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </CardHeader>
          <CardContent className="space-y-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Learner settings (docs/spec.md §2): the loader; the form gets the loaded values (docs/architecture.md convention 7). */
export default function LearnerSettingsPage() {
  const { t } = useTranslation("learning");
  const settings = useQuery(learnerSettingsQueryOptions);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("settings.title")}
        description={t("settings.description")}
        actions={
          <Button asChild variant="outline">
            <Link href="/personal/profile" data-testid="link-back-to-profile">
              <ArrowLeft aria-hidden />
              {t("settings.backToProfile")}
            </Link>
          </Button>
        }
      />
      <QueryView
        query={settings}
        what={t("settings.what")}
        errorTestId="error-settings"
        errorDescription={serverMessageOf(settings.error)}
        loading={<SettingsSkeleton />}
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
      <DataExportCard />
      <DangerZone />
    </div>
  );
}
