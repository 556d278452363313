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
        "isDemo",
        "minCreditScore",
        "minDeposit",
        "name",
        "provider",
        "rating",
        "sortOrder",
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

describe("the admin's financial products", () => {
  const valid = {
    name: "Real Savings",
    type: "Savings Account",
    description: "A real partner's account.",
    features: ["No fees", "Instant access"],
    interestRate: "3.1% APY",
    minCreditScore: null,
    minDeposit: "250.00",
    provider: "Real Bank",
    rating: 4.2,
    applicationUrl: "https://bank.example.org/apply",
    sortOrder: 9,
    isDemo: false,
  };

  it("labels the shipped partners as demo ones", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    const products = financialProductListSchema.parse((await agent.get("/api/financial-products")).body);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.isDemo).toBe(true);
  });

  it("an admin adds, edits and deletes a product, and learners see each change", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const learner = await signIn(ctx, await makeUser(ctx));
    const created = await admin.post("/api/admin/financial-products").send(valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Real Savings", minDeposit: "250.00", rating: 4.2, isDemo: false });
    const id = created.body.id as number;
    const seen = async () => financialProductListSchema.parse((await learner.get("/api/financial-products")).body).find((p) => p.id === id);
    expect((await seen())?.applicationUrl).toBe("https://bank.example.org/apply");

    const edited = await admin
      .patch(`/api/admin/financial-products/${id}`)
      .send({ ...valid, applicationUrl: "https://bank.example.org/v2" });
    expect(edited.status).toBe(200);
    expect((await seen())?.applicationUrl).toBe("https://bank.example.org/v2");

    expect((await admin.delete(`/api/admin/financial-products/${id}`)).status).toBe(204);
    expect(await seen()).toBeUndefined();
    expect((await admin.delete(`/api/admin/financial-products/${id}`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/financial-products/${id}`).send(valid)).status).toBe(404);
  });

  it("refuses bad input with a 400 and changes nothing", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const before = (await admin.get("/api/admin/financial-products")).body;
    const bad: Record<string, unknown>[] = [
      { ...valid, applicationUrl: "http://bank.example.org/apply" },
      { ...valid, applicationUrl: "javascript:alert(1)" },
      { ...valid, applicationUrl: "not a url" },
      { ...valid, applicationUrl: `https://bank.example.org/${"a".repeat(2100)}` },
      { ...valid, name: "" },
      { ...valid, name: 42 },
      { ...valid, name: "x".repeat(201) },
      { ...valid, description: "bad\u0000text" },
      { ...valid, features: "No fees" },
      { ...valid, features: Array.from({ length: 11 }, (_, i) => `f${i}`) },
      { ...valid, rating: 6 },
      { ...valid, rating: "4" },
      { ...valid, minDeposit: "12" },
      { ...valid, isDemo: "yes" },
      { ...valid, extra: 1 },
      { name: "only a name" },
    ];
    for (const body of bad) {
      const res = await admin.post("/api/admin/financial-products").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBeTruthy();
    }
    expect((await admin.patch("/api/admin/financial-products/abc").send(valid)).status).toBe(400);
    expect((await admin.get("/api/admin/financial-products")).body).toEqual(before);
  });

  it("does not bring back the demo products an admin deleted at the next start", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    for (const p of (await admin.get("/api/admin/financial-products")).body as { id: number }[])
      expect((await admin.delete(`/api/admin/financial-products/${p.id}`)).status).toBe(204);
    await ensureReferenceData(ctx.db);
    expect((await admin.get("/api/admin/financial-products")).body).toEqual([]);
  });

  it("is for admins only", async () => {
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.post("/api/admin/financial-products").send(valid)).status).toBe(403);
    expect((await request(ctx.built.app).get("/api/admin/financial-products")).status).toBe(401);
  });
});
