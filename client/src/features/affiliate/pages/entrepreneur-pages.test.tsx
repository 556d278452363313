import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeCourse } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { commission, commissionList, emptyReferrals, entrepreneur, leaderboard, stats } from "@/test/fixtures";
import CommissionsPage from "./commissions-page";
import EntrepreneurDashboardPage from "./entrepreneur-dashboard-page";
import LeaderboardPage from "./leaderboard-page";
import MarketingToolsPage from "./marketing-tools-page";
import ReferralsPage from "./referrals-page";
import { fakeApi, failsOnce } from "@/test/fake-api";

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = { "GET /api/user": { status: 200, body: entrepreneur } };

describe("EntrepreneurDashboardPage", () => {
  it("shows the real figures, the commission summary and the latest commissions", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/stats": { status: 200, body: stats },
      "GET /api/entrepreneur/commissions": ({ url }) => {
        expect(url.searchParams.get("limit")).toBe("5");
        return { status: 200, body: commissionList([commission(1), commission(2, { status: "paid", amount: "20.00" })]) };
      },
      "GET /api/courses": { status: 200, body: { items: [makeCourse({ id: 3, title: "Growth" })], total: 1 } },
    });
    renderWithProviders(<EntrepreneurDashboardPage />, { path: "/" });
    expect(await screen.findByTestId("stat-total-earnings")).toHaveTextContent("$132.60");
    expect(screen.getByTestId("stat-commission-rate")).toHaveTextContent("20%");
    expect(screen.getByTestId("stat-conversion-rate")).toHaveTextContent("10%");
    expect(screen.getByTestId("stat-active-referrals")).toHaveTextContent("3");
    expect(screen.getByTestId("stat-click-through")).toHaveTextContent("12.5%");
    // Each rate is a share of the link visitors, and says so: the link visitors who bought or signed
    // up, not every buyer (5) or referral (6).
    expect(screen.getByTestId("stat-conversion-rate-hint")).toHaveTextContent("Link visitors who bought: 4 of 40");
    expect(screen.getByTestId("stat-click-through-hint")).toHaveTextContent("Link visitors who signed up: 5 of 40");
    expect(screen.getByTestId("stat-average-order")).toHaveTextContent("$88.40");
    expect(await screen.findByTestId("text-summary-pending")).toHaveTextContent("$15.00");
    expect(screen.getByTestId("text-summary-paid-count")).toHaveTextContent("1 commission");
    expect(screen.getByTestId("text-affiliate-code")).toHaveTextContent("GSM000007");
    expect(screen.getByTestId("commission-1")).toHaveTextContent("Course 1");
    expect(screen.getByTestId("badge-commission-status-2")).toHaveTextContent(/^Paid$/); // the text itself, not a CSS capitalize
    expect(screen.getByTestId("badge-commission-status-1")).toHaveTextContent(/^Pending$/);
  });

  it("says it could not load the figures, without endless skeletons, and shows them on Try again", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/stats": failsOnce({ status: 200, body: stats }),
      "GET /api/entrepreneur/commissions": { status: 200, body: commissionList([]) },
      "GET /api/courses": { status: 200, body: { items: [], total: 0 } },
    });
    renderWithProviders(<EntrepreneurDashboardPage />, { path: "/" });
    expect(await screen.findByTestId("error-figures-title")).toHaveTextContent("Could not load your figures");
    expect(screen.queryByTestId("stat-total-earnings-loading")).toBeNull();
    await userEvent.click(screen.getByTestId("error-figures-retry"));
    expect(await screen.findByTestId("stat-total-earnings")).toHaveTextContent("$132.60");
  });

  it("copies the code and generates a course link through the server", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/stats": { status: 200, body: stats },
      "GET /api/entrepreneur/commissions": { status: 200, body: commissionList([]) },
      "GET /api/courses": { status: 200, body: { items: [makeCourse({ id: 3, title: "Growth" })], total: 1 } },
      "POST /api/entrepreneur/affiliate-link/3": {
        status: 200,
        body: { affiliateLink: "http://x/course/3?ref=GSM000007", code: "GSM000007" },
      },
    });
    renderWithProviders(<EntrepreneurDashboardPage />, { path: "/" });
    expect(await screen.findByTestId("empty-recent-commissions")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("button-copy-code"));
    expect(writeText).toHaveBeenLastCalledWith("GSM000007");
    expect(await screen.findByText("Code copied!")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("button-generate-link"));
    await userEvent.click(await screen.findByTestId("button-generator-copy-3"));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith("http://x/course/3?ref=GSM000007"));
    expect(screen.getByTestId("input-generator-link-3")).toHaveValue(`${window.location.origin}/course/3?ref=GSM000007`);
  });
});

