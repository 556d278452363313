import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_EMAIL_FAILED, TEST_EMAIL_NEEDS_ADMIN_EMAIL, TEST_EMAIL_NEEDS_HOST } from "@shared/schemas/admin";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;
let smtp: SMTPServer;
let port: number;
const received: { from: string; to: string[]; user: string | undefined; body: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
  // A real SMTP server on a free local port, accepting the one saved username and password.
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth(auth, _session, done) {
      if (auth.username === "mailer" && auth.password === "s3cret-pass") done(null, { user: auth.username });
      else done(new Error("Invalid username or password"));
    },
    onData(stream, session, done) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          body,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await ctx.close();
});

const save = (values: Record<string, unknown>) => admin.patch("/api/admin/settings").send(values);
const sendTest = () => admin.post("/api/admin/settings/test-email").send({});

describe("POST /api/admin/settings/test-email", () => {
  it("says what is missing, changing nothing, until the admin email and the host are saved", async () => {
    await save({ emailProvider: "smtp", adminEmail: "" });
    expect(await sendTest()).toMatchObject({ status: 409, body: { message: TEST_EMAIL_NEEDS_ADMIN_EMAIL } });
    await save({ adminEmail: "owner@gsm.test", smtpHost: "" });
    expect(await sendTest()).toMatchObject({ status: 409, body: { message: TEST_EMAIL_NEEDS_HOST } });
    expect((await admin.post("/api/admin/settings/test-email").send({ to: "someone@else.test" })).status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it("sends through the saved SMTP server with the stored password, to the admin email", async () => {
    expect(
      (
        await save({
          emailProvider: "smtp",
          adminEmail: "owner@gsm.test",
          supportEmail: "help@gsm.test",
          smtpHost: "127.0.0.1",
          smtpPort: port,
          smtpUsername: "mailer",
          smtpPassword: "s3cret-pass",
        })
      ).status,
    ).toBe(200);
    const res = await sendTest();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ to: "owner@gsm.test" });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "help@gsm.test", to: ["owner@gsm.test"], user: "mailer" });
    expect(received[0].body).toContain("Subject: GSM Academy: test email");
  });

  it("answers 502 with the mail server's reason when it refuses or cannot be reached", async () => {
    await save({ smtpPassword: "wrong-pass" });
    const refused = await sendTest();
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(new RegExp(`^${TEST_EMAIL_FAILED}: .*Invalid username or password`));

    await save({ smtpPassword: "s3cret-pass", smtpPort: 1 });
    const unreachable = await sendTest();
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.message.startsWith(`${TEST_EMAIL_FAILED}: `)).toBe(true);
    expect(received).toHaveLength(1);
  });
});
