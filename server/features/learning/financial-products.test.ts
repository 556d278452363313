import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialProductListSchema } from "@shared/schemas/learning";
import { ensureReferenceData } from "../../db/reference-data";
import { financialProducts } from "../../db/schema";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ensureReferenceData(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/financial-products", () => {
  it("serves the four partner products from the database in display order", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    const res = await agent.get("/api/financial-products");
    expect(res.status).toBe(200);
    const products = financialProductListSchema.parse(res.body);
    expect(products.map((p) => p.type)).toEqual(["Credit Card", "Savings Account", "Personal Loan", "Investment"]);
    expect(products[0]).toMatchObject({ interestRate: "18.99% APR", minCreditScore: 650, minDeposit: null, rating: 4.5 });
    expect(products[3]).toMatchObject({ minDeposit: "1000.00", minCreditScore: null });
    expect(products[0].features.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(products[0]).sort()).toEqual(
      [
        "applicationUrl",
        "description",
        "features",
        "id",
        "interestRate",
        "minCreditScore",
        "minDeposit",
        "name",
        "provider",
        "rating",
        "type",
      ].sort(),
    );
  });

  it("gives every product its partner's application page, also on a database seeded without them", async () => {
    await ctx.db.update(financialProducts).set({ applicationUrl: null });
    await ensureReferenceData(ctx.db);
    const agent = await signIn(ctx, await makeUser(ctx));
    const products = financialProductListSchema.parse((await agent.get("/api/financial-products")).body);
    for (const product of products) expect(product.applicationUrl).toMatch(/^https:\/\/[^/]+\/.+\/apply$/);
    expect(new Set(products.map((p) => p.applicationUrl)).size).toBe(products.length);
  });

  it("needs a signed-in user", async () => {
    expect((await request(ctx.built.app).get("/api/financial-products")).status).toBe(401);
  });
});
