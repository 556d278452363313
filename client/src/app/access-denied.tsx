import { ShieldAlert } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import type { Role } from "@shared/constants";
import { Button } from "@/components/ui/button";

/** Shown when a signed-in user opens a screen of another role (the server refuses its data anyway). */
export function AccessDenied({ allowedRoles }: { allowedRoles: readonly Role[] }) {
  const { t, i18n } = useTranslation("common");
  const roles: Record<Role, string> = {
    admin: t("role.admin"),
    entrepreneur: t("role.entrepreneur"),
    personal: t("role.personal"),
  };
  const names = new Intl.ListFormat(i18n.resolvedLanguage, { type: "disjunction" }).format(allowedRoles.map((role) => roles[role]));
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlert className="h-12 w-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold" data-testid="text-access-denied">
        {t("accessDenied.title")}
      </h1>
      <p className="text-muted-foreground">{t("accessDenied.onlyFor", { roles: names })}</p>
      <Button asChild>
        <Link href="/" data-testid="link-go-dashboard">
          {t("accessDenied.goToDashboard")}
        </Link>
      </Button>
    </div>
  );
}
