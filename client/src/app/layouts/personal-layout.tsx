import type { ReactNode } from "react";
import { PERSONAL_NAV } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

export default function PersonalLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarShell title="Learning Hub" items={PERSONAL_NAV} allowedRoles={["personal"]}>
      {children}
    </SidebarShell>
  );
}
