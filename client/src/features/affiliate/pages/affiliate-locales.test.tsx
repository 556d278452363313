import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { EntrepreneurProfileView } from "@shared/schemas/affiliate";
import { makeCourse } from "@/test/fixtures";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { renderWithProviders } from "@/test/render";
import { commission, commissionList, entrepreneur, leaderboard, stats } from "@/test/fixtures";
import CommissionsPage from "./commissions-page";
import EntrepreneurDashboardPage from "./entrepreneur-dashboard-page";
import EntrepreneurSettingsPage from "./entrepreneur-settings-page";
import LeaderboardPage from "./leaderboard-page";
import MarketingToolsPage from "./marketing-tools-page";
import ReferralsPage from "./referrals-page";
import { fakeApi } from "@/test/fake-api";

// The entrepreneur's screens in every language besides English, with no English fallback:
// a key missing from a catalog shows in missingKeys() (docs/product-rules.md §13, docs/decisions/019-languages.md).

beforeEach(() => {
  Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn(async () => undefined) }, configurable: true });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetLocale();
});

const board = leaderboard(
  [
    { id: 3, username: "anna_l", displayName: "Anna Lee", sales: 9, earnings: "1135.00", salesVolume: "9000.00", rank: 1 },
    { id: 7, username: "ella", displayName: "Ella Stone", sales: 1, earnings: "15.00", salesVolume: "100.00", rank: 2 },
  ],
  { id: 7, username: "ella", displayName: "Ella Stone", sales: 1, earnings: "15.00", salesVolume: "100.00", rank: 2 },
);
const profile: EntrepreneurProfileView = {
  firstName: "Ella",
  lastName: "Seller",
  email: "ella@example.com",
  businessName: null,
  website: null,
  bio: null,
  paypalEmail: null,
  bankAccount: null,
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: true,
  status: "active",
  memberSince: "2026-01-05T00:00:00.000Z",
  affiliateCode: "GSM000007",
};
function stubEverything() {
  fakeApi({
    "GET /api/user": { status: 200, body: entrepreneur },
    "GET /api/entrepreneur/stats": { status: 200, body: { ...stats, totalEarnings: "1132.60" } },
    "GET /api/entrepreneur/commissions": {
      status: 200,
      body: commissionList([commission(1), commission(2, { status: "paid", amount: "20.00" }), commission(3, { status: "reversed" })]),
    },
    "GET /api/entrepreneur/leaderboard": { status: 200, body: board },
    "GET /api/entrepreneur/payouts": {
      status: 200,
      body: [{ id: 4, period: "2026-10", amount: "120.00", commissionCount: 3, status: "paid", createdAt: "2026-11-01T00:00:00.000Z" }],
    },
    "GET /api/entrepreneur/referrals": {
      status: 200,
      body: {
        items: [
          {
            id: 31,
            name: "Jane Doe",
            email: "j***@example.com",
            joinDate: "2026-11-02T00:00:00.000Z",
            status: "active",
            commissions: "12.34",
          },
        ],
        total: 1,
        summary: { totalReferrals: 1, activeUsers: 1, commissionsEarned: "12.34" },
      },
    },
    "GET /api/entrepreneur/promo-codes": {
      status: 200,
      body: {
        maxDiscount: 10,
        items: [
          {
            id: 1,
            code: "ELLA10",
            percentOff: 10,
            active: false,
            createdAt: "2026-11-20T00:00:00.000Z",
            uses: 2,
            sales: "180.00",
            commissions: "27.00",
          },
        ],
      },
    },
    "GET /api/entrepreneur/profile": { status: 200, body: profile },
    "GET /api/courses": { status: 200, body: { items: [makeCourse({ id: 3, title: "Growth" })], total: 1 } },
  });
}

