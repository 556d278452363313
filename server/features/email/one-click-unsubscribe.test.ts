import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from "@shared/schemas/email";
import { emailOutbox, users } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createTestContext, makeUser, type TestContext } from "../../test/test-app";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "../../test/test-smtp";
import { deliverDueEmails, queueEmail } from "./index";

let ctx: TestContext;
let smtp: TestSmtp;
const PUBLIC_URL = "https://academy.example.test";

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  await ctx.db.delete(emailOutbox);
});

const deliver = () =>
  deliverDueEmails(ctx.db, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, production: true, logger: createLogger("silent") });
/** A header of the message as received, unfolded (nodemailer folds a long one after its colon). */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "m")
    .exec(mail.body.split(/\r?\n\r?\n/)[0]!)?.[1]
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
const settingsOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("List-Unsubscribe (RFC 8058 one-click)", () => {
  it("an optional email carries the headers, and a POST to its address turns that notification setting off", async () => {
    const learner = await makeUser(ctx);
    await queueEmail(ctx.db, learner.id, "refund_issued", { courseTitle: "Options 101", amount: "49.00", reference: "pi_1" });
    await deliver();
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([`${learner.username}@example.test`]);
    expect(header(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const address = /^<(.+)>$/.exec(header(mail!, "List-Unsubscribe") ?? "")?.[1];
    expect(address).toMatch(/^https:\/\/academy\.example\.test\/api\/email\/unsubscribe\/one-click\?token=[\w-]{20,}$/);
    expect((await settingsOf(learner.id)).learnerSettings?.emailNotifications).not.toBe(false);

    // What a mail client sends: a form POST with no cookie, no Origin.
    const url = new URL(address!);
    const res = await request(ctx.built.app)
      .post(url.pathname + url.search)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: UNSUBSCRIBED });
    expect((await settingsOf(learner.id)).learnerSettings).toMatchObject({ emailNotifications: false });

    // The token is single-use: the link in the body no longer works either.
    const again = await request(ctx.built.app)
      .post(url.pathname + url.search)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(again).toMatchObject({ status: 400, body: { message: UNSUBSCRIBE_LINK_INVALID } });
  });

  it("turns off an entrepreneur's own setting from an entrepreneur email", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    await queueEmail(ctx.db, entrepreneur.id, "payout_sent", { amount: "120.00", period: "2026-10" });
    await deliver();
    const url = new URL(/^<(.+)>$/.exec(header(smtp.received[0]!, "List-Unsubscribe") ?? "")![1]!);
    const res = await request(ctx.built.app)
      .post(url.pathname + url.search)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect((await settingsOf(entrepreneur.id)).entrepreneurSettings).toMatchObject({ emailNotifications: false });
  });

  it("an email that is always sent (password changed) has no List-Unsubscribe", async () => {
    const user = await makeUser(ctx);
    await queueEmail(ctx.db, user.id, "password_changed", {});
    await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(header(smtp.received[0]!, "List-Unsubscribe")).toBeUndefined();
    expect(header(smtp.received[0]!, "List-Unsubscribe-Post")).toBeUndefined();
  });

  it("refuses a POST without the one-click body or with a bad token (400), changing nothing", async () => {
    const user = await makeUser(ctx);
    const path = "/api/email/unsubscribe/one-click";
    const token = "x".repeat(43);
    expect((await request(ctx.built.app).post(`${path}?token=${token}`).type("form").send("List-Unsubscribe=Later")).status).toBe(400);
    expect((await request(ctx.built.app).post(`${path}?token=${token}`).type("form").send("")).status).toBe(400);
    expect((await request(ctx.built.app).post(path).type("form").send("List-Unsubscribe=One-Click")).status).toBe(400);
    expect(await request(ctx.built.app).post(`${path}?token=${token}`).type("form").send("List-Unsubscribe=One-Click")).toMatchObject({
      status: 400,
      body: { message: UNSUBSCRIBE_LINK_INVALID },
    });
    expect((await settingsOf(user.id)).learnerSettings?.emailNotifications).not.toBe(false);
  });
});
