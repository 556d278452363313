import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import { ENTREPRENEUR_NAV } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

export default function EntrepreneurLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <SidebarShell title={t("layout.entrepreneurHub")} items={ENTREPRENEUR_NAV} allowedRoles={["entrepreneur"]}>
      {children}
    </SidebarShell>
  );
}
