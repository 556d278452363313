// The browse screen's filters live in the URL query (?search=&category=&level=&sort=&page=), so a
// reload, a shared link and the Back button all keep them.
import { COURSE_LEVELS, COURSE_SORTS, type CourseLevel, type CourseSort } from "@shared/constants";
import { i18n } from "@/i18n";
import type { CourseListParams } from "./course-queries";

export const COURSES_PER_PAGE = 12;
export const DEFAULT_SORT: CourseSort = "newest";

export interface BrowseFilters {
  search: string;
  /** Lowercase category, or "" for all. */
  category: string;
  level: CourseLevel | "";
  sort: CourseSort;
  /** 1-based. */
  page: number;
}

/** A sort as people read it, in the active language. */
export function sortLabel(sort: CourseSort): string {
  const labels: Record<CourseSort, string> = {
    newest: i18n.t("catalog:sort.newest"),
    oldest: i18n.t("catalog:sort.oldest"),
    rating: i18n.t("catalog:sort.rating"),
    popular: i18n.t("catalog:sort.popular"),
    title: i18n.t("catalog:sort.title"),
  };
  return labels[sort];
}

/** A course level in the active language ("beginner" -> "Beginner", "Principiante"). */
export function levelLabel(level: string): string {
  const labels: Record<CourseLevel, string> = {
    beginner: i18n.t("catalog:level.beginner"),
    intermediate: i18n.t("catalog:level.intermediate"),
    advanced: i18n.t("catalog:level.advanced"),
  };
  return Object.hasOwn(labels, level) ? labels[level as CourseLevel] : capitalise(level);
}

/**
 * A course category in the active language. Categories are typed by admins: the usual ones are
 * translated, any other is shown as written (capitalised).
 */
export function categoryLabel(category: string): string {
  const known: Record<string, string> = {
    marketing: i18n.t("catalog:category.marketing"),
    finance: i18n.t("catalog:category.finance"),
    business: i18n.t("catalog:category.business"),
    technology: i18n.t("catalog:category.technology"),
    design: i18n.t("catalog:category.design"),
  };
  const key = category.trim().toLowerCase();
  return Object.hasOwn(known, key) ? known[key] : capitalise(category);
}

export function capitalise(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const level = (params.get("level") ?? "").trim().toLowerCase();
  const sort = (params.get("sort") ?? "").trim().toLowerCase();
  const page = Number(params.get("page"));
  const category = (params.get("category") ?? "").trim().toLowerCase();
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    category: category === "all" ? "" : category.slice(0, 50),
    level: (COURSE_LEVELS as readonly string[]).includes(level) ? (level as CourseLevel) : "",
    sort: (COURSE_SORTS as readonly string[]).includes(sort) ? (sort as CourseSort) : DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string for the filters, leaving defaults out ("" when everything is default). */
export function writeBrowseFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  if (filters.level) params.set("level", filters.level);
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Search, category and level: what "Clear filters" counts. */
export function activeFilterCount(filters: BrowseFilters): number {
  return [filters.search, filters.category, filters.level].filter(Boolean).length;
}

export function toListParams(filters: BrowseFilters): CourseListParams {
  return {
    search: filters.search || undefined,
    category: filters.category || undefined,
    level: filters.level || undefined,
    sort: filters.sort,
    limit: COURSES_PER_PAGE,
    offset: (filters.page - 1) * COURSES_PER_PAGE,
  };
}
