import { Award, GraduationCap, TrendingUp, Users } from "lucide-react";
import { useTranslation } from "@/i18n/react";

// Marketing copy of docs/spec.md §1 (fixed on purpose: docs/product-rules.md §1.2 keeps marketing copy as written).
export function AuthMarketingPanel() {
  const { t } = useTranslation("auth");
  const highlights = [
    { icon: GraduationCap, title: t("marketing.courses.title"), text: t("marketing.courses.text") },
    { icon: Award, title: t("marketing.certificates.title"), text: t("marketing.certificates.text") },
    { icon: TrendingUp, title: t("marketing.earn.title"), text: t("marketing.earn.text") },
    { icon: Users, title: t("marketing.community.title"), text: t("marketing.community.text") },
  ];
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="hidden flex-col justify-center gap-8 bg-gradient-to-br from-brand-600 to-brand-900 p-10 text-white lg:flex"
      data-testid="panel-auth-marketing"
    >
      <div className="space-y-3">
        <h2 id="auth-marketing-title" className="text-3xl font-bold leading-tight">
          {t("marketing.title")}
        </h2>
        <p className="text-lg text-brand-100">{t("marketing.subtitle")}</p>
      </div>
      <ul className="space-y-5">
        {highlights.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
