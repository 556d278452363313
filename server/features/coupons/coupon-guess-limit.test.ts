import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltApp } from "../../app";
import { coupons } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { TOO_MANY_CODES } from "./coupon-guess-limit";

// docs/product-rules.md §11: codes cannot be guessed. Refused codes, in the preview and in
// create-payment-intent, share one counter per account and one per IP address.

let ctx: TestContext;
let app: BuiltApp;
let courseId: number;
let goodCode: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await setSettings(ctx, { subscriptionTrialDays: 0 });
  app = ctx.makeApp({ couponGuessLimit: { perUser: 3, perIp: 5 } });
  courseId = (await makeCourse(ctx, { priceCents: 5_000 })).id;
  goodCode = `GUESS${Date.now()}`;
  await ctx.db.insert(coupons).values({ code: goodCode, percentOff: 10, perUserLimit: 100 });
});
afterAll(async () => {
  await ctx.close();
});

const buyer = async () => signIn(ctx, await makeUser(ctx), app);
type Agent = Awaited<ReturnType<typeof buyer>>;
const preview = (agent: Agent, code: string) => agent.get("/api/coupons/preview").query({ code, courseId, paymentType: "one_time" });

describe("guessing coupon codes", () => {
  it("stops an account after 3 refused codes, across the preview and the checkout, with 429 TOO_MANY_REQUESTS; then the IP address after 5", async () => {
    const a = await buyer();
    // Codes that apply cost nothing.
    for (let i = 0; i < 4; i++) expect((await preview(a, goodCode)).status).toBe(200);
    expect((await preview(a, "NOPE1")).status).toBe(400);
    expect((await preview(a, "NOPE2")).status).toBe(400);
    const refused = await a.post("/api/create-payment-intent").send({ courseId, paymentType: "one_time", couponCode: "NOPE3" });
    expect(refused.body).toMatchObject({ code: "COUPON_UNKNOWN" });

    for (const res of [
      await preview(a, goodCode),
      await a.post("/api/create-payment-intent").send({ courseId, paymentType: "one_time", couponCode: goodCode }),
    ]) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_CODES });
    }
    // A checkout without a code is not limited.
    expect((await a.post("/api/create-payment-intent").send({ courseId, paymentType: "one_time" })).status).toBe(200);

    // Another account from the same address: its own counter, but the address has had 5 refusals after two more.
    const b = await buyer();
    expect((await preview(b, "NOPE4")).status).toBe(400);
    expect((await preview(b, "NOPE5")).status).toBe(400);
    const blocked = await preview(b, goodCode);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("probing codes by creating promo codes", () => {
  it("counts each taken code toward the same limit, so existence cannot be asked without end", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0, maxAffiliateDiscount: 20 });
    const fresh = ctx.makeApp({ couponGuessLimit: { perUser: 3, perIp: 100 } });
    const seller = await signIn(ctx, await makeUser(ctx, { role: "entrepreneur" }), fresh);
    const create = (code: string) => seller.post("/api/entrepreneur/promo-codes").send({ code, percentOff: 10 });
    // The attack's request: an existing coupon's code answers 409 COUPON_CODE_TAKEN...
    for (let i = 0; i < 3; i++) {
      const res = await create(goodCode);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("COUPON_CODE_TAKEN");
    }
    // ...three times, then the account is stopped before any code is looked at.
    const blocked = await create(`FREE${Date.now()}`);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_CODES });
    expect((await preview(seller, goodCode)).status).toBe(429);
  });
});
