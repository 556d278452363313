// docs/product-rules.md §14: the server under bad input and abuse, and what an operator needs from its answers.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, users } from "./db/schema";
import { setPasswordCostForTests } from "./features/auth/password";
import { describeError, errorLine } from "./lib/logger";
import { checkProductionEnv, ConfigError, publicUrlOf, readEnv, shouldSeed } from "./lib/env";
import { enroll, makeChapter, makeCourse, makeGuideline } from "./test/course-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "./test/test-app";
import { TEST_PASSWORD_COST } from "./test/setup";

let ctx: TestContext;
const api = () => request(ctx.built.app);
const NUL = "\u0000";

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.db.delete(rateLimits);
});

describe("a NUL character anywhere in the input", () => {
  it("answers 400 with a field error on every kind of route, never 500, and changes nothing", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const learnerUser = await makeUser(ctx);
    const learner = await signIn(ctx, learnerUser);
    const entrepreneur = await signIn(ctx, await makeUser(ctx, { role: "entrepreneur" }));
    const course = await makeCourse(ctx, { priceCents: 0 });
    await enroll(ctx, learnerUser.id, course.id);
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

    const cases: Array<[string, () => request.Test, string]> = [
      ["catalogue search", () => api().get(`/api/courses?search=a${NUL}b`), "search"],
      [
        "login",
        () =>
          api()
            .post("/api/login")
            .send({ username: `ada${NUL}`, password: "x" }),
        "username",
      ],
      [
        "register",
        () =>
          api()
            .post("/api/register")
            .send({ username: `n${NUL}ul`, email: "nul@example.test", password: "password1", firstName: "A", lastName: "B" }),
        "username",
      ],
      ["note", () => learner.post(`/api/personal/courses/${course.id}/notes`).send({ content: `a${NUL}`, timestamp: 1 }), "content"],
      ["review", () => learner.post(`/api/courses/${course.id}/reviews`).send({ rating: 5, comment: `ok${NUL}` }), "comment"],
      ["platform settings", () => admin.patch("/api/admin/settings").send({ platformName: `GSM${NUL}` }), "platformName"],
      ["entrepreneur profile", () => entrepreneur.patch("/api/entrepreneur/profile").send({ bio: `hi${NUL}` }), "bio"],
      ["payment lookup (path)", () => learner.get(`/api/payments/pi_${encodeURIComponent(NUL)}x`), "path"],
      [
        "course title",
        () =>
          admin.post("/api/courses").send({ title: `T${NUL}`, description: "d", price: "0.00", category: "Technology", level: "Beginner" }),
        "title",
      ],
      ["nested key", () => admin.patch("/api/admin/settings").send({ [`smtp${NUL}Host`]: "x" }), "smtpHost"],
    ];
    for (const [name, send, field] of cases) {
      const res = await send();
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe("INVALID_INPUT");
      expect(res.body.errors?.[field], name).toMatch(/NUL/);
    }
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n).toBe(before);
  });
});

