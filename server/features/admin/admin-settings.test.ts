import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSettingsSchema, MAIL_SERVER_REQUIRED } from "@shared/schemas/admin";
import {
  EMAIL_RELAYS,
  RELAY_HOST_SENDGRID,
  RELAY_HOST_SES,
  RELAY_PASSWORD_REQUIRED,
  RELAY_USERNAME_REQUIRED,
  RELAY_USERNAME_SENDGRID,
} from "@shared/schemas/settings";
import { readSettingsRow, writeSettingsValues } from "../settings/settings.repo";
import { makeCourse } from "../../test/course-factories";
import { CARD_DETAILS } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
beforeEach(async () => {
  await setSettings(ctx, {});
});
afterAll(async () => {
  await ctx.close();
});

const register = (username: string, password = "password123") =>
  request(ctx.built.app)
    .post("/api/register")
    .send({ username, email: `${username}@mail.test`, password, firstName: "New", lastName: "Person", role: "personal" });

describe("GET and PATCH /api/admin/settings", () => {
  it("answers the spec defaults and never returns the SMTP password", async () => {
    const res = await admin.get("/api/admin/settings");
    expect(res.status).toBe(200);
    const body = adminSettingsSchema.strict().parse(res.body);
    expect(body).toMatchObject({
      commissionRate: 15,
      passwordMinLength: 8,
      sessionTimeout: 24,
      smtpPort: 587,
      defaultUserRole: "personal",
      smtpPasswordSet: false,
      smtpUrlSet: false,
      requireEmailVerification: false,
    });
    expect(res.body).not.toHaveProperty("smtpPassword");
  });

  it("forgets the SMTP password when the host changes without a new one, so it never reaches another server", async () => {
    await admin.patch("/api/admin/settings").send({ smtpHost: "mail.one.test", smtpPassword: "first-pass" });
    // The whole form sent again, host unchanged: the password stays.
    await admin.patch("/api/admin/settings").send({ smtpHost: "mail.one.test", smtpPassword: "" });
    expect((await readSettingsRow(ctx.db))!.smtpPassword).toBe("first-pass");
    const moved = await admin.patch("/api/admin/settings").send({ smtpHost: "mail.elsewhere.test", smtpPassword: "" });
    expect(moved.body.smtpPasswordSet).toBe(false);
    expect((await readSettingsRow(ctx.db))!.smtpPassword).toBe("");
    const withNew = await admin.patch("/api/admin/settings").send({ smtpHost: "mail.two.test", smtpPassword: "second-pass" });
    expect(withNew.body.smtpPasswordSet).toBe(true);
    expect((await readSettingsRow(ctx.db))!.smtpPassword).toBe("second-pass");
    await admin.patch("/api/admin/settings").send({ smtpHost: "", smtpPassword: "" });
  });

  it("stores a change, keeps the write-only SMTP password when sent empty", async () => {
    const saved = await admin.patch("/api/admin/settings").send({ platformName: "GSM Pro", smtpPassword: "s3cret-pass" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ platformName: "GSM Pro", smtpPasswordSet: true });
    expect(JSON.stringify(saved.body)).not.toContain("s3cret-pass");
    await admin.patch("/api/admin/settings").send({ smtpPassword: "", commissionRate: 20 });
    expect((await readSettingsRow(ctx.db))!.smtpPassword).toBe("s3cret-pass");
    const again = await admin.get("/api/admin/settings");
    expect(again.body).toMatchObject({ platformName: "GSM Pro", commissionRate: 20 });
    expect(JSON.stringify(again.body)).not.toContain("s3cret-pass");
    expect(ctx.logLines.join("\n")).not.toContain("s3cret-pass");
  });

  it("refuses values out of range or not allowed with 400 and changes nothing", async () => {
    const bad = [
      { commissionRate: 101 },
      { commissionRate: 12.5 },
      { commissionRate: -1 },
      { passwordMinLength: 5 },
      { passwordMinLength: 33 },
      { sessionTimeout: 0 },
      { sessionTimeout: 169 },
      { supportEmail: "nope" },
      { adminEmail: "x@" },
      { emailProvider: "pigeon" },
      { defaultUserRole: "admin" },
      { defaultCoursePricing: "cheap" },
      { maintenanceMode: "yes" },
      { unknownSetting: true },
    ];
    for (const body of bad) {
      const res = await admin.patch("/api/admin/settings").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/Invalid input/);
    }
    expect((await admin.get("/api/admin/settings")).body).toMatchObject({ commissionRate: 15, passwordMinLength: 8, sessionTimeout: 24 });
  });
});

