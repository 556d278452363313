import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import { PERSONAL_NAV } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

export default function PersonalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <SidebarShell title={t("layout.learningHub")} items={PERSONAL_NAV} allowedRoles={["personal"]}>
      {children}
    </SidebarShell>
  );
}
