import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_BODY_MAX, legalDocumentSchema } from "@shared/schemas/legal";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

describe("the legal pages", () => {
  it("serve a default text naming the platform and its support email to anyone", async () => {
    await setSettings(ctx, { platformName: "Acme Learning", supportEmail: "help@acme.test" });
    for (const kind of ["privacy", "terms"]) {
      const res = await request(ctx.built.app).get(`/api/legal/${kind}`);
      expect(res.status).toBe(200);
      const doc = legalDocumentSchema.parse(res.body);
      expect(doc).toMatchObject({ kind, updatedAt: null });
      expect(doc.body).toContain("Acme Learning");
      expect(doc.body).toContain("help@acme.test");
    }
  });

  it("show the text an admin saved, to visitors, with its date", async () => {
    const res = await admin.patch("/api/admin/legal/terms").send({ body: "  Our own terms.\n\nSecond paragraph.  " });
    expect(res.status).toBe(200);
    const shown = legalDocumentSchema.parse((await request(ctx.built.app).get("/api/legal/terms")).body);
    expect(shown.body).toBe("Our own terms.\n\nSecond paragraph.");
    expect(shown.updatedAt).not.toBeNull();
    // The other page keeps its default.
    expect((await request(ctx.built.app).get("/api/legal/privacy")).body.updatedAt).toBeNull();
  });

  it("refuse bad input with a 400 and change nothing", async () => {
    const cases: [string, unknown][] = [
      ["/api/admin/legal/terms", { body: "" }],
      ["/api/admin/legal/terms", { body: "   " }],
      ["/api/admin/legal/terms", { body: 42 }],
      ["/api/admin/legal/terms", { body: ["a"] }],
      ["/api/admin/legal/terms", {}],
      ["/api/admin/legal/terms", { body: "x".repeat(LEGAL_BODY_MAX + 1) }],
      ["/api/admin/legal/terms", { body: "bad\u0000text" }],
      ["/api/admin/legal/terms", { body: "fine", extra: true }],
      ["/api/admin/legal/cookies", { body: "fine" }],
    ];
    for (const [path, body] of cases) {
      const res = await admin.patch(path).send(body as object);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.code).toBeTruthy();
    }
    expect((await request(ctx.built.app).get("/api/legal/cookies")).status).toBe(400);
    expect((await request(ctx.built.app).get("/api/legal/terms")).body.body).toBe("Our own terms.\n\nSecond paragraph.");
  });

  it("may be edited by admins only", async () => {
    expect((await request(ctx.built.app).patch("/api/admin/legal/terms").send({ body: "x" })).status).toBe(401);
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.patch("/api/admin/legal/terms").send({ body: "x" })).status).toBe(403);
    const entrepreneur = await signIn(ctx, await makeUser(ctx, { role: "entrepreneur" }));
    expect((await entrepreneur.patch("/api/admin/legal/privacy").send({ body: "x" })).status).toBe(403);
  });
});