describe("sign-in and sign-up limits", () => {
  it("counts failures by username and by email of one account against one limit", async () => {
    const user = await makeUser(ctx, { email: "counted@example.test" });
    const app = ctx.makeApp({ loginRateLimit: { windowMs: 60_000, perIp: 1000, perUsername: 4 } }).app;
    const statuses: number[] = [];
    for (const login of [user.username, "counted@example.test", user.username.toUpperCase(), "COUNTED@example.test", user.username]) {
      statuses.push((await request(app).post("/api/login").send({ username: login, password: "wrong-password" })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The right password does not get through either until the window ends.
    const right = await request(app).post("/api/login").send({ username: "counted@example.test", password: user.password });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("TOO_MANY_REQUESTS");
  });

  it("throttles sign-ups per address: SIGNUP_LIMIT_PER_HOUR, then 429", async () => {
    const app = ctx.makeApp({ signupLimitPerHour: 2 }).app;
    const body = (n: string) => ({
      username: `limit_${n}_${Date.now() % 100000}`,
      email: `limit_${n}_${Date.now()}@example.test`,
      password: "password1",
      firstName: "A",
      lastName: "B",
    });
    expect((await request(app).post("/api/register").send(body("a"))).status).toBe(201);
    // A sign-up refused before any name is looked at (weak password) does not count; a taken
    // username does (sign-in-privacy.test.ts).
    expect(
      (
        await request(app)
          .post("/api/register")
          .send({ ...body("weak"), password: "x" })
      ).status,
    ).toBe(400);
    expect((await request(app).post("/api/register").send(body("b"))).status).toBe(201);
    const third = await request(app).post("/api/register").send(body("c"));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/sign-ups/) });
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, body("c").email)),
    ).toHaveLength(0);
  });

  it("reads SIGNUP_LIMIT_PER_HOUR from the environment, 10 by default", () => {
    expect(readEnv({}).SIGNUP_LIMIT_PER_HOUR).toBe(10);
    expect(readEnv({ SIGNUP_LIMIT_PER_HOUR: "500" }).SIGNUP_LIMIT_PER_HOUR).toBe(500);
    expect(() => readEnv({ SIGNUP_LIMIT_PER_HOUR: "many" })).toThrow(ConfigError);
  });
});

describe("links the server builds", () => {
  it("use PUBLIC_URL, never the request's Host header", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const agent = await signIn(ctx, entrepreneur);
    const course = await makeCourse(ctx, { isPublished: true });
    const res = await agent.post(`/api/entrepreneur/affiliate-link/${course.id}`).set("Host", "evil.example.com");
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain("https://academy.example.test/");
    expect(JSON.stringify(res.body)).not.toContain("evil.example.com");
  });

  it("default to http://localhost:PORT in development; production refuses to start without one", () => {
    expect(publicUrlOf(readEnv({ PORT: "5123" }))).toBe("http://localhost:5123");
    expect(publicUrlOf(readEnv({ PUBLIC_URL: "https://academy.example.com/" }))).toBe("https://academy.example.com");
    expect(() => readEnv({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
    const secret = "s".repeat(32);
    expect(() => checkProductionEnv(readEnv({ NODE_ENV: "production", SESSION_SECRET: secret }))).toThrow(/PUBLIC_URL must be set/);
    expect(() =>
      checkProductionEnv(readEnv({ NODE_ENV: "production", SESSION_SECRET: secret, PUBLIC_URL: "https://a.example" })),
    ).not.toThrow();
  });
});

describe("production configuration", () => {
  it("refuses a SESSION_SECRET shorter than 32 characters", () => {
    const base = { NODE_ENV: "production", PUBLIC_URL: "https://a.example" };
    expect(() => checkProductionEnv(readEnv(base))).toThrow(/SESSION_SECRET must be set/);
    expect(() => checkProductionEnv(readEnv({ ...base, SESSION_SECRET: "short-secret" }))).toThrow(/too short/);
  });

  it("never seeds demo accounts in production unless SEED=true", () => {
    expect(shouldSeed(readEnv({ NODE_ENV: "production" }))).toBe(false);
    expect(shouldSeed(readEnv({ NODE_ENV: "production", SEED: "true" }))).toBe(true);
    expect(shouldSeed(readEnv({}))).toBe(true);
    expect(shouldSeed(readEnv({ SEED: "false" }))).toBe(false);
  });

  it("names a bad environment value in one line", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/^PORT .*"eighty"/);
  });
});

describe("answers that depend on the session", () => {
  it("carry Cache-Control: no-store", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    for (const url of ["/api/user", "/api/user/settings", "/api/courses", "/api/personal/enrollments"]) {
      const res = await agent.get(url);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    expect((await api().get("/api/user")).headers["cache-control"]).toBe("no-store");
  });
});

