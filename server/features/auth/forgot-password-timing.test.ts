import request from "supertest";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { FORGOT_PASSWORD_SENT } from "@shared/schemas/account";
import type * as PasswordReset from "./password-reset.service";
import { createTestContext, makeUser, type TestContext } from "../../test/test-app";

// No account enumeration by timing: the answer is sent before the address is even looked up.
// Instead of timing requests (which a busy machine makes meaningless), the work behind the answer
// is made to never finish: if the route waited for it, no answer would come.
const work = vi.hoisted(() => ({ started: [] as string[] }));
vi.mock("./password-reset.service", async (importOriginal) => ({
  ...(await importOriginal<typeof PasswordReset>()),
  requestPasswordReset: (_db: unknown, email: string) => {
    work.started.push(email);
    return new Promise<void>(() => {}); // never settles
  },
}));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: 1 });
});
afterAll(async () => {
  await ctx.close();
});

it("answers a known and an unknown email alike, before any work on the address starts to matter", async () => {
  const user = await makeUser(ctx);
  const email = `${user.username}@example.test`;
  const known = await request(ctx.built.app).post("/api/password/forgot").set("X-Forwarded-For", "203.0.113.1").send({ email });
  const unknown = await request(ctx.built.app)
    .post("/api/password/forgot")
    .set("X-Forwarded-For", "203.0.113.2")
    .send({ email: "ghost@nowhere.test" });
  for (const answer of [known, unknown]) expect(answer).toMatchObject({ status: 202, body: { message: FORGOT_PASSWORD_SENT } });
  expect(known.text).toBe(unknown.text);
  // Both reached the work, which has not finished (and never will): the answers did not wait for it.
  expect(work.started).toEqual([email, "ghost@nowhere.test"]);
});