describe("CommissionsPage", () => {
  it("shows 8 skeletons, then totals and the history with the stored rate and a destructive reversed badge", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/commissions": {
        status: 200,
        body: commissionList([commission(1, { productName: null, commissionRate: 20 }), commission(2, { status: "reversed" })]),
      },
    });
    renderWithProviders(<CommissionsPage />, { path: "/entrepreneur/commissions" });
    expect(screen.getAllByTestId("skeleton-commission")).toHaveLength(8);
    expect(await screen.findByTestId("text-commission-product-1")).toHaveTextContent("Product Sale");
    expect(screen.getByTestId("text-commission-rate-1")).toHaveTextContent("20% commission");
    expect(screen.getByTestId("badge-commission-status-2").className).toMatch(/destructive/);
    expect(screen.getByTestId("stat-total-earnings")).toHaveTextContent("$35.00");
    expect(screen.getByTestId("stat-pending-payouts")).toHaveTextContent("$15.00");
    expect(screen.getByTestId("stat-paid-out")).toHaveTextContent("$20.00");
    expect(screen.getByTestId("link-back-entrepreneur")).toHaveAttribute("href", "/entrepreneur");
  });

  it("filters the history by status, and the export follows the filter", async () => {
    const asked: (string | null)[] = [];
    fakeApi({
      ...base,
      "GET /api/entrepreneur/commissions": ({ url }) => {
        asked.push(url.searchParams.get("status"));
        return { status: 200, body: url.searchParams.get("status") === "paid" ? commissionList([]) : commissionList([commission(1)]) };
      },
    });
    polyfillPointerApis();
    renderWithProviders(<CommissionsPage />, { path: "/entrepreneur/commissions" });
    expect(await screen.findByTestId("text-commission-product-1")).toBeInTheDocument();
    expect(screen.getByTestId("link-export-commissions")).toHaveAttribute("href", "/api/entrepreneur/commissions.csv");
    await userEvent.click(screen.getByTestId("select-filter-commission-status"));
    await userEvent.click(await screen.findByTestId("option-filter-commission-status-paid"));
    expect(await screen.findByText("No paid commissions")).toBeInTheDocument();
    expect(asked).toEqual([null, "paid"]);
    expect(screen.getByTestId("link-export-commissions")).toHaveAttribute("href", "/api/entrepreneur/commissions.csv?status=paid");
  });
});

