import { formatMoney } from "@/lib/format";

/** SPEC §9: bars scaled against a fixed maximum over 200 px, at least 8 px; a bar past it is capped. */
export function barHeight(value: number, scaleMax: number, maxPx = 200, minPx = 8): number {
  if (!(value > 0)) return minPx;
  return Math.max(minPx, Math.min(maxPx, Math.round((value / scaleMax) * maxPx)));
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });

interface BarChartProps {
  points: { month: string; value: number }[];
  scaleMax: number;
  money?: boolean;
  testId: string;
  tone: string;
}

export function BarChart({ points, scaleMax, money, testId, tone }: BarChartProps) {
  return (
    <div className="flex h-64 items-end justify-between gap-2" data-testid={testId}>
      {points.map((p) => {
        const label = money ? formatMoney(p.value) : String(p.value);
        return (
          <div key={p.month} className="flex flex-1 flex-col items-center gap-1" data-testid={`${testId}-${p.month}`}>
            <span className="text-xs font-medium tabular-nums">{label}</span>
            <div
              className={`w-full max-w-12 rounded-t ${tone}`}
              style={{ height: `${barHeight(p.value, scaleMax)}px` }}
              data-testid={`${testId}-bar-${p.month}`}
              role="img"
              aria-label={`${monthLabel(p.month)}: ${label}`}
            />
            <span className="text-xs text-muted-foreground">{monthLabel(p.month)}</span>
          </div>
        );
      })}
    </div>
  );
}
