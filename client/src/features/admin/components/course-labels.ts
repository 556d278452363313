// Course levels and categories as the admin reads them, in the active language ("beginner" ->
// "Beginner", "Débutant"). A category outside the list (typed through the API) is shown capitalised.
import { useTranslation } from "@/i18n/react";
import { COURSE_CATEGORIES, COURSE_LEVELS, type CourseCategory, type CourseLevel } from "@shared/constants";
import { capitalise } from "@/features/catalog";

export function useCourseLabels() {
  const { t } = useTranslation("admin");
  const levels: Record<CourseLevel, string> = {
    beginner: t("levels.beginner"),
    intermediate: t("levels.intermediate"),
    advanced: t("levels.advanced"),
  };
  const categories: Record<CourseCategory, string> = {
    marketing: t("categories.marketing"),
    finance: t("categories.finance"),
    business: t("categories.business"),
    technology: t("categories.technology"),
    design: t("categories.design"),
  };
  const level = (value: string) => (Object.hasOwn(levels, value) ? levels[value as CourseLevel] : capitalise(value));
  const category = (value: string) => (Object.hasOwn(categories, value) ? categories[value as CourseCategory] : capitalise(value));
  return {
    level,
    category,
    levelOptions: COURSE_LEVELS.map((value) => ({ value, label: levels[value] })),
    categoryOptions: COURSE_CATEGORIES.map((value) => ({ value, label: categories[value] })),
  };
}