describe("ReferralsPage", () => {
  it("lists referred people with masked emails and their commissions", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/referrals": {
        status: 200,
        body: {
          items: [
            {
              id: 31,
              name: "Jane Doe",
              email: "j***@example.com",
              joinDate: "2026-11-01T00:00:00.000Z",
              commissions: "12.34",
              status: "active",
            },
          ],
          total: 1,
          summary: { totalReferrals: 1, activeUsers: 1, commissionsEarned: "12.34" },
        },
      },
    });
    renderWithProviders(<ReferralsPage />, { path: "/entrepreneur/referrals" });
    expect(await screen.findByTestId("text-referral-email-31")).toHaveTextContent("j***@example.com");
    expect(screen.getByTestId("text-referral-commissions-31")).toHaveTextContent("$12.34");
    expect(screen.getByTestId("stat-commissions-earned")).toHaveTextContent("$12.34");
  });

  it("shows No Referrals Yet with a working Copy Affiliate Link button", async () => {
    fakeApi({ ...base, "GET /api/entrepreneur/referrals": { status: 200, body: emptyReferrals } });
    renderWithProviders(<ReferralsPage />, { path: "/entrepreneur/referrals" });
    expect(await screen.findByText("No Referrals Yet")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("button-copy-affiliate-link"));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=GSM000007`);
  });
});

describe("LeaderboardPage", () => {
  it("fills the podium with Open Spot and highlights the current user", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/leaderboard": {
        status: 200,
        body: leaderboard([
          { id: 7, username: "ella", displayName: "Ella Stone", sales: 2, earnings: "30.00", salesVolume: "200.00", rank: 1 },
        ]),
      },
    });
    renderWithProviders(<LeaderboardPage />, { path: "/entrepreneur/leaderboard" });
    expect(await screen.findByTestId("text-podium-name-1")).toHaveTextContent("Ella Stone");
    expect(screen.getByTestId("text-podium-name-2")).toHaveTextContent("Open Spot");
    expect(screen.getByTestId("text-podium-sales-3")).toHaveTextContent("0 sales · $0.00");
    expect(screen.getByTestId("leaderboard-row-7")).toHaveAttribute("aria-current", "true");
    expect(screen.getByTestId("prize-1")).toHaveTextContent("$500 + Certificate");
  });

  it("shows the current user's own rank after the list when they rank below it", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/leaderboard": {
        status: 200,
        body: leaderboard([{ id: 3, username: "top", displayName: "top", sales: 9, earnings: "135.00", salesVolume: "900.00", rank: 1 }], {
          id: 7,
          username: "ella",
          displayName: "Ella Stone",
          sales: 1,
          earnings: "1.50",
          salesVolume: "10.00",
          rank: 157,
        }),
      },
    });
    renderWithProviders(<LeaderboardPage />, { path: "/entrepreneur/leaderboard" });
    expect(await screen.findByTestId("leaderboard-row-7")).toHaveAttribute("aria-current", "true");
    expect(screen.getByTestId("text-rank-7")).toHaveTextContent("#157");
    expect(screen.getByTestId("text-podium-name-1")).toHaveTextContent("top");
  });

  it("shows display names and every row's rank number, medals included, and keeps 1st place on one line", async () => {
    fakeApi({
      ...base,
      "GET /api/entrepreneur/leaderboard": {
        status: 200,
        body: leaderboard([
          { id: 3, username: "anna_l", displayName: "Anna Lee", sales: 9, earnings: "135.00", salesVolume: "900.00", rank: 1 },
          { id: 4, username: "bob_k", displayName: "bob_k", sales: 5, earnings: "75.00", salesVolume: "500.00", rank: 2 },
          { id: 5, username: "cy", displayName: "Cy Young", sales: 2, earnings: "30.00", salesVolume: "200.00", rank: 3 },
          { id: 6, username: "dee", displayName: "Dee Park", sales: 1, earnings: "15.00", salesVolume: "100.00", rank: 4 },
        ]),
      },
    });
    renderWithProviders(<LeaderboardPage />, { path: "/entrepreneur/leaderboard" });
    expect(await screen.findByTestId("leaderboard-row-3")).toHaveTextContent("Anna Lee");
    expect(screen.getByTestId("leaderboard-row-3")).not.toHaveTextContent("anna_l");
    expect(screen.getByTestId("text-podium-name-1")).toHaveTextContent("Anna Lee");
    expect(screen.getByTestId("leaderboard-row-4")).toHaveTextContent("bob_k");
    for (const [id, rank] of [
      [3, 1],
      [4, 2],
      [5, 3],
      [6, 4],
    ])
      expect(screen.getByTestId(`text-rank-${id}`)).toHaveTextContent(`#${rank}`);
    expect(within(screen.getByTestId("prize-1")).getByText("1st place")).toHaveClass("whitespace-nowrap");
  });

  it("shows 10 skeletons, then the empty text", async () => {
    fakeApi({ ...base, "GET /api/entrepreneur/leaderboard": { status: 200, body: leaderboard([]) } });
    renderWithProviders(<LeaderboardPage />, { path: "/entrepreneur/leaderboard" });
    expect(await screen.findByText("Leaderboard Coming Soon")).toBeInTheDocument();
    expect(screen.getByText("Start making sales to see your ranking!")).toBeInTheDocument();
  });
});

