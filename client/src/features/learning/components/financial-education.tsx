import { BookOpenCheck, Calculator, PiggyBank, Scale, ShieldAlert, type LucideIcon } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Plain guidance (no links) to read before choosing a product. */
export function FinancialEducation() {
  const { t } = useTranslation("learning");
  const resources: { title: string; body: string; icon: LucideIcon }[] = [
    { title: t("financial.education.credit.title"), body: t("financial.education.credit.body"), icon: Scale },
    { title: t("financial.education.emergency.title"), body: t("financial.education.emergency.body"), icon: PiggyBank },
    { title: t("financial.education.borrowing.title"), body: t("financial.education.borrowing.body"), icon: Calculator },
    { title: t("financial.education.investing.title"), body: t("financial.education.investing.body"), icon: BookOpenCheck },
  ];
  return (
    <section aria-labelledby="financial-education-heading" className="space-y-4">
      <h2 id="financial-education-heading" className="text-xl font-semibold">
        {t("financial.education.heading")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {resources.map(({ title, body, icon: Icon }) => (
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
  const { t } = useTranslation("learning");
  return (
    <Card className="border-amber-500/40 bg-amber-500/5" data-testid="text-financial-disclaimer">
      <CardContent className="flex gap-3 p-5 text-sm text-muted-foreground">
        <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
        <p>
          <span className="font-semibold text-foreground">{t("financial.disclaimer.label")}</span> {t("financial.disclaimer.text")}
        </p>
      </CardContent>
    </Card>
  );
}
