import { useEffect, useState } from "react";
import { Search, X } from "lucide-react";
import { COURSE_LEVELS, COURSE_SORTS, type CourseLevel } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { activeFilterCount, categoryLabel, levelLabel, sortLabel, type BrowseFilters } from "../api/browse-params";
import { useTranslation } from "@/i18n/react";

export const SEARCH_DEBOUNCE_MS = 300;

interface CourseFiltersProps {
  filters: BrowseFilters;
  categories: { category: string; count: number }[];
  onChange: (patch: Partial<BrowseFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** Search (debounced), category, level and sort; every change goes to the URL through onChange. */
export function CourseFilters({ filters, categories, onChange, onClear }: CourseFiltersProps) {
  const [text, setText] = useState(filters.search);
  const { t } = useTranslation("catalog");

  // The URL changed from elsewhere (Clear filters, Back): show what it says.
  useEffect(() => {
    setText((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === filters.search) return;
    const timer = setTimeout(() => onChange({ search: trimmed }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);

  const count = activeFilterCount(filters);
  const categoryOptions =
    categories.some((c) => c.category === filters.category) || !filters.category
      ? categories
      : [...categories, { category: filters.category, count: 0 }];

  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm lg:flex-row lg:items-center" role="search">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Leaving the box applies the search at once: a pending debounce that fired later would
          // navigate back here from the course the learner just opened.
          onBlur={() => {
            const trimmed = text.trim();
            if (trimmed !== filters.search) onChange({ search: trimmed }, { replace: true });
          }}
          placeholder={t("filters.searchPlaceholder")}
          aria-label={t("filters.search")}
          maxLength={200}
          className="pl-9"
          data-testid="input-search"
        />
      </div>
      {/* Each menu as wide as its longest choice from lg up ("Todas las categorías" is cut at a fixed width). */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex lg:w-auto">
        <NativeSelect
          aria-label={t("filters.category")}
          testId="category"
          className="lg:w-auto lg:min-w-44"
          value={filters.category || "all"}
          onValueChange={(value) => onChange({ category: value === "all" ? "" : value })}
          options={[
            { value: "all", label: t("filters.allCategories") },
            ...categoryOptions.map(({ category, count: n }) => ({
              value: category,
              label: n > 0 ? t("filters.categoryWithCount", { category: categoryLabel(category), n }) : categoryLabel(category),
            })),
          ]}
        />
        <NativeSelect<CourseLevel | "all">
          aria-label={t("filters.level")}
          testId="level"
          className="lg:w-auto lg:min-w-40"
          value={filters.level || "all"}
          onValueChange={(value) => onChange({ level: value === "all" ? "" : value })}
          options={[
            { value: "all", label: t("filters.allLevels") },
            ...COURSE_LEVELS.map((level) => ({ value: level, label: levelLabel(level) })),
          ]}
        />
        <NativeSelect
          aria-label={t("filters.sortBy")}
          testId="sort"
          className="lg:w-auto lg:min-w-40"
          value={filters.sort}
          onValueChange={(sort) => onChange({ sort })}
          options={COURSE_SORTS.map((sort) => ({ value: sort, label: sortLabel(sort) }))}
        />
      </div>
      <Button
        variant="ghost"
        onClick={() => {
          setText("");
          onClear();
        }}
        disabled={count === 0 && filters.sort === "newest" && !text}
        data-testid="button-clear-filters"
      >
        <X aria-hidden />
        {count > 0 ? t("filters.clearWithCount", { n: count }) : t("filters.clear")}
      </Button>
    </div>
  );
}
