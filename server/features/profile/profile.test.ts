import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicUserSchema } from "@shared/schemas/auth";
import { DEFAULT_LEARNER_SETTINGS, learnerSettingsSchema } from "@shared/schemas/profile";
import { users } from "../../db/schema";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { PNG_1X1 } from "../uploads/test-files";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function learner(): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx);
  return { user, agent: await signIn(ctx, user) };
}

const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe("PATCH /api/user/profile", () => {
  it("saves the profile fields and answers the public user", async () => {
    const { user, agent } = await learner();
    const res = await agent.patch("/api/user/profile").send({
      firstName: " Ada ",
      lastName: "Lovelace",
      bio: "Poetical scientist",
      location: "London",
      website: "https://ada.example",
      linkedIn: "https://www.linkedin.com/in/ada",
      twitter: "",
    });
    expect(res.status).toBe(200);
    const body = publicUserSchema.strict().parse(res.body);
    expect(body).toMatchObject({
      id: user.id,
      firstName: "Ada",
      lastName: "Lovelace",
      bio: "Poetical scientist",
      location: "London",
      website: "https://ada.example",
      linkedIn: "https://www.linkedin.com/in/ada",
      twitter: null,
    });
    expect(res.body).not.toHaveProperty("passwordHash");
    expect((await agent.get("/api/user")).body).toMatchObject({ firstName: "Ada", website: "https://ada.example" });

    // Only the fields given change; blank clears an optional one.
    const partial = await agent.patch("/api/user/profile").send({ location: "", website: "http://ada.example/about" });
    expect(partial.body).toMatchObject({
      firstName: "Ada",
      bio: "Poetical scientist",
      location: null,
      website: "http://ada.example/about",
    });
  });

  it("refuses URLs that are not http(s) and fields over their limits", async () => {
    const { user, agent } = await learner();
    const before = await userRow(user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ website: "javascript:alert(1)" }, "website"],
      [{ linkedIn: "ftp://files.example" }, "linkedIn"],
      [{ twitter: "not a url" }, "twitter"],
      [{ website: `https://x.example/${"a".repeat(2048)}` }, "website"],
      [{ bio: "b".repeat(2001) }, "bio"],
      [{ location: "l".repeat(201) }, "location"],
      [{ firstName: "   " }, "firstName"],
      [{ lastName: "n".repeat(101) }, "lastName"],
    ];
    for (const [body, field] of cases) {
      const res = await agent.patch("/api/user/profile").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors[field]).toEqual(expect.any(String));
    }
    expect((await agent.patch("/api/user/profile").send({ bio: "b".repeat(2000), location: "l".repeat(200) })).status).toBe(200);
    const after = await userRow(user.id);
    expect(after.website).toBe(before.website);
    expect(after.firstName).toBe(before.firstName);
  });

  it("keeps the email read-only", async () => {
    const { user, agent } = await learner();
    const res = await agent.patch("/api/user/profile").send({ firstName: "New", email: "new@example.test" });
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toBe("Contact support to change your email address");
    const row = await userRow(user.id);
    expect(row.email).toBe(`${user.username}@example.test`);
    expect(row.firstName).toBe("Test");
  });

  it("needs a signed-in user", async () => {
    expect((await request(ctx.built.app).patch("/api/user/profile").send({ firstName: "x" })).status).toBe(401);
  });
});