describe("SendGrid, Mailgun and Amazon SES are their SMTP relays", () => {
  const patch = (values: Record<string, unknown>) => admin.patch("/api/admin/settings").send(values);
  const saved = async () => (await admin.get("/api/admin/settings")).body;
  beforeEach(async () => {
    await writeSettingsValues(ctx.db, {}, ""); // the defaults, and no saved password
  });

  it("refuses a relay provider without its relay host, its username and a password, changing nothing", async () => {
    const refused = await patch({ emailProvider: "sendgrid", smtpPassword: "" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "INVALID_INPUT",
      message: RELAY_HOST_SENDGRID,
      errors: { smtpHost: RELAY_HOST_SENDGRID, smtpUsername: RELAY_USERNAME_SENDGRID, smtpPassword: RELAY_PASSWORD_REQUIRED },
    });
    expect(await saved()).toMatchObject({ emailProvider: "smtp", smtpHost: "" });

    // Another server's host under the SendGrid name: the screen would say SendGrid while mail went elsewhere.
    const elsewhere = await patch({
      emailProvider: "sendgrid",
      smtpHost: "mail.other.test",
      smtpUsername: "apikey",
      smtpPassword: "SG.key",
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { errors: { smtpHost: RELAY_HOST_SENDGRID } } });
    expect(elsewhere.body.errors).not.toHaveProperty("smtpPassword");
    expect((await readSettingsRow(ctx.db))!.smtpPassword).toBe("");
  });

  it("saves each relay with its host, and the saved provider is what the settings then say", async () => {
    const sendgrid = await patch({
      emailProvider: "sendgrid",
      smtpHost: "smtp.sendgrid.net",
      smtpPort: 587,
      smtpUsername: "apikey",
      smtpPassword: "SG.key",
    });
    expect(sendgrid.status).toBe(200);
    expect(sendgrid.body).toMatchObject({
      emailProvider: "sendgrid",
      smtpHost: "smtp.sendgrid.net",
      smtpUsername: "apikey",
      smtpPasswordSet: true,
    });
    // The whole form sent again unchanged keeps the password.
    expect(
      (await patch({ emailProvider: "sendgrid", smtpHost: "smtp.sendgrid.net", smtpUsername: "apikey", smtpPassword: "" })).status,
    ).toBe(200);

    // Mailgun: a new host forgets the SendGrid key, so a password must come with it.
    const noPassword = await patch({
      emailProvider: "mailgun",
      smtpHost: "smtp.eu.mailgun.org",
      smtpUsername: "postmaster@mg.gsm.test",
      smtpPassword: "",
    });
    expect(noPassword).toMatchObject({ status: 400, body: { errors: { smtpPassword: RELAY_PASSWORD_REQUIRED } } });
    expect(await saved()).toMatchObject({ emailProvider: "sendgrid", smtpPasswordSet: true });
    const mailgun = await patch({
      emailProvider: "mailgun",
      smtpHost: "smtp.eu.mailgun.org",
      smtpUsername: "postmaster@mg.gsm.test",
      smtpPassword: "mg-pass",
    });
    expect(mailgun.body).toMatchObject({ emailProvider: "mailgun", smtpHost: "smtp.eu.mailgun.org" });

    // Amazon SES: the region must be filled in.
    const placeholder = await patch({
      emailProvider: "aws-ses",
      smtpHost: EMAIL_RELAYS["aws-ses"].host,
      smtpUsername: "AKIAEXAMPLE",
      smtpPassword: "ses-pass",
    });
    expect(placeholder).toMatchObject({ status: 400, body: { errors: { smtpHost: RELAY_HOST_SES } } });
    const ses = await patch({
      emailProvider: "aws-ses",
      smtpHost: "email-smtp.eu-west-1.amazonaws.com",
      smtpUsername: "AKIAEXAMPLE",
      smtpPassword: "ses-pass",
    });
    expect(ses.body).toMatchObject({
      emailProvider: "aws-ses",
      smtpHost: "email-smtp.eu-west-1.amazonaws.com",
      smtpUsername: "AKIAEXAMPLE",
    });

    // Other settings save as before; SMTP takes any server again.
    expect((await patch({ commissionRate: 20 })).status).toBe(200);
    expect((await patch({ emailProvider: "smtp", smtpHost: "mail.own.test", smtpUsername: "" })).status).toBe(200);
  });

  it("refuses a relay host without a username for Mailgun (400), with the field named", async () => {
    const res = await patch({ emailProvider: "mailgun", smtpHost: "smtp.mailgun.org", smtpUsername: " ", smtpPassword: "x" });
    expect(res).toMatchObject({ status: 400, body: { errors: { smtpUsername: RELAY_USERNAME_REQUIRED } } });
  });
});

