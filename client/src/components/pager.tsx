import { Button } from "@/components/ui/button";
import { useTranslation } from "@/i18n/react";

/**
 * Previous / Next over a server-paginated list. `totalCapped`: the server stopped counting at
 * `total` and more rows match (shared/schemas/common.ts pageTotal), shown as "of 1,000+".
 */
export function Pager({
  offset,
  limit,
  total,
  totalCapped = false,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  totalCapped?: boolean;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation("common");
  if (total <= limit && !totalCapped) return null;
  const range = { from: offset + 1, to: Math.min(offset + limit, total), total };
  return (
    <div className="flex items-center justify-between pt-4 text-sm" data-testid="pager">
      <span className="text-muted-foreground">{totalCapped ? t("pager.rangeOver", range) : t("pager.range", range)}</span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
          data-testid="button-page-prev"
        >
          {t("pager.previous")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + limit >= total && !totalCapped}
          onClick={() => onChange(offset + limit)}
          data-testid="button-page-next"
        >
          {t("pager.next")}
        </Button>
      </div>
    </div>
  );
}
