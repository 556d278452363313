// Sidebars of docs/spec.md §2, labels and paths exactly as specified (the English catalog holds the labels).
import {
  Award,
  Banknote,
  TicketPercent,
  CreditCard,
  BookOpen,
  ChartColumn,
  Compass,
  Landmark,
  LayoutDashboard,
  Mail,
  Megaphone,
  Settings,
  Trophy,
  User,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { i18n } from "@/i18n";

export interface NavItem {
  /** Stable across languages: the test id is nav-{id}. */
  id: string;
  /** Read at render time, in the active language. */
  label: () => string;
  path: string;
  icon: LucideIcon;
  /** Other paths that show the same screen and so highlight this item. */
  aliases?: readonly string[];
}

export const ADMIN_NAV: readonly NavItem[] = [
  { id: "dashboard", label: () => i18n.t("common:nav.dashboard"), path: "/admin", icon: LayoutDashboard },
  { id: "courses", label: () => i18n.t("common:nav.courses"), path: "/admin/courses", icon: BookOpen, aliases: ["/course-management"] },
  { id: "user-management", label: () => i18n.t("common:nav.userManagement"), path: "/admin/users", icon: UserCog },
  { id: "analytics", label: () => i18n.t("common:nav.analytics"), path: "/admin/analytics", icon: ChartColumn },
  { id: "payments", label: () => i18n.t("common:nav.payments"), path: "/admin/payments", icon: CreditCard },
  { id: "payouts", label: () => i18n.t("common:nav.payouts"), path: "/admin/payouts", icon: Banknote },
  { id: "coupons", label: () => i18n.t("common:nav.coupons"), path: "/admin/coupons", icon: TicketPercent },
  { id: "jobs-emails", label: () => i18n.t("common:nav.jobsEmails"), path: "/admin/emails", icon: Mail },
  { id: "settings", label: () => i18n.t("common:nav.settings"), path: "/admin/settings", icon: Settings },
];

export const PERSONAL_NAV: readonly NavItem[] = [
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

export const ENTREPRENEUR_NAV: readonly NavItem[] = [
  { id: "dashboard", label: () => i18n.t("common:nav.dashboard"), path: "/", icon: LayoutDashboard, aliases: ["/entrepreneur"] },
  { id: "browse-courses", label: () => i18n.t("common:nav.browseCourses"), path: "/entrepreneur/courses", icon: Compass },
  { id: "commissions", label: () => i18n.t("common:nav.commissions"), path: "/entrepreneur/commissions", icon: Wallet },
  { id: "leaderboard", label: () => i18n.t("common:nav.leaderboard"), path: "/entrepreneur/leaderboard", icon: Trophy },
  { id: "referrals", label: () => i18n.t("common:nav.referrals"), path: "/entrepreneur/referrals", icon: Users },
  { id: "marketing-tools", label: () => i18n.t("common:nav.marketingTools"), path: "/entrepreneur/tools", icon: Megaphone },
  { id: "settings", label: () => i18n.t("common:nav.settings"), path: "/entrepreneur/settings", icon: Settings },
];

export function navTestId(item: NavItem): string {
  return `nav-${item.id}`;
}

export function isNavItemActive(item: NavItem, location: string): boolean {
  return item.path === location || (item.aliases ?? []).includes(location);
}
