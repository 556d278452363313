import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNSUBSCRIBE_LINK_INVALID } from "@shared/schemas/email";
import { accountTokens, emailOutbox, users } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { tablesContaining } from "../../test/find-in-database";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../test/test-smtp";
import { deliverDueEmails, HOLD_MS, MAX_ATTEMPTS, retryDelayMs, type MailerConfig } from "./deliver.service";
import { claimDueEmails, renewHold } from "./outbox.repo";
import { queueEmail } from "./queue-email.service";
import { TEMPLATES, type EmailData, type EmailTemplate } from "./templates";

let ctx: TestContext;
let smtp: TestSmtp;
const logger = createLogger("silent");
const PUBLIC_URL = "https://academy.example.test";

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuseWith = undefined;
  await ctx.db.delete(emailOutbox);
});

const mailer = (more: Partial<MailerConfig> = {}): MailerConfig => ({
  smtpUrl: smtp.url,
  publicUrl: PUBLIC_URL,
  production: false,
  logger,
  ...more,
});
const outbox = () => ctx.db.select().from(emailOutbox).orderBy(emailOutbox.id);

describe("email outbox", () => {
  it("sends a queued email over SMTP to the recipient, with the platform and recipient names and links on PUBLIC_URL", async () => {
    const user = await makeUser(ctx, { email: "ada@learners.test" });
    await ctx.db.transaction((tx) => queueEmail(tx, user.id, "password_reset", {}));
    expect(await deliverDueEmails(ctx.db, mailer())).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual(["ada@learners.test"]);
    expect(mail.subject).toBe("GSM Academy: reset your password");
    expect(mail.body).toContain("Hello Test,");
    expect(mail.body).toContain("Content-Type: text/html");
    expect(linkIn(mail, "/reset-password?token=")).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}$`));
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    // Sent once: a second run finds nothing due.
    await deliverDueEmails(ctx.db, mailer());
    expect(smtp.received).toHaveLength(1);
  });

  it("sends an email again after a sender died before marking it, with the same Message-ID (a harmless duplicate)", async () => {
    const user = await makeUser(ctx, { email: "twice@learners.test" });
    await queueEmail(ctx.db, user.id, "password_changed", {});
    await queueEmail(ctx.db, user.id, "password_changed", {});
    const [first, second] = await outbox();
    const now = new Date();
    await deliverDueEmails(ctx.db, mailer(), now);
    expect(smtp.received).toHaveLength(2);
    // The first sender handed the first row to the SMTP server and died before marking it sent:
    // the row is as its claim left it (queued, held), and is due again once the hold ends.
    await ctx.db
      .update(emailOutbox)
      .set({ status: "queued", sentAt: null, nextAttemptAt: new Date(now.getTime() + 60_000) })
      .where(eq(emailOutbox.id, first.id));
    await deliverDueEmails(ctx.db, mailer(), new Date(now.getTime() + 60_001));
    expect(smtp.received).toHaveLength(3);
    const messageIds = smtp.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.body)?.[1].trim());
    const host = new URL(PUBLIC_URL).hostname;
    expect(messageIds[0]).toMatch(new RegExp(`^<outbox-${first.id}\\.\\d+@${host.replace(/\./g, "\\.")}>$`));
    expect(messageIds[2]).toBe(messageIds[0]);
    expect(messageIds[1]).toMatch(new RegExp(`^<outbox-${second.id}\\.`));
    expect(messageIds[1]).not.toBe(messageIds[0]);
  });

  it("sends the emails a dead sender held once its hold of about a minute ends", async () => {
    const user = await makeUser(ctx, { email: "held@learners.test" });
    await queueEmail(ctx.db, user.id, "password_changed", {});
    await queueEmail(ctx.db, user.id, "password_changed", {});
    const now = new Date();
    // A sender claims both and dies before sending them.
    const dead = await claimDueEmails(ctx.db, now, HOLD_MS, 20);
    expect(dead).toHaveLength(2);
    expect(HOLD_MS).toBeLessThanOrEqual(60_000);
    expect(await deliverDueEmails(ctx.db, mailer(), new Date(now.getTime() + HOLD_MS - 1000))).toMatchObject({ sent: 0 });
    expect(await deliverDueEmails(ctx.db, mailer(), new Date(now.getTime() + HOLD_MS + 1))).toMatchObject({ sent: 2 });
    expect(smtp.received).toHaveLength(2);
  });

  it("a slow sender renewing its hold keeps only the emails no other sender took meanwhile", async () => {
    const user = await makeUser(ctx);
    await queueEmail(ctx.db, user.id, "password_changed", {});
    const now = new Date();
    const slow = await claimDueEmails(ctx.db, now, HOLD_MS, 20);
    const later = new Date(now.getTime() + HOLD_MS + 1);
    const other = await claimDueEmails(ctx.db, later, HOLD_MS, 20);
    expect(other.map((row) => row.id)).toEqual(slow.map((row) => row.id));
    expect(await renewHold(ctx.db, slow, new Date(later.getTime() + HOLD_MS), later)).toEqual([]);
    expect(await renewHold(ctx.db, other, new Date(later.getTime() + HOLD_MS), later)).toEqual(other.map((row) => row.id));
  });

  it("sends nothing when the transaction that queued the email rolls back", async () => {
    const user = await makeUser(ctx);
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueEmail(tx, user.id, "password_changed", {});
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await deliverDueEmails(ctx.db, mailer());
    expect(await outbox()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("retries a refused email with growing waits, marks it failed after the last attempt, and Retry sends it", async () => {
    const user = await makeUser(ctx);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    await queueEmail(ctx.db, user.id, "password_changed", {});
    smtp.refuseWith = "Mailbox temporarily unavailable";
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // Not due before its wait is over.
      if (attempt > 1)
        expect(await deliverDueEmails(ctx.db, mailer({ smtpUrl: smtp.url }), new Date(now.getTime() - 1000))).toMatchObject({
          retried: 0,
          failed: 0,
        });
      await deliverDueEmails(ctx.db, mailer(), now);
      const [row] = await outbox();
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toContain("Mailbox temporarily unavailable");
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? "queued" : "failed");
      if (attempt < MAX_ATTEMPTS) {
        expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        now = row.nextAttemptAt;
      }
    }
    smtp.refuseWith = undefined;
    const [failed] = await outbox();
    const list = await admin.get("/api/admin/emails");
    expect(list.body.emails[0]).toMatchObject({ id: failed.id, status: "failed", attempts: MAX_ATTEMPTS });
    expect((await admin.post(`/api/admin/emails/${failed.id}/retry`).send({})).status).toBe(200);
    await deliverDueEmails(ctx.db, mailer());
    expect(smtp.received).toHaveLength(1);
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect((await admin.post(`/api/admin/emails/${failed.id}/retry`).send({})).status).toBe(409);
  });

  it("stores and logs a failed send by a line without the query's values", async () => {
    const user = await makeUser(ctx);
    await queueEmail(ctx.db, user.id, "password_changed", {});
    const secret = "detail-value-7f3e";
    await ctx.db.update(emailOutbox).set({ tokenPurpose: "unsubscribe", tokenDetail: secret });
    // Issuing the link's token fails in the database, as a lost connection or a full disk would.
    await ctx.db.execute(
      sql.raw(`CREATE FUNCTION refuse_test_token() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.detail = '${secret}' THEN RAISE EXCEPTION 'refused' USING ERRCODE = '23514'; END IF; RETURN NEW; END $$`),
    );
    await ctx.db.execute(
      sql.raw("CREATE TRIGGER refuse_test_token BEFORE INSERT ON account_tokens FOR EACH ROW EXECUTE FUNCTION refuse_test_token()"),
    );
    const lines: string[] = [];
    try {
      expect(await deliverDueEmails(ctx.db, mailer({ logger: createLogger("debug", (line) => lines.push(line)) }))).toMatchObject({
        retried: 1,
      });
    } finally {
      await ctx.db.execute(sql.raw("DROP TRIGGER refuse_test_token ON account_tokens"));
      await ctx.db.execute(sql.raw("DROP FUNCTION refuse_test_token()"));
    }
    const expected = 'database error (SQLSTATE 23514, query "insert account_tokens")';
    expect((await outbox())[0]).toMatchObject({ status: "queued", attempts: 1, lastError: expected });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === "email not sent");
    expect(logged).toMatchObject({ error: expected });
    expect(lines.join("\n")).not.toContain(secret);
  });

  it("issues a link's token when the email is sent: a refused send leaves none usable, and the retry's link works", async () => {
    const user = await makeUser(ctx, { email: "retry@learners.test" });
    await queueEmail(ctx.db, user.id, "password_reset", {});
    const [queued] = await outbox();
    expect(queued).toMatchObject({ tokenPurpose: "password_reset", tokenDetail: null });
    expect(await ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual([]); // none before sending
    smtp.refuseWith = "Mailbox temporarily unavailable";
    const now = new Date();
    await deliverDueEmails(ctx.db, mailer(), now);
    expect(await ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual([]);
    smtp.refuseWith = undefined;
    await deliverDueEmails(ctx.db, mailer(), new Date(now.getTime() + retryDelayMs(1)));
    const token = new URL(linkIn(smtp.received[0], "/reset-password?token=")!).searchParams.get("token")!;
    expect(await tablesContaining(ctx.db, token)).toEqual([]);
    const reset = await request(ctx.built.app).post("/api/password/reset").send({ token, password: "a-new-password-1" });
    expect(reset.status).toBe(200);
  });

  it("migration 0022 takes the raw tokens out of emails written before it, and their sending issues fresh ones", async () => {
    const user = await makeUser(ctx, { email: "legacy@learners.test" });
    const legacy = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    // A password reset as the old queueEmail wrote it: the token in the body, no token_purpose.
    await ctx.db.insert(emailOutbox).values({
      recipient: "legacy@learners.test",
      userId: user.id,
      template: "password_reset",
      subject: "GSM Academy: reset your password",
      text: `Choose a new password: {{origin}}/reset-password?token=${legacy}`,
      html: `<a href="{{origin}}/reset-password?token=${legacy}">Choose a new password</a>`,
    });
    const file = fs.readFileSync(path.join(import.meta.dirname, "../../../migrations/0022_outbox_token_at_send.sql"), "utf8");
    for (const statement of file.split("--> statement-breakpoint").filter((s) => s.includes("UPDATE")))
      await ctx.db.execute(sql.raw(statement));
    expect(await tablesContaining(ctx.db, legacy)).toEqual([]);
    expect((await outbox())[0]).toMatchObject({ tokenPurpose: "password_reset", tokenDetail: null });

    await deliverDueEmails(ctx.db, mailer());
    const token = new URL(linkIn(smtp.received[0], "/reset-password?token=")!).searchParams.get("token")!;
    expect(token).not.toBe(legacy);
    expect((await request(ctx.built.app).post("/api/password/reset").send({ token, password: "a-new-password-2" })).status).toBe(200);
  });

  it("without a mail server keeps the email as not sent, and development prints its subject and links", async () => {
    const user = await makeUser(ctx, { email: "dev@learners.test" });
    await queueEmail(ctx.db, user.id, "verification", {});
    const printed: string[] = [];
    await deliverDueEmails(ctx.db, mailer({ smtpUrl: undefined, print: (l) => printed.push(l) }));
    expect((await outbox())[0]).toMatchObject({ status: "not_sent_no_server" });
    expect(printed.join("\n")).toContain("dev@learners.test: GSM Academy: confirm your email address");
    // The printed link works, and its token is nowhere in the database.
    const link = /https:\/\/\S+\/verify-email\?token=\S+/.exec(printed.join("\n"))?.[0];
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[\\w-]{43}$`));
    const token = new URL(link!).searchParams.get("token")!;
    expect(await tablesContaining(ctx.db, token)).toEqual([]);
    expect((await request(ctx.built.app).post("/api/email/verify").send({ token })).status).toBe(200);

    await queueEmail(ctx.db, user.id, "password_changed", {});
    printed.length = 0;
    await deliverDueEmails(ctx.db, mailer({ smtpUrl: undefined, production: true, print: (l) => printed.push(l) }));
    expect(printed).toEqual([]);
  });

  it("uses the saved SMTP settings when SMTP_URL is not set, and SMTP_URL when it is", async () => {
    const user = await makeUser(ctx);
    await setSettings(ctx, { smtpHost: "127.0.0.1", smtpPort: 1 }); // nothing listens there
    await queueEmail(ctx.db, user.id, "password_changed", {});
    await deliverDueEmails(ctx.db, mailer());
    expect(smtp.received).toHaveLength(1);
    await setSettings(ctx, { smtpHost: "127.0.0.1", smtpPort: smtp.port });
    await queueEmail(ctx.db, user.id, "password_changed", {});
    await deliverDueEmails(ctx.db, mailer({ smtpUrl: undefined }));
    expect(smtp.received).toHaveLength(2);
    await setSettings(ctx, { smtpHost: "", smtpPort: 587 });
  });

  it("follows the recipient's notification setting for optional emails, and one click on the link turns them off", async () => {
    const learner = await makeUser(ctx);
    const receipt = { courseTitle: "Options 101", amount: "49.00", type: "one_time", reference: "pi_1" } as const;
    await queueEmail(ctx.db, learner.id, "refund_issued", { courseTitle: "Options 101", amount: "49.00", reference: "pi_1" });
    await deliverDueEmails(ctx.db, mailer());
    const link = linkIn(smtp.received[0], "/unsubscribe?token=")!;
    expect(link).toBeTruthy();
    const token = new URL(link).searchParams.get("token")!;
    // Only a hash of the token is stored.
    expect((await ctx.db.select().from(accountTokens)).some((t) => t.tokenHash === token)).toBe(false);

    const res = await request(ctx.built.app).post("/api/email/unsubscribe").send({ token });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select({ s: users.learnerSettings }).from(users).where(eq(users.id, learner.id));
    expect(row.s).toMatchObject({ emailNotifications: false });
    expect(await request(ctx.built.app).post("/api/email/unsubscribe").send({ token })).toMatchObject({
      status: 400,
      body: { message: UNSUBSCRIBE_LINK_INVALID },
    });

    // Optional emails now stay unsent; receipts are always sent, without an unsubscribe link.
    expect(await queueEmail(ctx.db, learner.id, "refund_issued", { courseTitle: "Options 101", amount: "49.00", reference: "pi_1" })).toBe(
      false,
    );
    expect(await queueEmail(ctx.db, learner.id, "purchase_receipt", receipt)).toBe(true);
    await deliverDueEmails(ctx.db, mailer());
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1].subject).toBe("GSM Academy: receipt for Options 101");
    expect(linkIn(smtp.received[1], "/unsubscribe")).toBeUndefined();
  });
});

