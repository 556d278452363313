import { ensureDemoFinancialProducts } from "../features/learning";
import type { Db } from "./client";
import type { financialProducts } from "./schema";

type NewFinancialProduct = typeof financialProducts.$inferInsert;

/**
 * The partners' application pages (docs/spec.md §3 applicationUrl): Apply Now opens them in a new tab.
 * The demo partners are fictitious, so their pages live under the reserved example.com domain.
 */
const PARTNER_SITE = "https://example.com/gsm-partners";

/** The fixed partner products of /personal/financial (docs/spec.md §9). */
export const FINANCIAL_PRODUCTS: readonly NewFinancialProduct[] = [
  {
    name: "GSM Rewards Credit Card",
    type: "Credit Card",
    description:
      "A no-annual-fee card that earns cash back on everyday purchases, built for learners who want to build credit responsibly.",
    features: [
      "No annual fee",
      "1.5% cash back on every purchase",
      "Free monthly credit score tracking",
      "Zero liability on unauthorised charges",
    ],
    interestRate: "18.99% APR",
    minCreditScore: 650,
    minDepositCents: null,
    provider: "GSM Partner Bank",
    rating: 45,
    applicationUrl: `${PARTNER_SITE}/credit-card/apply`,
    sortOrder: 1,
    isDemo: true,
  },
  {
    name: "High-Yield Savings Account",
    type: "Savings Account",
    description:
      "An online savings account with a competitive yield and no minimum balance, ideal for an emergency fund or short-term goals.",
    features: ["No minimum balance", "No monthly maintenance fees", "FDIC insured up to the legal limit", "Automatic savings transfers"],
    interestRate: "2.5% APY",
    minCreditScore: null,
    minDepositCents: null,
    provider: "GSM Partner Bank",
    rating: 47,
    applicationUrl: `${PARTNER_SITE}/savings-account/apply`,
    sortOrder: 2,
    isDemo: true,
  },
  {
    name: "Flexible Personal Loan",
    type: "Personal Loan",
    description: "Fixed-rate personal loans of up to $50,000 for education, debt consolidation or growing a small business.",
    features: ["Borrow up to $50,000", "Fixed rates from 5.99% to 12.99% APR", "Terms from 12 to 60 months", "No prepayment penalty"],
    interestRate: "5.99% - 12.99% APR",
    minCreditScore: 600,
    minDepositCents: null,
    provider: "GSM Lending Partners",
    rating: 43,
    applicationUrl: `${PARTNER_SITE}/personal-loan/apply`,
    sortOrder: 3,
    isDemo: true,
  },
  {
    name: "Managed Investment Portfolio",
    type: "Investment",
    description:
      "A diversified, automatically rebalanced portfolio of low-cost index funds. Past performance does not guarantee future results.",
    features: ["Minimum deposit of $1,000", "Historical returns of 8-12% per year", "Automatic rebalancing", "Low management fees"],
    interestRate: "8-12% historical returns",
    minCreditScore: null,
    minDepositCents: 100_000,
    provider: "GSM Wealth Partners",
    rating: 46,
    applicationUrl: `${PARTNER_SITE}/investment-portfolio/apply`,
    sortOrder: 4,
    isDemo: true,
  },
];

/** Reference data needed by the app whatever the environment (run at every start; idempotent). */
export async function ensureReferenceData(db: Db): Promise<void> {
  await ensureDemoFinancialProducts(db, FINANCIAL_PRODUCTS);
}