describe("learner settings", () => {
  it("answers the defaults of docs/spec.md §3 until saved", async () => {
    const { agent } = await learner();
    const res = await agent.get("/api/user/settings");
    expect(res.status).toBe(200);
    expect(learnerSettingsSchema.strict().parse(res.body)).toEqual({
      emailNotifications: true,
      courseUpdates: true,
      certificateReminders: true,
      marketingEmails: false,
      smsNotifications: false,
      profileVisibility: "public",
      showProgress: true,
      showCertificates: true,
      language: "en",
      timezone: "UTC",
      difficulty: "intermediate",
      learningGoals: [],
      theme: "system",
      emailFrequency: "weekly",
      playbackRate: 1,
      captionLanguage: null,
    });
  });

  it("keeps the player's speed and caption language, and refuses other speeds", async () => {
    const { agent } = await learner();
    let res = await agent.patch("/api/user/settings").send({ playbackRate: 1.5, captionLanguage: "pt-br" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ playbackRate: 1.5, captionLanguage: "pt-BR" });
    res = await agent.patch("/api/user/settings").send({ captionLanguage: null });
    expect(res.body).toMatchObject({ playbackRate: 1.5, captionLanguage: null });
    res = await agent.patch("/api/user/settings").send({ playbackRate: 3 });
    expect(res.status).toBe(400);
    expect(res.body.errors.playbackRate).toBeDefined();
  });

  it("stores the given settings merged with the rest", async () => {
    const { user, agent } = await learner();
    let res = await agent.patch("/api/user/settings").send({ theme: "dark", marketingEmails: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULT_LEARNER_SETTINGS, theme: "dark", marketingEmails: true });
    res = await agent.patch("/api/user/settings").send({ language: "fr", learningGoals: [" Finish a course "] });
    expect(res.body).toEqual({
      ...DEFAULT_LEARNER_SETTINGS,
      theme: "dark",
      marketingEmails: true,
      language: "fr",
      learningGoals: ["Finish a course"],
    });
    expect((await agent.get("/api/user/settings")).body).toEqual(res.body);
    // The whole object (what the settings screen sends) is accepted as well.
    res = await agent.patch("/api/user/settings").send({ ...res.body, theme: "light" });
    expect(res.body.theme).toBe("light");
    expect((await userRow(user.id)).learnerSettings).toMatchObject({ theme: "light", language: "fr" });
  });

  it("refuses unknown values and unknown keys, and changes nothing", async () => {
    const { user, agent } = await learner();
    await agent.patch("/api/user/settings").send({ theme: "dark" });
    const cases: [Record<string, unknown>, string][] = [
      [{ theme: "blue" }, "theme"],
      [{ language: "it" }, "language"],
      [{ timezone: "Mars/Olympus" }, "timezone"],
      [{ difficulty: "expert" }, "difficulty"],
      [{ profileVisibility: "friends" }, "profileVisibility"],
      [{ emailFrequency: "hourly" }, "emailFrequency"],
      [{ emailNotifications: "yes" }, "emailNotifications"],
      [{ learningGoals: "learn" }, "learningGoals"],
      [{ learningGoals: Array.from({ length: 21 }, (_, i) => `goal ${i}`) }, "learningGoals"],
      [{ theme: "light", isAdmin: true }, "_"],
    ];
    for (const [body, field] of cases) {
      const res = await agent.patch("/api/user/settings").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors[field]).toEqual(expect.any(String));
    }
    expect((await agent.get("/api/user/settings")).body.theme).toBe("dark");
    expect((await userRow(user.id)).learnerSettings).toEqual({ theme: "dark" });
  });

  it("keeps an admin's and an entrepreneur's language and time zone through the same checks", async () => {
    for (const role of ["admin", "entrepreneur"] as const) {
      const user = await makeUser(ctx, { role });
      const agent = await signIn(ctx, user);
      const saved = await agent.patch("/api/user/settings").send({ language: "de", timezone: "CET" });
      expect(saved.status, role).toBe(200);
      expect(saved.body, role).toMatchObject({ language: "de", timezone: "CET" });
      const refused = await agent.patch("/api/user/settings").send({ language: "it", timezone: "CET" });
      expect(refused.status, role).toBe(400);
      expect(refused.body.errors.language, role).toEqual(expect.any(String));
      expect((await agent.get("/api/user/settings")).body, role).toMatchObject({ language: "de", timezone: "CET" });
      expect((await userRow(user.id)).learnerSettings, role).toEqual({ language: "de", timezone: "CET" });
    }
  });

  it("falls back to the default for a stored value no longer allowed", async () => {
    const { user, agent } = await learner();
    await ctx.db
      .update(users)
      .set({ learnerSettings: { theme: "sepia", language: "de" } })
      .where(eq(users.id, user.id));
    expect((await agent.get("/api/user/settings")).body).toMatchObject({ theme: "system", language: "de" });
  });
});

describe("POST /api/user/avatar", () => {
  it("stores an uploaded image as the avatar and removes the one it replaces", async () => {
    const { user, agent } = await learner();
    const first = await agent.post("/api/user/avatar").attach("image", PNG_1X1, "me.png");
    expect(first.status).toBe(200);
    expect(first.body.profileImageUrl).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);
    const firstFile = path.join(ctx.uploadDir, first.body.profileImageUrl.replace("/uploads/", ""));
    expect(fs.existsSync(firstFile)).toBe(true);

    const second = await agent.post("/api/user/avatar").attach("image", PNG_1X1, "me-again.png");
    expect(second.status).toBe(200);
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect((await userRow(user.id)).profileImageUrl).toBe(second.body.profileImageUrl);
  });

  it("refuses files that are not images", async () => {
    const { user, agent } = await learner();
    const res = await agent.post("/api/user/avatar").attach("image", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.png");
    expect(res.status).toBe(415);
    expect((await userRow(user.id)).profileImageUrl).toBeNull();
    expect((await agent.post("/api/user/avatar").send({})).status).toBe(400);
  });
});
