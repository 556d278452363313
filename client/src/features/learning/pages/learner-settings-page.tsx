import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { learnerSettingsQueryOptions } from "../api/settings-queries";
import { serverMessageOf } from "../api/profile-feedback";
import { DangerZone } from "../components/settings-danger-zone";
import { SettingsForm } from "../components/settings-form";

function SettingsSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-2" data-testid="skeleton-settings" aria-busy="true" aria-label="Loading settings">
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

/** Learner settings (SPEC §2): the loader; the form gets the loaded values (STYLE §7). */
export default function LearnerSettingsPage() {
  const settings = useQuery(learnerSettingsQueryOptions);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Settings"
        description="Notifications, privacy, learning preferences and display."
        actions={
          <Button asChild variant="outline">
            <Link href="/personal/profile" data-testid="link-back-to-profile">
              <ArrowLeft aria-hidden />
              Back to Profile
            </Link>
          </Button>
        }
      />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <Card data-testid="error-settings">
          <CardContent className="flex flex-col items-start gap-3 py-6">
            <p className="text-sm text-destructive">Could not load your settings: {serverMessageOf(settings.error)}</p>
            <Button variant="outline" onClick={() => settings.refetch()} data-testid="button-retry-settings">
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <SettingsSkeleton />
      )}
      <DangerZone />
    </div>
  );
}
