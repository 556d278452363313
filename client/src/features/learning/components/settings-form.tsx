// The learner settings form (docs/spec.md §2, §3): loaded values in, PATCH /api/user/settings out.
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { learnerSettingsSchema, type LearnerSettings } from "@shared/schemas/profile";
import { Button } from "@/components/ui/button";
import { useTheme } from "@/app/theme";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUpdateSettingsMutation } from "../api/settings-queries";
import { DisplaySettingsCard, LearningSettingsCard, NotificationSettingsCard, PrivacySettingsCard } from "./settings-sections";

const SETTING_FIELDS = Object.keys(learnerSettingsSchema.shape) as (keyof LearnerSettings)[];

export function SettingsForm({ settings }: { settings: LearnerSettings }) {
  const { t } = useTranslation("learning");
  const { setPreviewTheme } = useTheme();
  const updateSettings = useUpdateSettingsMutation();
  const form = useForm<LearnerSettings>({
    resolver: zodResolver(learnerSettingsSchema),
    defaultValues: settings,
  });

  // The picked theme shows at once; leaving without saving goes back to the saved one.
  useEffect(() => () => setPreviewTheme(null), [setPreviewTheme]);

  const onSubmit = form.handleSubmit((values) => {
    // The player's speed and captions are set in the player (docs/decisions/017-captions-and-player.md); this form never sends
    // back the values it loaded, which another tab may have changed since.
    const { playbackRate: _rate, captionLanguage: _captions, ...fromThisForm } = values;
    updateSettings.mutate(fromThisForm, {
      onSuccess: (saved) => form.reset(saved),
      onError: (error) => applyServerFieldErrors(error, SETTING_FIELDS, form.setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="form-settings">
      <div className="grid gap-6 xl:grid-cols-2">
        <NotificationSettingsCard control={form.control} />
        <PrivacySettingsCard control={form.control} />
        <LearningSettingsCard control={form.control} />
        <DisplaySettingsCard control={form.control} onThemePick={setPreviewTheme} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={updateSettings.isPending} data-testid="button-save-settings">
          <Save aria-hidden />
          {updateSettings.isPending ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
