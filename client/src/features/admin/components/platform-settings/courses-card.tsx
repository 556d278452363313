import { useTranslation } from "@/i18n/react";
import { FormSelectField, FormSwitchRow, FormTextField } from "@/components/form-controls";
import { SettingsCard } from "../settings-fields";
import { ADMIN_SWITCH, AS_NUMBER, type SettingsFormApi } from "./settings-form-model";

/** Commissions, promo discounts, the free trial and the course defaults. */
export function CoursesCard({ form }: { form: SettingsFormApi }) {
  const { t } = useTranslation("admin");
  const notApplied = t("settings.notApplied");
  return (
    <SettingsCard title={t("settings.courses.title")} testId="card-courses">
      <FormTextField
        form={form}
        name="commissionRate"
        registerOptions={AS_NUMBER}
        label={t("settings.courses.commissionRate")}
        type="number"
        min={0}
        max={100}
        step={1}
        hint={t("settings.courses.commissionRateHint")}
      />
      <FormTextField
        form={form}
        name="maxAffiliateDiscount"
        registerOptions={AS_NUMBER}
        label={t("settings.courses.maxPromoDiscount")}
        type="number"
        min={0}
        max={100}
        step={1}
        hint={t("settings.courses.maxPromoDiscountHint")}
      />
      <FormTextField
        form={form}
        name="subscriptionTrialDays"
        registerOptions={AS_NUMBER}
        label={t("settings.courses.trialDays")}
        type="number"
        min={0}
        max={90}
        step={1}
        hint={t("settings.courses.trialDaysHint")}
      />
      <FormSelectField
        control={form.control}
        name="defaultCoursePricing"
        label={t("settings.courses.defaultPricing")}
        options={[
          { value: "free", label: t("settings.courses.pricing.free") },
          { value: "paid", label: t("settings.courses.pricing.paid") },
          { value: "subscription", label: t("settings.courses.pricing.subscription") },
        ]}
      />
      <FormSwitchRow
        className={ADMIN_SWITCH}
        control={form.control}
        name="allowCourseCreation"
        label={t("settings.courses.allowCreation")}
        description={notApplied}
      />
      <FormSwitchRow
        className={ADMIN_SWITCH}
        control={form.control}
        name="requireCourseApproval"
        label={t("settings.courses.requireApproval")}
        description={notApplied}
      />
    </SettingsCard>
  );
}