describe("password hashing", () => {
  // As the releases before argon2id stored "upgrade-me-1": scrypt at N=2^17, r=8, p=1.
  const SCRYPT_HASH_OF_EARLIER_RELEASES =
    "scrypt$131072$8$1$REeG+QRY13gqY9G6mT9wzw==$lJMkF3Q7Pa29jOiqc7iRcJn9M/X+SgpsQlOBE8C8RrPD/MV8hXxIvDmlsu3ujb7328QniC9YqWeGjS58YILtCA==";

  // One scrypt verification, one argon2id hash and two argon2id verifications at the production
  // cost: well under a second on a quiet machine (the previous test's four scrypt runs at 128 MB
  // each reached its 30 s limit on a busy one).
  it("hashes with argon2id at OWASP's parameters (m=19 MiB, t=2, p=1) and upgrades an earlier scrypt hash at the next sign-in", async () => {
    const user = await makeUser(ctx, { password: "upgrade-me-1" });
    await ctx.db.update(users).set({ passwordHash: SCRYPT_HASH_OF_EARLIER_RELEASES }).where(eq(users.id, user.id));
    setPasswordCostForTests("production");
    try {
      const res = await api().post("/api/login").send({ username: user.username, password: "upgrade-me-1" });
      expect(res.status).toBe(200);
      const [upgraded] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      // Self-describing: algorithm, version, memory in KiB, passes and lanes, then salt and hash.
      expect(upgraded.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect((await api().post("/api/login").send({ username: user.username, password: "upgrade-me-1" })).status).toBe(200);
      // A failed sign-in changes nothing.
      expect((await api().post("/api/login").send({ username: user.username, password: "wrong" })).status).toBe(401);
      const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(after.passwordHash).toBe(upgraded.passwordHash);
    } finally {
      setPasswordCostForTests(TEST_PASSWORD_COST);
    }
  });
});

describe("URL fields and custom CSS", () => {
  it("accept only http(s) addresses, and custom CSS without '<'", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const entrepreneur = await signIn(ctx, await makeUser(ctx, { role: "entrepreneur" }));
    const learner = await signIn(ctx, await makeUser(ctx));
    for (const bad of ["javascript:alert(1)", "data:text/html,hi", "file:///etc/passwd", "ftp://x.example"]) {
      expect((await admin.patch("/api/admin/settings").send({ logoUrl: bad })).status, bad).toBe(400);
      expect((await admin.patch("/api/admin/settings").send({ faviconUrl: bad })).status, bad).toBe(400);
      expect((await entrepreneur.patch("/api/entrepreneur/profile").send({ website: bad })).status, bad).toBe(400);
      expect((await learner.patch("/api/user/profile").send({ website: bad })).status, bad).toBe(400);
    }
    const css = await admin.patch("/api/admin/settings").send({ customCss: "body{}</style><script>alert(1)</script>" });
    expect(css.status).toBe(400);
    expect(css.body.errors.customCss).toMatch(/</);
    const ok = await admin
      .patch("/api/admin/settings")
      .send({ logoUrl: "https://cdn.example.com/logo.png", customCss: "body { color: red; }" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ logoUrl: "https://cdn.example.com/logo.png", customCss: "body { color: red; }" });
    expect((await entrepreneur.patch("/api/entrepreneur/profile").send({ website: "https://me.example.com" })).status).toBe(200);
  });
});

describe("PATCH /api/admin/settings", () => {
  it("accepts what GET returns: read-only fields are ignored", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const current = await admin.get("/api/admin/settings");
    expect(current.body).toHaveProperty("smtpPasswordSet");
    const res = await admin
      .patch("/api/admin/settings")
      .send({ ...current.body, platformName: "Round Trip Academy", smtpPasswordSet: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ platformName: "Round Trip Academy", smtpPasswordSet: current.body.smtpPasswordSet });
    // Unknown fields are still refused.
    expect((await admin.patch("/api/admin/settings").send({ notASetting: 1 })).status).toBe(400);
  });
});

