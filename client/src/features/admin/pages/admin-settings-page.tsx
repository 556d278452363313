import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { adminSettingsQueryOptions } from "../api/admin-management";
import { FinancialProductsCard } from "../components/financial-products-card";
import { LegalPagesCard } from "../components/legal-pages-card";
import { PlatformSettingsForm } from "../components/platform-settings/platform-settings-form";
import { PlatformStatusCard } from "../components/platform-status-card";
import { QueryView } from "@/components/query-view";
import { LanguageTimezoneCard } from "@/features/learning/forms";
import { TwoFactorCard } from "@/features/auth/forms";

export default function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  const settings = useQuery(adminSettingsQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeader title={t("settings.title")} description={t("settings.description")} />
      {/* The admin's own language and time zone, above the platform's settings. */}
      <LanguageTimezoneCard />
      <TwoFactorCard />
      <QueryView
        query={settings}
        what={t("settings.what")}
        errorTestId="settings-error"
        loading={<Skeleton className="h-[40rem] w-full" />}
      >
        {(data) => <PlatformSettingsForm settings={data} />}
      </QueryView>
      <LegalPagesCard />
      <FinancialProductsCard />
      <PlatformStatusCard />
    </div>
  );
}
