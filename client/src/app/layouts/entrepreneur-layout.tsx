import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import { Compass, LayoutDashboard, Megaphone, Settings, Trophy, Users, Wallet } from "lucide-react";
import { i18n } from "@/i18n";
import type { NavItem } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

const ENTREPRENEUR_NAV: readonly NavItem[] = [
  { id: "dashboard", label: () => i18n.t("common:nav.dashboard"), path: "/", icon: LayoutDashboard, aliases: ["/entrepreneur"] },
  { id: "browse-courses", label: () => i18n.t("common:nav.browseCourses"), path: "/entrepreneur/courses", icon: Compass },
  { id: "commissions", label: () => i18n.t("common:nav.commissions"), path: "/entrepreneur/commissions", icon: Wallet },
  { id: "leaderboard", label: () => i18n.t("common:nav.leaderboard"), path: "/entrepreneur/leaderboard", icon: Trophy },
  { id: "referrals", label: () => i18n.t("common:nav.referrals"), path: "/entrepreneur/referrals", icon: Users },
  { id: "marketing-tools", label: () => i18n.t("common:nav.marketingTools"), path: "/entrepreneur/tools", icon: Megaphone },
  { id: "settings", label: () => i18n.t("common:nav.settings"), path: "/entrepreneur/settings", icon: Settings },
];

export default function EntrepreneurLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <SidebarShell title={t("layout.entrepreneurHub")} items={ENTREPRENEUR_NAV} allowedRoles={["entrepreneur"]}>
      {children}
    </SidebarShell>
  );
}
