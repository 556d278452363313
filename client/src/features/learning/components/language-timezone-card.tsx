import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Globe, Save } from "lucide-react";
import type { LearnerSettings } from "@shared/schemas/profile";
import { SelectField } from "@/components/form-controls";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTranslation } from "@/i18n/react";
import { learnerSettingsQueryOptions, useUpdateSettingsMutation } from "../api/settings-queries";
import { languageOptions, timezoneOptions } from "./settings-options";

type Preferences = Pick<LearnerSettings, "language" | "timezone">;

function PreferencesForm({ saved }: { saved: Preferences }) {
  const { t } = useTranslation("learning");
  const [values, setValues] = useState<Preferences>({ language: saved.language, timezone: saved.timezone });
  const save = useUpdateSettingsMutation();
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="preference-language"
          label={t("settings.learning.language")}
          testId="language"
          value={values.language}
          onChange={(language) => setValues((v) => ({ ...v, language }))}
          options={languageOptions()}
        />
        <SelectField
          id="preference-timezone"
          label={t("settings.learning.timezone")}
          testId="timezone"
          value={values.timezone}
          onChange={(timezone) => setValues((v) => ({ ...v, timezone }))}
          options={timezoneOptions()}
        />
      </div>
      <Button type="submit" disabled={save.isPending} data-testid="button-save-preferences">
        <Save aria-hidden />
        {save.isPending ? t("settings.saving") : t("settings.preferences.save")}
      </Button>
    </form>
  );
}

/**
 * The language and time zone of the signed-in user, whatever the role: the same settings and API
 * as the learner's (PATCH /api/user/settings), for the admin and entrepreneur settings screens,
 * which have no learner settings page (docs/product-rules.md §13).
 */
export function LanguageTimezoneCard() {
  const { t } = useTranslation("learning");
  const settings = useQuery(learnerSettingsQueryOptions);
  return (
    <Card data-testid="card-preferences">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Globe className="h-5 w-5" aria-hidden />
          {t("settings.preferences.title")}
        </CardTitle>
        <CardDescription>{t("settings.preferences.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={settings} what={t("settings.what")} compact loading={<Skeleton className="h-24 w-full" />}>
          {(data) => <PreferencesForm saved={data} />}
        </QueryView>
      </CardContent>
    </Card>
  );
}
