import type { ReactNode } from "react";
import { ENTREPRENEUR_NAV } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

export default function EntrepreneurLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarShell title="Entrepreneur Hub" items={ENTREPRENEUR_NAV} allowedRoles={["entrepreneur"]}>
      {children}
    </SidebarShell>
  );
}
