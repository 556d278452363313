import { useId } from "react";
import { useTranslation } from "@/i18n/react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, formatNumber } from "@/lib/format";
import { axisTicks, monthLabel, niceAxisMax } from "./monthly-chart-scale";

/** An axis tick in dollars without the cents of a round amount: "$40,000", "40 000 $US". */
const formatWholeDollars = (value: number) => formatMoney(value).replace(/[.,]00(?=\D*$)/, "");

export interface MonthlyBarChartProps {
  /** What the chart shows, for screen readers and the tooltip ("New users", "Revenue"). */
  label: string;
  points: { month: string; value: number }[];
  money?: boolean;
  testId: string;
  /** A CSS colour (a theme variable) for the bars. */
  color: string;
}

/**
 * A month-by-month bar chart (Recharts): the y axis is scaled to the data, a tooltip gives the
 * exact value, and a table of the same figures is there for screen readers.
 */
export default function MonthlyBarChart({ label, points, money, testId, color }: MonthlyBarChartProps) {
  const { t } = useTranslation("admin");
  const titleId = useId();
  const format = (value: number) => (money ? formatMoney(value) : formatNumber(value));
  const perMonth = t("chart.perMonth", { label });
  const top = niceAxisMax(points.map((p) => p.value));
  const data = points.map((p) => ({ ...p, name: monthLabel(p.month) }));
  return (
    <figure className="space-y-2" aria-labelledby={titleId} data-testid={testId} data-axis-max={top}>
      <figcaption id={titleId} className="sr-only">
        {perMonth}
      </figcaption>
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 256 }}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: money ? 16 : 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="name" tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: "currentColor" }} />
            <YAxis
              domain={[0, top]}
              ticks={axisTicks(top, { money })}
              allowDecimals={!!money}
              tickFormatter={(v: number) => (money ? formatWholeDollars(v) : formatNumber(v))}
              tickLine={false}
              axisLine={false}
              width={money ? 72 : 40}
              tick={{ fontSize: 12, fill: "currentColor" }}
            />
            <Tooltip
              cursor={{ fillOpacity: 0.1 }}
              formatter={(value) => [format(Number(value)), label]}
              contentStyle={{ background: "var(--color-popover, #fff)", color: "var(--color-popover-foreground, #111)", borderRadius: 8 }}
            />
            <Bar dataKey="value" name={label} fill={color} radius={[4, 4, 0, 0]} minPointSize={2} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{perMonth}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.month")}</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{monthLabel(p.month)}</th>
              <td data-testid={`${testId}-value-${p.month}`}>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
