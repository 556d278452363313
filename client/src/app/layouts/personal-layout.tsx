import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import { Award, BookOpen, Compass, Landmark, LayoutDashboard, Settings, User } from "lucide-react";
import { i18n } from "@/i18n";
import type { NavItem } from "./nav-items";
import { SidebarShell } from "./sidebar-shell";

const PERSONAL_NAV: readonly NavItem[] = [
  { id: "dashboard", label: () => i18n.t("common:nav.dashboard"), path: "/", icon: LayoutDashboard, aliases: ["/personal"] },
  { id: "my-courses", label: () => i18n.t("common:nav.myCourses"), path: "/personal/courses", icon: BookOpen },
  {
    id: "browse-courses",
    label: () => i18n.t("common:nav.browseCourses"),
    path: "/personal/browse",
    icon: Compass,
    aliases: ["/browse", "/browse-courses"],
  },
  { id: "financial-products", label: () => i18n.t("common:nav.financialProducts"), path: "/personal/financial", icon: Landmark },
  { id: "certificates", label: () => i18n.t("common:nav.certificates"), path: "/personal/certificates", icon: Award },
  { id: "profile", label: () => i18n.t("common:nav.profile"), path: "/personal/profile", icon: User },
  { id: "settings", label: () => i18n.t("common:nav.settings"), path: "/personal/settings", icon: Settings },
];

export default function PersonalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <SidebarShell title={t("layout.learningHub")} items={PERSONAL_NAV} allowedRoles={["personal"]}>
      {children}
    </SidebarShell>
  );
}
