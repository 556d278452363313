import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import {
  Banknote,
  BookOpen,
  ChartColumn,
  CreditCard,
  LayoutDashboard,
  Mail,
  ScrollText,
  Settings,
  TicketPercent,
  UserCog,
} from "lucide-react";
import { i18n } from "@/i18n";
import type { NavItem } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

const ADMIN_NAV: readonly NavItem[] = [
  { id: "dashboard", label: () => i18n.t("common:nav.dashboard"), path: "/admin", icon: LayoutDashboard },
  { id: "courses", label: () => i18n.t("common:nav.courses"), path: "/admin/courses", icon: BookOpen, aliases: ["/course-management"] },
  { id: "user-management", label: () => i18n.t("common:nav.userManagement"), path: "/admin/users", icon: UserCog },
  { id: "analytics", label: () => i18n.t("common:nav.analytics"), path: "/admin/analytics", icon: ChartColumn },
  { id: "payments", label: () => i18n.t("common:nav.payments"), path: "/admin/payments", icon: CreditCard },
  { id: "payouts", label: () => i18n.t("common:nav.payouts"), path: "/admin/payouts", icon: Banknote },
  { id: "coupons", label: () => i18n.t("common:nav.coupons"), path: "/admin/coupons", icon: TicketPercent },
  { id: "jobs-emails", label: () => i18n.t("common:nav.jobsEmails"), path: "/admin/emails", icon: Mail },
  { id: "audit-log", label: () => i18n.t("common:nav.auditLog"), path: "/admin/audit", icon: ScrollText },
  { id: "settings", label: () => i18n.t("common:nav.settings"), path: "/admin/settings", icon: Settings },
];

export default function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <SidebarShell title={t("layout.adminPanel")} items={ADMIN_NAV} allowedRoles={["admin"]}>
      {children}
    </SidebarShell>
  );
}
