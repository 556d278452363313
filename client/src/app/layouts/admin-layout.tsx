import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import { ADMIN_NAV } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

export default function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <SidebarShell title={t("layout.adminPanel")} items={ADMIN_NAV} allowedRoles={["admin"]}>
      {children}
    </SidebarShell>
  );
}