describe("GET /api/admin/emails", () => {
  it("lists metadata newest first, 25 a page, never a body or a link", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const user = await makeUser(ctx);
    for (let i = 0; i < 26; i++) await queueEmail(ctx.db, user.id, "password_reset", {});
    const first = await admin.get("/api/admin/emails");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 25, total: 26 });
    expect(first.body.emails).toHaveLength(25);
    expect(Object.keys(first.body.emails[0]).sort()).toEqual([
      "attempts",
      "createdAt",
      "id",
      "lastError",
      "recipient",
      "sentAt",
      "status",
      "subject",
      "template",
    ]);
    expect(JSON.stringify(first.body)).not.toContain("reset-password");
    const ids = first.body.emails.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await admin.get("/api/admin/emails?page=2")).body.emails).toHaveLength(1);
  });
});

describe("email templates", () => {
  const samples: { [T in EmailTemplate]: EmailData[T] } = {
    verification: {},
    password_reset: {},
    password_changed: {},
    payout_method_changed: {},
    two_factor_recovery_code_used: { remaining: 3 },
    two_factor_disabled: { byAdmin: false },
    signup_attempt: {},
    purchase_receipt: { courseTitle: "Options 101", amount: "49.00", type: "subscription", reference: "pi_9" },
    payment_failed: { courseTitle: "Options 101", amount: "49.00", courseId: 3, refunded: false },
    subscription_cancelled: { courseTitle: "Options 101", accessUntil: "2026-12-24T00:00:00.000Z" },
    refund_issued: { courseTitle: "Options 101", amount: "49.00", reference: "pi_9" },
    certificate_earned: { courseTitle: "Options 101", verificationPath: "/certificates/3/7" },
    commission_earned: { amount: "4.90", productName: "Options 101" },
    payout_sent: { amount: "120.00", period: "November 2026" },
    chapter_unlocked: { courseTitle: "Options 101", courseId: 3, chapterTitles: ["Spreads"] },
    data_export_ready: { path: "/personal/settings#data-export", hours: 24 },
    new_sign_in: { browser: "Firefox 133", os: "Windows 10", ip: "203.0.113.9", at: "2026-12-08T01:30:00.000Z" },
  };
  it.each(Object.keys(samples) as EmailTemplate[])("%s has a text and an HTML part with the platform and recipient names", (name) => {
    const frame = {
      platformName: "Trader School",
      recipientName: "Ada <b>",
      unsubscribePath: TEMPLATES[name].setting ? "/unsubscribe?token=u" : undefined,
    };
    const out = (TEMPLATES[name].render as (f: typeof frame, d: unknown) => { subject: string; text: string; html: string })(
      frame,
      samples[name],
    );
    expect(out.subject.startsWith("Trader School: ")).toBe(true);
    expect(out.text).toContain("Hello Ada <b>,");
    expect(out.html).toContain("Hello Ada &lt;b&gt;,");
    expect(out.text).toContain("Trader School");
    expect(out.text.includes("/unsubscribe?token=u")).toBe(Boolean(TEMPLATES[name].setting));
  });
});
