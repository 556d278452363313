import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicProfileSchema } from "@shared/schemas/public-profile";
import { users } from "../../db/schema";
import { enroll, makeCourse, makeReview } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function owner(settings: Record<string, unknown> | null, fields: Parameters<typeof makeUser>[1] = {}): Promise<MadeUser> {
  const user = await makeUser(ctx, fields);
  await ctx.db
    .update(users)
    .set({
      learnerSettings: settings,
      bio: "Learns budgeting",
      location: "Lyon",
      website: "https://ada.example",
      paypalEmail: "pay@secret.test",
    })
    .where(eq(users.id, user.id));
  return user;
}

const anonymous = (username: string) => request(ctx.built.app).get(`/api/profiles/${encodeURIComponent(username)}`);

describe("GET /api/profiles/:username", () => {
  it("a public profile: anyone sees name, bio, location, links, certificates and courses in progress, never the email or payments", async () => {
    const user = await owner({ profileVisibility: "public", showProgress: true, showCertificates: true });
    const finished = await makeCourse(ctx, { title: "Budgeting 101" });
    const started = await makeCourse(ctx, { title: "Investing basics" });
    await enroll(ctx, user.id, finished.id, { progress: 100, completedAt: new Date("2026-03-01T10:00:00Z") });
    await enroll(ctx, user.id, started.id, { progress: 40 });

    const res = await anonymous(user.username.toUpperCase());
    expect(res.status).toBe(200);
    const body = publicProfileSchema.strict().parse(res.body);
    expect(body).toMatchObject({
      username: user.username,
      firstName: "Test",
      bio: "Learns budgeting",
      location: "Lyon",
      website: "https://ada.example",
      visibility: "public",
      isOwner: false,
      certificates: [
        {
          courseId: finished.id,
          courseTitle: "Budgeting 101",
          completedAt: "2026-03-01T10:00:00.000Z",
          verifyUrl: `/certificate/${finished.id}/${user.id}`,
        },
      ],
      coursesInProgress: [{ courseId: started.id, courseTitle: "Investing basics", progress: 40 }],
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("@example.test");
    expect(text).not.toContain("pay@secret.test");
    expect(text).not.toMatch(/email|password|payment|note/i);
  });

  it("learners without saved settings have the default: public, with progress and certificates", async () => {
    const user = await owner(null);
    const res = await anonymous(user.username);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ visibility: "public", certificates: [], coursesInProgress: [] });
  });

  it("showProgress and showCertificates off hide those lists", async () => {
    const user = await owner({ profileVisibility: "public", showProgress: false, showCertificates: false });
    const course = await makeCourse(ctx, { title: "Hidden course" });
    await enroll(ctx, user.id, course.id, { progress: 100, completedAt: new Date() });
    const res = await anonymous(user.username);
    expect(res.status).toBe(200);
    expect(res.body.certificates).toBeNull();
    expect(res.body.coursesInProgress).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain("Hidden course");
  });

  it("students: 401 to anonymous readers, shown to any signed-in account and the owner", async () => {
    const user = await owner({ profileVisibility: "students", showProgress: true, showCertificates: true });
    const anon = await anonymous(user.username);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ code: "NOT_SIGNED_IN", message: "Sign in to see this profile." });
    expect(JSON.stringify(anon.body)).not.toContain("Learns budgeting");

    const reader = await signIn(ctx, await makeUser(ctx));
    const seen = await reader.get(`/api/profiles/${user.username}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ visibility: "students", isOwner: false, bio: "Learns budgeting" });

    const self = await signIn(ctx, user);
    expect((await self.get(`/api/profiles/${user.username}`)).body).toMatchObject({ isOwner: true });
  });

  it("private: 404 to anonymous and signed-in readers, shown to the owner", async () => {
    const user = await owner({ profileVisibility: "private", showProgress: true, showCertificates: true });
    const anon = await anonymous(user.username);
    expect(anon.status).toBe(404);
    expect(anon.body.code).toBe("NOT_FOUND");
    const reader = await signIn(ctx, await makeUser(ctx));
    const other = await reader.get(`/api/profiles/${user.username}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("Learns budgeting");

    const self = await signIn(ctx, user);
    const own = await self.get(`/api/profiles/${user.username}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ visibility: "private", isOwner: true, bio: "Learns budgeting" });
  });

  it("suspended and inactive accounts and unknown names answer 404", async () => {
    const suspended = await owner({ profileVisibility: "public" }, { status: "suspended" });
    const inactive = await owner({ profileVisibility: "public" }, { status: "inactive" });
    for (const name of [suspended.username, inactive.username, "nobody_here"]) {
      const res = await anonymous(name);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    }
  });

  it("entrepreneurs and admins have a profile only once they saved a visibility", async () => {
    const admin = await owner(null, { role: "admin" });
    expect((await anonymous(admin.username)).status).toBe(404);
    const entrepreneur = await owner({ profileVisibility: "public" }, { role: "entrepreneur" });
    expect((await anonymous(entrepreneur.username)).status).toBe(200);
  });

  it("refuses bad usernames with 400 and a code: a NUL, an oversize name, a wrong character", async () => {
    for (const bad of ["ab\u0000cd", "x".repeat(33), "a b", "x".repeat(5000)]) {
      const res = await anonymous(bad);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("INVALID_INPUT");
    }
  });
});

describe("reviews link the reviewer's profile when the reader may open it", () => {
  it("public: everyone; students: signed-in readers; private, suspended and admins without a profile: nobody but the owner", async () => {
    const course = await makeCourse(ctx);
    const pub = await owner({ profileVisibility: "public" });
    const members = await owner({ profileVisibility: "students" });
    const hidden = await owner({ profileVisibility: "private" });
    const admin = await owner(null, { role: "admin" });
    for (const u of [pub, members, hidden, admin]) await makeReview(ctx, u.id, course.id, 5, `by ${u.username}`);

    const linksFor = async (agent: { get: (url: string) => request.Test }) => {
      const res = await agent.get(`/api/courses/${course.id}/reviews`);
      expect(res.status).toBe(200);
      return Object.fromEntries(
        (res.body as { comment: string; profileUrl: string | null }[]).map((r) => [r.comment.slice(3), r.profileUrl]),
      );
    };

    expect(await linksFor(request(ctx.built.app))).toEqual({
      [pub.username]: `/u/${pub.username}`,
      [members.username]: null,
      [hidden.username]: null,
      [admin.username]: null,
    });
    expect(await linksFor(await signIn(ctx, await makeUser(ctx)))).toEqual({
      [pub.username]: `/u/${pub.username}`,
      [members.username]: `/u/${members.username}`,
      [hidden.username]: null,
      [admin.username]: null,
    });
    expect((await linksFor(await signIn(ctx, hidden)))[hidden.username]).toBe(`/u/${hidden.username}`);
  });
});