/** What each locale must show: words of the screen and figures written its way. */
const expected = {
  es: {
    dashboard: "Panel del emprendedor",
    earnings: /1132,60\sUS\$/, // Spanish groups thousands from five digits on
    paidBadge: "Pagada",
    leaderboard: "Clasificación mensual",
    month: "noviembre de 2026",
    place: "1.º puesto",
    sales: "9 ventas",
    commissions: "Seguimiento de comisiones",
    referrals: "Referidos",
    tools: "Herramientas de marketing",
    settings: "Ajustes",
  },
  fr: {
    dashboard: "Tableau de bord entrepreneur",
    earnings: /1\s132,60\s\$US/,
    paidBadge: "Versée",
    leaderboard: "Classement mensuel",
    month: "novembre 2026",
    place: "1re place",
    sales: "9 ventes",
    commissions: "Suivi des commissions",
    referrals: "Parrainages",
    tools: "Outils marketing",
    settings: "Paramètres",
  },
  de: {
    dashboard: "Unternehmer-Dashboard",
    earnings: /1\.132,60\s\$/,
    paidBadge: "Ausgezahlt",
    leaderboard: "Monatliche Rangliste",
    month: "November 2026",
    place: "1. Platz",
    sales: "9 Verkäufe",
    commissions: "Provisionsübersicht",
    referrals: "Empfehlungen",
    tools: "Marketing-Tools",
    settings: "Einstellungen",
  },
  zh: {
    dashboard: "创业者控制台",
    earnings: /US\$1,132\.60/,
    paidBadge: "已支付",
    leaderboard: "月度排行榜",
    month: "2026年11月",
    place: "第 1 名",
    sales: "9 笔销售",
    commissions: "佣金追踪",
    referrals: "推荐",
    tools: "营销工具",
    settings: "设置",
  },
} as const;
const locales = Object.keys(expected) as (keyof typeof expected)[];

describe.each(locales)("the entrepreneur's screens in %s", (locale) => {
  const want = expected[locale];
  beforeEach(async () => {
    await strictLocale(locale);
    stubEverything();
  });

  it("the dashboard, with its figures, commissions and leaderboard tab, has every key", async () => {
    renderWithProviders(<EntrepreneurDashboardPage />, { path: "/entrepreneur" });
    expect(await screen.findByRole("heading", { name: want.dashboard })).toBeInTheDocument();
    expect(await screen.findByTestId("stat-total-earnings")).toHaveTextContent(want.earnings);
    expect(await screen.findByTestId("badge-commission-status-2")).toHaveTextContent(want.paidBadge);
    await userEvent.click(screen.getByTestId("tab-leaderboard"));
    expect(await screen.findByTestId("text-podium-name-1")).toHaveTextContent("Anna Lee");
    expect(screen.getByTestId("leaderboard-row-3")).toHaveTextContent(want.sales);
    expect(missingKeys()).toEqual([]);
  });

  it("the leaderboard, with its month, podium and prizes, has every key", async () => {
    renderWithProviders(<LeaderboardPage />, { path: "/entrepreneur/leaderboard" });
    expect(await screen.findByRole("heading", { name: want.leaderboard })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(want.month))).toBeInTheDocument();
    expect(within(screen.getByTestId("prize-1")).getByText(want.place)).toBeInTheDocument();
    expect(screen.getByTestId("leaderboard-row-3")).toHaveTextContent(want.sales);
    expect(missingKeys()).toEqual([]);
  });

  it("commissions and payouts, referrals, marketing tools and settings have every key", async () => {
    for (const [Page, heading] of [
      [CommissionsPage, want.commissions],
      [ReferralsPage, want.referrals],
      [MarketingToolsPage, want.tools],
      [EntrepreneurSettingsPage, want.settings],
    ] as const) {
      renderWithProviders(<Page />, { path: "/entrepreneur" });
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
      // Wait for the data, so the loaded state's words are asked for too.
      expect((await screen.findAllByText(/GSM000007|Jane Doe|ELLA10|Course 1|ella@example.com/)).length).toBeGreaterThan(0);
      cleanup();
    }
    expect(missingKeys()).toEqual([]);
  });
});

describe("a promo code in Spanish", () => {
  it("says why a discount is refused in the reader's language", async () => {
    await strictLocale("es");
    stubEverything();
    renderWithProviders(<MarketingToolsPage />, { path: "/entrepreneur/tools" });
    const percent = await screen.findByLabelText("Descuento en % (máx. 10)");
    await userEvent.type(screen.getByLabelText("Código"), "podcast5");
    await userEvent.clear(percent);
    await userEvent.type(percent, "15");
    await userEvent.click(screen.getByRole("button", { name: "Crear código" }));
    expect(await screen.findByText("El descuento debe ser un número entero del 1 al 10")).toBeInTheDocument();
    expect(screen.getByTestId("text-promo-uses-1")).toHaveTextContent("2 usos");
    expect(missingKeys()).toEqual([]);
  });
});
