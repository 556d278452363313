// The four cards of the learner settings (SPEC §2): notifications, privacy, learning preferences, display.
import type { ReactNode } from "react";
import { Controller, type Control } from "react-hook-form";
import { Bell, BookOpen, type LucideIcon, Monitor, Shield } from "lucide-react";
import type { LearnerSettings, Theme } from "@shared/schemas/profile";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormSelectField, FormSwitchRow } from "@/components/form-controls";
import { LearningGoalsEditor } from "./settings-learning-goals";
import {
  DIFFICULTY_OPTIONS,
  EMAIL_FREQUENCY_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
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
  return (
    <SettingsCard
      icon={Bell}
      title="Notifications"
      description="Choose what we tell you about and how often."
      testId="card-settings-notifications"
    >
      <div className="divide-y">
        <FormSwitchRow
          className="py-3"
          control={control}
          name="emailNotifications"
          label="Email notifications"
          description="Account and learning activity by email."
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="courseUpdates"
          label="Course updates"
          description="New lessons and changes in your courses."
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="certificateReminders"
          label="Certificate reminders"
          description="A nudge when a certificate is within reach."
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="marketingEmails"
          label="Marketing emails"
          description="News, offers and course recommendations."
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="smsNotifications"
          label="SMS notifications"
          description="Important alerts by text message."
        />
      </div>
      <div className="pt-4">
        <FormSelectField control={control} name="emailFrequency" label="Email frequency" options={EMAIL_FREQUENCY_OPTIONS} />
      </div>
    </SettingsCard>
  );
}

export function PrivacySettingsCard({ control }: SectionProps) {
  return (
    <SettingsCard icon={Shield} title="Privacy" description="Decide who sees your profile and achievements." testId="card-settings-privacy">
      <FormSelectField control={control} name="profileVisibility" label="Profile visibility" options={PROFILE_VISIBILITY_OPTIONS} />
      <div className="mt-2 divide-y">
        <FormSwitchRow
          className="py-3"
          control={control}
          name="showProgress"
          label="Show learning progress"
          description="Others can see how far you are in your courses."
        />
        <FormSwitchRow
          className="py-3"
          control={control}
          name="showCertificates"
          label="Show certificates"
          description="Your earned certificates appear on your profile."
        />
      </div>
    </SettingsCard>
  );
}

export function LearningSettingsCard({ control }: SectionProps) {
  return (
    <SettingsCard
      icon={BookOpen}
      title="Learning Preferences"
      description="Tailor recommendations and times to you."
      testId="card-settings-learning"
    >
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField control={control} name="language" label="Language" options={LANGUAGE_OPTIONS} />
          <FormSelectField control={control} name="timezone" label="Timezone" options={TIMEZONE_OPTIONS} />
          <FormSelectField control={control} name="difficulty" label="Preferred difficulty" options={DIFFICULTY_OPTIONS} />
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
  return (
    <SettingsCard icon={Monitor} title="Display" description="The theme changes at once; save to keep it." testId="card-settings-display">
      <div className="max-w-xs">
        <FormSelectField
          control={control}
          name="theme"
          label="Theme"
          description="System follows your device's light or dark setting."
          options={THEME_OPTIONS}
          onPick={onThemePick}
        />
      </div>
    </SettingsCard>
  );
}
