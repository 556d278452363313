import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/i18n/react";
import { useCurrentUser } from "../api/use-auth";
import { TwoFactorCard } from "../components/two-factor-card";

/**
 * /account/two-factor: where the SPA takes an admin who must set up a second factor
 * (enableTwoFactor, docs/product-rules.md §15) before anything else; any account may use it.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation("auth");
  const { user } = useCurrentUser();
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("twoFactor.page.title")}</h1>
        <p className="text-muted-foreground">{t("twoFactor.page.intro")}</p>
      </div>
      <TwoFactorCard />
      {user?.twoFactorEnabled && (
        <Button asChild data-testid="link-two-factor-continue">
          <Link href="/">{t("twoFactor.page.continue")}</Link>
        </Button>
      )}
    </main>
  );
}