describe("requireEmailVerification needs a mail server", () => {
  const platform = async () => (await request(ctx.built.app).get("/api/platform")).body;
  const pay = async (agent: Agent) => {
    const course = await makeCourse(ctx, { priceCents: 5_000 });
    return agent.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time" });
  };

  it("is off by default, and turning it on with no mail server is refused with 400 MAIL_SERVER_REQUIRED, changing nothing", async () => {
    expect((await admin.get("/api/admin/settings")).body).toMatchObject({
      requireEmailVerification: false,
      smtpHost: "",
      smtpUrlSet: false,
    });
    const refused = await admin.patch("/api/admin/settings").send({ requireEmailVerification: true, platformName: "Not saved" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "MAIL_SERVER_REQUIRED",
      message: MAIL_SERVER_REQUIRED,
      errors: { requireEmailVerification: MAIL_SERVER_REQUIRED },
    });
    expect((await admin.get("/api/admin/settings")).body).toMatchObject({ requireEmailVerification: false, platformName: "GSM Academy" });
    expect(await platform()).toMatchObject({ sendsEmail: false, emailVerificationRequired: false });
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await pay(learner)).status).toBe(200);
  });

  it("turns on with an SMTP host saved in the same change, and stays on and enforced when the mail server goes away", async () => {
    const on = await admin.patch("/api/admin/settings").send({ smtpHost: "mail.example.test", requireEmailVerification: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ requireEmailVerification: true, smtpHost: "mail.example.test" });
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await pay(learner)).body).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    // The mail server removed: the saved setting still says on, and it is what is enforced.
    const gone = await admin.patch("/api/admin/settings").send({ smtpHost: "" });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ requireEmailVerification: true, smtpHost: "" });
    expect(await platform()).toMatchObject({ sendsEmail: false, emailVerificationRequired: true });
    expect(await pay(learner)).toMatchObject({ status: 403, body: { code: "EMAIL_NOT_VERIFIED" } });
    // Saving other settings while it is on is not turning it on: accepted.
    expect((await admin.patch("/api/admin/settings").send({ commissionRate: 15, requireEmailVerification: true })).status).toBe(200);

    // Turning it off lifts the restriction at once, and it cannot come back on without a server.
    expect((await admin.patch("/api/admin/settings").send({ requireEmailVerification: false })).status).toBe(200);
    expect((await pay(learner)).status).toBe(200);
    expect((await admin.patch("/api/admin/settings").send({ requireEmailVerification: true })).body.code).toBe("MAIL_SERVER_REQUIRED");
  });
});

describe("settings errors written for people", () => {
  it("answers an out-of-range commission rate with a message naming the range", async () => {
    const res = await admin.patch("/api/admin/settings").send({ commissionRate: 101, adminEmail: "x@" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      commissionRate: "Commission rate must be between 0 and 100",
      adminEmail: "Enter a valid email address",
    });
  });
});

describe("settings are enforced", () => {
  it("closed registration answers 403 Registration is closed.", async () => {
    await admin.patch("/api/admin/settings").send({ allowRegistration: false });
    const res = await register(`closed_${Date.now()}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Registration is closed.");
    expect((await request(ctx.built.app).get("/api/platform")).body.registrationOpen).toBe(false);
  });

  it("a raised password minimum applies to the next sign-up", async () => {
    await admin.patch("/api/admin/settings").send({ passwordMinLength: 12 });
    const short = await register(`short_${Date.now()}`, "abcdef12345");
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty("password");
    expect((await register(`long_${Date.now()}`, "abcdef123456")).status).toBe(201);
  });

  it("the default role applies to sign-ups that do not choose one", async () => {
    await admin.patch("/api/admin/settings").send({ defaultUserRole: "entrepreneur" });
    const name = `norole_${Date.now()}`;
    const res = await request(ctx.built.app)
      .post("/api/register")
      .send({ username: name, email: `${name}@mail.test`, password: "password123", firstName: "N", lastName: "R" });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("entrepreneur");
    // The sign-up form starts with the same account type.
    expect((await request(ctx.built.app).get("/api/platform")).body.defaultUserRole).toBe("entrepreneur");
  });

  it("maintenance mode gives 503 with the message to a learner and not to an admin", async () => {
    const learner = await signIn(ctx, await makeUser(ctx));
    const course = await makeCourse(ctx);
    await admin.patch("/api/admin/settings").send({ maintenanceMode: true, maintenanceMessage: "Back at noon." });
    const refused = await learner.get(`/api/courses/${course.id}`);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe("Back at noon.");
    expect((await request(ctx.built.app).get("/api/platform")).body).toMatchObject({
      maintenanceMode: true,
      maintenanceMessage: "Back at noon.",
    });
    expect((await admin.get(`/api/courses/${course.id}`)).status).toBe(200);
    await admin.patch("/api/admin/settings").send({ maintenanceMode: false });
    expect((await learner.get(`/api/courses/${course.id}`)).status).toBe(200);
  });

  it("a changed commission rate applies to the next sale", async () => {
    await admin.patch("/api/admin/settings").send({ commissionRate: 30 });
    const buyer = await signIn(ctx, await makeUser(ctx));
    const seller = await makeUser(ctx, { role: "entrepreneur" });
    const { users } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await ctx.db.select().from(users).where(eq(users.id, seller.id));
    const course = await makeCourse(ctx, { priceCents: 10_000 });
    const intent = await buyer
      .post("/api/create-payment-intent")
      .send({ courseId: course.id, paymentType: "one_time", affiliateCode: row.affiliateCode });
    await buyer
      .post("/api/payments/test/confirm")
      .send({ clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
    const sellerAgent = await signIn(ctx, seller);
    const list = await sellerAgent.get("/api/entrepreneur/commissions");
    expect(list.body.items[0]).toMatchObject({ amount: "30.00", commissionRate: 30 });
  });
});