describe("study material of a paid course", () => {
  it("shows guideline titles to everyone, content and files only to learners with access and admins", async () => {
    const course = await makeCourse(ctx, { priceCents: 4_900, isPublished: true });
    const name = `guide-${Date.now()}.txt`;
    fs.mkdirSync(path.join(ctx.uploadDir, "documents"), { recursive: true });
    fs.writeFileSync(path.join(ctx.uploadDir, "documents", name), "the paid workbook");
    await makeGuideline(ctx, course.id, { title: "Workbook", content: "Secret method" }, [
      { name: "Workbook.txt", url: `/uploads/documents/${name}` },
    ]);
    const owner = await makeUser(ctx);
    await enroll(ctx, owner.id, course.id);
    const stranger = await signIn(ctx, await makeUser(ctx));
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const ownerAgent = await signIn(ctx, owner);

    const anonymous = await api().get(`/api/courses/${course.id}/guidelines`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body[0]).toMatchObject({ title: "Workbook", content: "", downloadableContent: [], locked: true });
    expect(JSON.stringify(anonymous.body)).not.toContain("Secret method");
    expect((await stranger.get(`/api/courses/${course.id}/guidelines`)).body[0]).toMatchObject({ locked: true, content: "" });
    expect((await ownerAgent.get(`/api/courses/${course.id}/guidelines`)).body[0]).toMatchObject({
      locked: false,
      content: "Secret method",
    });
    expect((await admin.get(`/api/courses/${course.id}/guidelines`)).body[0]).toMatchObject({ locked: false, content: "Secret method" });

    const file = `/uploads/documents/${name}`;
    expect((await api().get(file)).status).toBe(401);
    expect((await stranger.get(file)).status).toBe(403);
    const download = await ownerAgent.get(file);
    expect(download.status, JSON.stringify(download.body)).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/attachment/);
    expect(download.text).toBe("the paid workbook");
    expect((await admin.get(file)).status).toBe(200);
    // Paths that try to leave the folder, or files no guideline offers, are not served.
    expect((await ownerAgent.get("/uploads/documents/..%2F..%2Fsecret.txt")).status).toBe(400);
    expect((await ownerAgent.get("/uploads/documents/unknown.txt")).status).toBe(404);
  });

  it("gives a chapter's lesson text only to learners with access and admins; an open preview's to everyone", async () => {
    const course = await makeCourse(ctx, { priceCents: 4_900, isPublished: true });
    const paid = await makeChapter(ctx, course.id, { guidelines: "Paid lesson notes 5d2a" });
    const preview = await makeChapter(ctx, course.id, { isPreview: true, guidelines: "Preview lesson notes" });
    const owner = await makeUser(ctx);
    await enroll(ctx, owner.id, course.id);
    const stranger = await signIn(ctx, await makeUser(ctx));
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const ownerAgent = await signIn(ctx, owner);
    const url = `/api/courses/${course.id}/chapters`;
    const byId = (body: { id: number; guidelines: string | null; locked: boolean }[], id: number) => body.find((c) => c.id === id);

    for (const viewer of [api(), stranger]) {
      const res = await viewer.get(url);
      expect(res.status).toBe(200);
      expect(byId(res.body, paid.id)).toMatchObject({ locked: true, lockReason: "NO_COURSE_ACCESS", guidelines: null });
      expect(JSON.stringify(res.body)).not.toContain("Paid lesson notes 5d2a");
      expect(byId(res.body, preview.id)).toMatchObject({ locked: false, guidelines: "Preview lesson notes" });
    }
    for (const viewer of [ownerAgent, admin]) {
      const res = await viewer.get(url);
      expect(byId(res.body, paid.id)).toMatchObject({ locked: false, guidelines: "Paid lesson notes 5d2a" });
    }
  });
});

