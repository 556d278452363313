// A course's level and category as the course page shows them. The level is one of COURSE_LEVELS;
// the category is free text, so the usual ones are translated and any other is shown as written.
import type { CourseLevel } from "@shared/constants";
import { capitalise } from "@/features/catalog";
import { i18n } from "@/i18n";

export function courseLevelLabel(level: string): string {
  const labels: Record<CourseLevel, () => string> = {
    beginner: () => i18n.t("player:course.level.beginner"),
    intermediate: () => i18n.t("player:course.level.intermediate"),
    advanced: () => i18n.t("player:course.level.advanced"),
  };
  return Object.hasOwn(labels, level) ? labels[level as CourseLevel]() : capitalise(level);
}

export function courseCategoryLabel(category: string): string {
  const labels: Record<string, () => string> = {
    marketing: () => i18n.t("player:course.category.marketing"),
    finance: () => i18n.t("player:course.category.finance"),
    business: () => i18n.t("player:course.category.business"),
    technology: () => i18n.t("player:course.category.technology"),
    design: () => i18n.t("player:course.category.design"),
  };
  const key = category.trim().toLowerCase();
  return Object.hasOwn(labels, key) ? labels[key]() : capitalise(category);
}
