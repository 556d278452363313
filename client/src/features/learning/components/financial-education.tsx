import { BookOpenCheck, Calculator, PiggyBank, Scale, ShieldAlert, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const RESOURCES: { title: string; body: string; icon: LucideIcon }[] = [
  {
    title: "Understanding credit scores",
    body: "Your score reflects payment history, how much of your available credit you use, and the age of your accounts. Paying on time and keeping balances low are what move it most.",
    icon: Scale,
  },
  {
    title: "Building an emergency fund",
    body: "Set aside a few months of essential expenses in an easy-to-reach savings account before taking on new debt or investing.",
    icon: PiggyBank,
  },
  {
    title: "Borrowing responsibly",
    body: "Compare the APR, the term and every fee, not just the monthly payment. Borrow only what your budget can repay comfortably.",
    icon: Calculator,
  },
  {
    title: "Investing for the long term",
    body: "Diversified, low-cost funds held for years smooth out short-term swings. Past returns do not guarantee future results.",
    icon: BookOpenCheck,
  },
];

/** Plain guidance (no links) to read before choosing a product. */
export function FinancialEducation() {
  return (
    <section aria-labelledby="financial-education-heading" className="space-y-4">
      <h2 id="financial-education-heading" className="text-xl font-semibold">
        Financial Education
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {RESOURCES.map(({ title, body, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full" data-testid="card-education-resource">
              <CardHeader className="pb-2">
                <CardTitle className="flex items-center gap-2 text-base">
                  <Icon className="h-5 w-5 text-primary" aria-hidden />
                  {title}
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{body}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FinancialDisclaimer() {
  return (
    <Card className="border-amber-500/40 bg-amber-500/5" data-testid="text-financial-disclaimer">
      <CardContent className="flex gap-3 p-5 text-sm text-muted-foreground">
        <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
        <p>
          <span className="font-semibold text-foreground">Disclaimer: </span>
          These financial products are offered by third-party partners, not by GSM Academy. Rates, terms and eligibility are set by each
          provider and may change. GSM Academy does not provide financial advice; review each provider's terms before applying.
        </p>
      </CardContent>
    </Card>
  );
}
