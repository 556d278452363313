import type { ReactNode } from "react";
import { ADMIN_NAV } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarShell title="Admin Panel" items={ADMIN_NAV} allowedRoles={["admin"]}>
      {children}
    </SidebarShell>
  );
}
