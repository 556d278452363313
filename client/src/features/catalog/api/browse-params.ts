// The browse screen's filters live in the URL query (?search=&category=&level=&sort=&page=), so a
// reload, a shared link and the Back button all keep them.
import { COURSE_LEVELS, COURSE_SORTS, type CourseLevel, type CourseSort } from "@shared/constants";
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

export const SORT_LABELS: Record<CourseSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  rating: "Highest rated",
  popular: "Most popular",
  title: "Title (A-Z)",
};

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
