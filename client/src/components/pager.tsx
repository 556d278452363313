import { Button } from "@/components/ui/button";
import { useTranslation } from "react-i18next";

/** Previous / Next over a server-paginated list. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation("common");
  if (total <= limit) return null;
  return (
    <div className="flex items-center justify-between pt-4 text-sm" data-testid="pager">
      <span className="text-muted-foreground">{t("pager.range", { from: offset + 1, to: Math.min(offset + limit, total), total })}</span>
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
          disabled={offset + limit >= total}
          onClick={() => onChange(offset + limit)}
          data-testid="button-page-next"
        >
          {t("pager.next")}
        </Button>
      </div>
    </div>
  );
}