describe("MarketingToolsPage", () => {
  it("appends Join here: {link} to the custom message and disables it while blank", async () => {
    fakeApi(base);
    renderWithProviders(<MarketingToolsPage />, { path: "/entrepreneur/tools" });
    const copy = await screen.findByTestId("button-copy-with-link");
    expect(copy).toBeDisabled();
    await userEvent.type(screen.getByTestId("input-custom-message"), "   ");
    expect(copy).toBeDisabled();
    await userEvent.type(screen.getByTestId("input-custom-message"), "Great courses!");
    await userEvent.click(copy);
    expect(writeText).toHaveBeenLastCalledWith(`Great courses!\n\nJoin here: ${window.location.origin}/?ref=GSM000007`);
    expect(within(screen.getByTestId("template-email")).getByText(/GSM000007/)).toBeInTheDocument();
    expect(screen.getByTestId("link-quick-whatsapp").getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it("lists promo codes with their uses and commissions and creates one up to the platform's maximum", async () => {
    const items = [
      {
        id: 1,
        code: "ELLA10",
        percentOff: 10,
        active: true,
        createdAt: "2026-11-20T00:00:00.000Z",
        uses: 2,
        sales: "180.00",
        commissions: "27.00",
      },
    ];
    const posted: unknown[] = [];
    fakeApi({
      ...base,
      "GET /api/entrepreneur/promo-codes": () => ({ status: 200, body: { items, maxDiscount: 10 } }),
      "POST /api/entrepreneur/promo-codes": ({ body: sent }) => {
        const body = JSON.parse(sent);
        posted.push(body);
        items.unshift({
          id: 2,
          code: body.code,
          percentOff: body.percentOff,
          active: true,
          createdAt: "2026-11-24T00:00:00.000Z",
          uses: 0,
          sales: "0.00",
          commissions: "0.00",
        });
        return { status: 201, body: items[0] };
      },
    });
    renderWithProviders(<MarketingToolsPage />, { path: "/entrepreneur/tools" });
    expect(await screen.findByTestId("text-promo-uses-1")).toHaveTextContent("2 uses");
    expect(screen.getByTestId("text-promo-commissions-1")).toHaveTextContent("$27.00 earned");

    await userEvent.type(screen.getByLabelText("Code"), "podcast5");
    await userEvent.clear(screen.getByLabelText("Discount % (max 10)"));
    await userEvent.type(screen.getByLabelText("Discount % (max 10)"), "15");
    await userEvent.click(screen.getByRole("button", { name: "Create code" }));
    expect(await screen.findByText("The discount is a whole number from 1 to 10")).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("Discount % (max 10)"));
    await userEvent.type(screen.getByLabelText("Discount % (max 10)"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Create code" }));
    expect(await screen.findByTestId("promo-PODCAST5")).toBeInTheDocument();
    expect(posted).toEqual([{ code: "PODCAST5", percentOff: 5 }]);
  });

  it("deactivates a promo code: the row says Inactive and offers Activate", async () => {
    const item = {
      id: 1,
      code: "ELLA10",
      percentOff: 10,
      active: true,
      createdAt: "2026-11-20T00:00:00.000Z",
      uses: 0,
      sales: "0.00",
      commissions: "0.00",
    };
    const patched: unknown[] = [];
    fakeApi({
      ...base,
      "GET /api/entrepreneur/promo-codes": () => ({ status: 200, body: { items: [item], maxDiscount: 10 } }),
      "PATCH /api/entrepreneur/promo-codes/1": ({ body: sent }) => {
        const body = JSON.parse(sent);
        patched.push(body);
        item.active = body.active;
        return { status: 200, body: item };
      },
    });
    renderWithProviders(<MarketingToolsPage />, { path: "/entrepreneur/tools" });
    await userEvent.click(await screen.findByRole("button", { name: "Deactivate ELLA10" }));
    expect(await within(screen.getByTestId("promo-ELLA10")).findByText("Inactive")).toBeInTheDocument();
    expect(within(screen.getByTestId("promo-ELLA10")).getByRole("button", { name: "Activate ELLA10" })).toBeInTheDocument();
    expect(patched).toEqual([{ active: false }]);
  });
});
