import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FinancialProduct } from "@shared/schemas/learning";
import { renderWithProviders } from "@/test/render";
import FinancialProductsPage from "./financial-products-page";
import { fakeApi } from "@/test/fake-api";

const product = (id: number, overrides: Partial<FinancialProduct> = {}): FinancialProduct => ({
  id,
  name: `Product ${id}`,
  type: "Credit Card",
  description: "A partner product.",
  features: ["First", "Second", "Third", "Fourth"],
  interestRate: "18.99% APR",
  minCreditScore: 650,
  minDeposit: null,
  provider: "Partner Bank",
  rating: 4.5,
  applicationUrl: null,
  isDemo: false,
  sortOrder: id,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("FinancialProductsPage", () => {
  it("shows the products, three features until Learn More, and Apply Now only with an address", async () => {
    fakeApi({
      "GET /api/financial-products": {
        status: 200,
        body: [
          product(1),
          product(2, { applicationUrl: "https://partner.example/apply", type: "Investment", minDeposit: "1000.00", minCreditScore: null }),
        ],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancialProductsPage />, { path: "/personal/financial" });

    const first = await screen.findByTestId("product-1");
    expect(within(first).getByTestId("text-product-rate-1")).toHaveTextContent("18.99% APR");
    expect(within(first).getByTestId("text-product-provider-1")).toHaveTextContent("Partner Bank");
    expect(within(first).getByTestId("text-product-rating-1")).toHaveTextContent("4.5");
    expect(within(first).getByTestId("list-product-features-1").querySelectorAll("li")).toHaveLength(3);
    expect(within(first).queryByTestId("button-apply-1")).toBeNull();

    await user.click(within(first).getByTestId("button-learn-more-1"));
    expect(within(first).getByText("Fourth")).toBeInTheDocument();
    expect(within(first).getByTestId("text-product-credit-score-1")).toHaveTextContent("650");

    const apply = within(screen.getByTestId("product-2")).getByTestId("button-apply-2");
    expect(apply).toHaveAttribute("href", "https://partner.example/apply");
    expect(apply).toHaveAttribute("target", "_blank");
    expect(apply).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(screen.getByTestId("text-financial-disclaimer")).toHaveTextContent("third-party partners");
  });

  it("shows 4 skeletons while loading", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<FinancialProductsPage />, { path: "/personal/financial" });
    expect(screen.getAllByTestId("skeleton-financial-product")).toHaveLength(4);
  });
});
