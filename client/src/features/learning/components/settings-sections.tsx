// The four cards of the learner settings (docs/spec.md §2): notifications, privacy, learning preferences, display.
import type { ReactNode } from "react";
import { Controller, type Control } from "react-hook-form";
import { Link } from "wouter";
import { Bell, BookOpen, type LucideIcon, Monitor, Shield } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { LearnerSettings, Theme } from "@shared/schemas/profile";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormSelectField, FormSwitchRow } from "@/components/form-controls";
import { useCurrentUser } from "@/features/auth";
import { profilePath } from "@shared/schemas/public-profile";
import { LearningGoalsEditor } from "./settings-learning-goals";
import {
  difficultyOptions,
  emailFrequencyOptions,
  languageOptions,
  profileVisibilityOptions,
  themeOptions,
  timezoneOptions,
} from "./settings-options";

type SectionProps = { control: Control<LearnerSettings> };

function SettingsCard({
  icon: Icon,
  title,
  description,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon className="h-5 w-5 text-primary" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function NotificationSettingsCard({ control }: SectionProps) {
  const { t } = useTranslation("learning");
  return (
    <SettingsCard
      icon={Bell}
      title={t("settings.notifications.title")}
      description={t("settings.notifications.description")}
      testId="card-settings-notifications"
    >
      <div className="divide-y">
        <FormSwitchRow
          className="py-3"
          control={control}
          name="emailNotifications"
          label={t("settings.notifications.email.label")}
          description={t("settings.notifications.email.description")}
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="courseUpdates"
          label={t("settings.notifications.courseUpdates.label")}
          description={t("settings.notifications.courseUpdates.description")}
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="certificateReminders"
          label={t("settings.notifications.certificateReminders.label")}
          description={t("settings.notifications.certificateReminders.description")}
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="marketingEmails"
          label={t("settings.notifications.marketing.label")}
          description={t("settings.notifications.marketing.description")}
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="smsNotifications"
          label={t("settings.notifications.sms.label")}
          description={t("settings.notifications.sms.description")}
        />
      </div>
      <div className="pt-4">
        <FormSelectField
          control={control}
          name="emailFrequency"
          label={t("settings.notifications.frequency")}
          options={emailFrequencyOptions()}
        />
      </div>
    </SettingsCard>
  );
}

export function PrivacySettingsCard({ control }: SectionProps) {
  const { t } = useTranslation("learning");
  const username = useCurrentUser().user?.username;
  return (
    <SettingsCard
      icon={Shield}
      title={t("settings.privacy.title")}
      description={t("settings.privacy.description")}
      testId="card-settings-privacy"
    >
      <FormSelectField
        control={control}
        name="profileVisibility"
        label={t("settings.privacy.visibility")}
        options={profileVisibilityOptions()}
      />
      <div className="mt-2 divide-y">
        <FormSwitchRow
          className="py-3"
          control={control}
          name="showProgress"
          label={t("settings.privacy.showProgress.label")}
          description={t("settings.privacy.showProgress.description")}
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="showCertificates"
          label={t("settings.privacy.showCertificates.label")}
          description={t("settings.privacy.showCertificates.description")}
        />
      </div>
      {username && (
        <Link
          href={profilePath(username)}
          className="mt-2 inline-block text-sm font-medium underline"
          data-testid="link-view-public-profile"
        >
          {t("settings.privacy.viewProfile")}
        </Link>
      )}
    </SettingsCard>
  );
}

export function LearningSettingsCard({ control }: SectionProps) {
  const { t } = useTranslation("learning");
  return (
    <SettingsCard
      icon={BookOpen}
      title={t("settings.learning.title")}
      description={t("settings.learning.description")}
      testId="card-settings-learning"
    >
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField control={control} name="language" label={t("settings.learning.language")} options={languageOptions()} />
          <FormSelectField control={control} name="timezone" label={t("settings.learning.timezone")} options={timezoneOptions()} />
          <FormSelectField control={control} name="difficulty" label={t("settings.learning.difficulty")} options={difficultyOptions()} />
        </div>
        <Controller
          control={control}
          name="learningGoals"
          render={({ field, fieldState }) => (
            <LearningGoalsEditor goals={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
    </SettingsCard>
  );
}

export function DisplaySettingsCard({ control, onThemePick }: SectionProps & { onThemePick: (theme: Theme) => void }) {
  const { t } = useTranslation("learning");
  return (
    <SettingsCard
      icon={Monitor}
      title={t("settings.display.title")}
      description={t("settings.display.description")}
      testId="card-settings-display"
    >
      <div className="max-w-xs">
        <FormSelectField
          control={control}
          name="theme"
          label={t("settings.display.theme")}
          description={t("settings.display.themeHint")}
          options={themeOptions()}
          onPick={onThemePick}
        />
      </div>
    </SettingsCard>
  );
}
