// Sidebars of SPEC §2, labels and paths exactly as specified.
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

export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Other paths that show the same screen and so highlight this item. */
  aliases?: readonly string[];
}

export const ADMIN_NAV: readonly NavItem[] = [
  { label: "Dashboard", path: "/admin", icon: LayoutDashboard },
  { label: "Courses", path: "/admin/courses", icon: BookOpen, aliases: ["/course-management"] },
  { label: "User Management", path: "/admin/users", icon: UserCog },
  { label: "Analytics", path: "/admin/analytics", icon: ChartColumn },
  { label: "Payments", path: "/admin/payments", icon: CreditCard },
  { label: "Payouts", path: "/admin/payouts", icon: Banknote },
  { label: "Coupons", path: "/admin/coupons", icon: TicketPercent },
  { label: "Jobs & Emails", path: "/admin/emails", icon: Mail },
  { label: "Settings", path: "/admin/settings", icon: Settings },
];

export const PERSONAL_NAV: readonly NavItem[] = [
  { label: "Dashboard", path: "/", icon: LayoutDashboard, aliases: ["/personal"] },
  { label: "My Courses", path: "/personal/courses", icon: BookOpen },
  { label: "Browse Courses", path: "/personal/browse", icon: Compass, aliases: ["/browse", "/browse-courses"] },
  { label: "Financial Products", path: "/personal/financial", icon: Landmark },
  { label: "Certificates", path: "/personal/certificates", icon: Award },
  { label: "Profile", path: "/personal/profile", icon: User },
  { label: "Settings", path: "/personal/settings", icon: Settings },
];

export const ENTREPRENEUR_NAV: readonly NavItem[] = [
  { label: "Dashboard", path: "/", icon: LayoutDashboard, aliases: ["/entrepreneur"] },
  { label: "Browse Courses", path: "/entrepreneur/courses", icon: Compass },
  { label: "Commissions", path: "/entrepreneur/commissions", icon: Wallet },
  { label: "Leaderboard", path: "/entrepreneur/leaderboard", icon: Trophy },
  { label: "Referrals", path: "/entrepreneur/referrals", icon: Users },
  { label: "Marketing Tools", path: "/entrepreneur/tools", icon: Megaphone },
  { label: "Settings", path: "/entrepreneur/settings", icon: Settings },
];

export function navTestId(label: string): string {
  return `nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

export function isNavItemActive(item: NavItem, location: string): boolean {
  return item.path === location || (item.aliases ?? []).includes(location);
}