describe("request ids", () => {
  it("answer X-Request-Id (the caller's when plain, else a new one), in error bodies and log lines", async () => {
    const given = await api().get("/api/health").set("X-Request-Id", "trace-abc-123");
    expect(given.headers["x-request-id"]).toBe("trace-abc-123");
    const generated = await api().get("/api/nope");
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.body).toMatchObject({ code: "NOT_FOUND", requestId: generated.headers["x-request-id"] });
    // Answers written outside the error handler carry it too: a missing public image.
    const image = await api().get("/uploads/images/no-such-image.png").set("X-Request-Id", "img-trace-9");
    expect(image.status).toBe(404);
    expect(image.body).toMatchObject({ code: "NOT_FOUND", requestId: "img-trace-9" });
    const smuggled = await api().get("/api/health").set("X-Request-Id", "bad id\twith spaces");
    expect(smuggled.headers["x-request-id"]).not.toContain(" ");
    const line = ctx.logLines.map((l) => JSON.parse(l)).find((l) => l.msg === "request" && l.requestId === "trace-abc-123");
    expect(line).toMatchObject({ path: "/api/health", status: 200 });
  });
});

describe("database errors in logs", () => {
  it("name the SQLSTATE and the query, never the parameters", async () => {
    const secret = "s3cret-param-value";
    const err = await ctx.db.execute(sql`SELECT ${secret}::int AS n FROM users`).catch((e: unknown) => e);
    const logged = JSON.stringify(describeError(err));
    expect(logged).toContain("22P02");
    expect(logged).toContain("select users");
    expect(logged).not.toContain(secret);
  });

  it("are one line without the parameters where a person reads them (a stored email error, a failed start)", async () => {
    const secret = "s3cret-param-value";
    const err = await ctx.db.execute(sql`SELECT ${secret}::int AS n FROM users`).catch((e: unknown) => e);
    expect((err as Error).message).toContain(secret); // what used to be printed
    expect(errorLine(err)).toBe('database error (SQLSTATE 22P02, query "select users")');
    expect(errorLine(new Error("first line\nsecond line"))).toBe("first line");
    expect(errorLine(new TypeError("bad"))).toBe("TypeError: bad");
  });
});

describe("what the logs never hold", () => {
  it("a signed-in learner's requests log no password, session id or note text, even when they fail", async () => {
    const user = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    await enroll(ctx, user.id, course.id);
    const before = ctx.logLines.length;

    const agent = request.agent(ctx.built.app);
    const login = await agent.post("/api/login").send({ username: user.username, password: user.password });
    expect(login.status).toBe(200);
    const cookie = (login.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("gsm.sid="))!;
    const sid = decodeURIComponent(cookie.split(";")[0]!.slice("gsm.sid=".length)).replace(/^s:/, "").split(".")[0]!;
    expect(sid.length).toBeGreaterThan(10);

    const noteText = "my private thought 7e1f-9b2c";
    expect(
      (await agent.post(`/api/personal/courses/${course.id}/notes`).send({ content: noteText, timestamp: 12, chapterId: chapter.id }))
        .status,
    ).toBe(201);
    // Failures log their code and status: never the body that caused them.
    expect(
      (await agent.post(`/api/personal/courses/${course.id}/notes`).send({ content: `${noteText} ${"x".repeat(20_000)}`, timestamp: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await agent.post(`/api/personal/courses/999999/notes`).send({ content: noteText, timestamp: 1 })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (
        await api()
          .post("/api/login")
          .send({ username: user.username, password: `${user.password}-wrong` })
      ).status,
    ).toBe(401);

    const logged = ctx.logLines.slice(before).join("\n");
    expect(logged.length).toBeGreaterThan(0); // the requests were logged
    for (const secret of [user.password, `${user.password}-wrong`, sid, noteText]) expect(logged, secret).not.toContain(secret);
  });
});

describe("GET /api/health", () => {
  it("answers 200 with the database kind when the database answers", async () => {
    const res = await api().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok" });
  });
});

describe("chapters still stream to learners with access", () => {
  it("keeps the video route guarded and uncached", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id, { videoFile: "/uploads/videos/none.mp4" });
    const res = await api().get(`/api/chapters/${chapter.id}/video`);
    expect([401, 403]).toContain(res.status);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
