import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COURSE_HAS_STUDENTS } from "@shared/schemas/courses";
import { chapters, courses, guidelineFiles, guidelines, sections } from "../../db/schema";
import {
  clearCatalogue,
  enroll,
  makeChapter,
  makeCourse,
  makeGuideline,
  makeReview,
  makeSection,
  makeUploadedFile,
  uploadedFileExists,
} from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;
let learner: Agent;
const anon = () => request(ctx.built.app);
const countCourses = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(courses))[0].n;
const titles = (res: request.Response) => res.body.items.map((c: { title: string }) => c.title);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

const validCourse = (over: Record<string, unknown> = {}) => ({
  title: "Growth Marketing",
  description: "Grow a product with experiments",
  category: "Marketing",
  level: "Intermediate",
  price: "129",
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
  learner = await signIn(ctx, await makeUser(ctx, { role: "personal" }));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await clearCatalogue(ctx);
});

describe("GET /api/courses", () => {
  it("shows visitors and learners published courses only, admins drafts too, with the total", async () => {
    await makeCourse(ctx, { title: "Live A" });
    await makeCourse(ctx, { title: "Live B" });
    await makeCourse(ctx, { title: "Draft C", isPublished: false });
    for (const agent of [anon(), learner]) {
      const res = await agent.get("/api/courses");
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(2);
      expect(titles(res).sort()).toEqual(["Live A", "Live B"]);
    }
    const res = await admin.get("/api/courses");
    expect(res.body.total).toBe(3);
    expect(titles(res)).toContain("Draft C");
  });

  it("answers the course shape with money strings and derived figures", async () => {
    const course = await makeCourse(ctx, { priceCents: 12_900, originalPriceCents: 19_900, category: "marketing", level: "advanced" });
    const other = await makeCourse(ctx, { title: "No reviews" });
    await makeChapter(ctx, course.id, { durationSeconds: 61 });
    await makeChapter(ctx, course.id, { durationSeconds: 120 });
    await makeChapter(ctx, course.id, { durationSeconds: null });
    const people = await Promise.all([1, 2, 3].map(() => makeUser(ctx)));
    await enroll(ctx, people[0].id, course.id);
    await enroll(ctx, people[1].id, course.id);
    await makeReview(ctx, people[0].id, course.id, 5);
    await makeReview(ctx, people[1].id, course.id, 4);
    await makeReview(ctx, people[2].id, course.id, 4);

    const res = await anon().get("/api/courses").query({ sort: "title" });
    const shown = res.body.items.find((c: { id: number }) => c.id === course.id);
    expect(shown).toEqual({
      id: course.id,
      title: course.title,
      description: course.description,
      category: "marketing",
      level: "advanced",
      price: "129.00",
      originalPrice: "199.00",
      thumbnailUrl: null,
      guidelines: null,
      isPublished: true,
      sequential: false,
      studentsCount: 2,
      lessonsCount: 3,
      duration: 4, // 181 seconds, rounded up to whole minutes
      rating: 4.3,
      reviewCount: 3,
      createdAt: course.createdAt.toISOString(),
    });
    const bare = res.body.items.find((c: { id: number }) => c.id === other.id);
    expect(bare).toMatchObject({ studentsCount: 0, lessonsCount: 0, duration: 0, rating: null, reviewCount: 0, originalPrice: null });
  });

  it("filters by category and by level in any letter case", async () => {
    await makeCourse(ctx, { title: "Budgeting", category: "finance", level: "beginner" });
    await makeCourse(ctx, { title: "Derivatives", category: "finance", level: "advanced" });
    await makeCourse(ctx, { title: "Branding", category: "marketing", level: "beginner" });
    let res = await anon().get("/api/courses").query({ level: "Beginner" });
    expect(titles(res).sort()).toEqual(["Branding", "Budgeting"]);
    res = await anon().get("/api/courses").query({ category: "Finance", level: "ADVANCED" });
    expect(titles(res)).toEqual(["Derivatives"]);
    expect(res.body.total).toBe(1);
    res = await anon().get("/api/courses").query({ category: "all", level: "all" });
    expect(res.body.total).toBe(3);
  });

  it("searches title and description case-insensitively, taking % and _ literally", async () => {
    await makeCourse(ctx, { title: "Data Analytics", description: "Learn Python and SQL" });
    await makeCourse(ctx, { title: "PYTHON for kids", description: "Games" });
    await makeCourse(ctx, { title: "Cooking", description: "100% fun" });
    let res = await anon().get("/api/courses").query({ search: "python" });
    expect(titles(res).sort()).toEqual(["Data Analytics", "PYTHON for kids"]);
    res = await anon().get("/api/courses").query({ search: "0%" });
    expect(titles(res)).toEqual(["Cooking"]);
    res = await anon().get("/api/courses").query({ search: "_" });
    expect(res.body.total).toBe(0);
  });

  it("sorts by newest, oldest, title, popularity and rating", async () => {
    const old = await makeCourse(ctx, { title: "beta", createdAt: daysAgo(30) });
    const mid = await makeCourse(ctx, { title: "Alpha", createdAt: daysAgo(20) });
    const recent = await makeCourse(ctx, { title: "gamma", createdAt: daysAgo(10) });
    const [u1, u2] = [await makeUser(ctx), await makeUser(ctx)];
    await enroll(ctx, u1.id, mid.id);
    await enroll(ctx, u2.id, mid.id);
    await enroll(ctx, u1.id, old.id);
    await makeReview(ctx, u1.id, old.id, 5);
    await makeReview(ctx, u1.id, recent.id, 3);

    const order = async (sort: string) => titles(await anon().get("/api/courses").query({ sort }));
    expect(await order("newest")).toEqual(["gamma", "Alpha", "beta"]);
    expect(await order("oldest")).toEqual(["beta", "Alpha", "gamma"]);
    expect(await order("title")).toEqual(["Alpha", "beta", "gamma"]);
    expect(await order("popular")).toEqual(["Alpha", "beta", "gamma"]);
    expect(await order("rating")).toEqual(["beta", "gamma", "Alpha"]); // unrated last
    expect(await order("Newest")).toEqual(["gamma", "Alpha", "beta"]);
  });

  it("pages with limit and offset and keeps the total of all matches", async () => {
    for (let i = 1; i <= 5; i++) await makeCourse(ctx, { title: `Course ${i}`, createdAt: daysAgo(10 - i) });
    let res = await anon().get("/api/courses").query({ limit: 2, offset: 0 });
    expect(titles(res)).toEqual(["Course 5", "Course 4"]);
    expect(res.body.total).toBe(5);
    res = await anon().get("/api/courses").query({ limit: 2, offset: 4 });
    expect(titles(res)).toEqual(["Course 1"]);
    expect(res.body.total).toBe(5);
    res = await anon().get("/api/courses").query({ offset: 10 });
    expect(res.body).toEqual({ items: [], total: 5 });
  });

  it("uses 12 per page by default and refuses bad queries with 400", async () => {
    for (let i = 0; i < 13; i++) await makeCourse(ctx);
    const res = await anon().get("/api/courses");
    expect(res.body.items).toHaveLength(12);
    expect(res.body.total).toBe(13);
    for (const query of [{ limit: 500 }, { limit: 0 }, { offset: -1 }, { level: "expert" }, { sort: "cheapest" }, { limit: "ten" }]) {
      const bad = await anon().get("/api/courses").query(query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(Object.keys(query));
    }
  });
});

describe("GET /api/courses/facets", () => {
  it("counts visible courses per category", async () => {
    await makeCourse(ctx, { category: "finance" });
    await makeCourse(ctx, { category: "finance" });
    await makeCourse(ctx, { category: "design" });
    await makeCourse(ctx, { category: "design", isPublished: false });
    const res = await anon().get("/api/courses/facets");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 3,
      categories: [
        { category: "design", count: 1 },
        { category: "finance", count: 2 },
      ],
    });
    expect((await admin.get("/api/courses/facets")).body.total).toBe(4);
  });
});

describe("GET /api/courses/:id", () => {
  it("answers a published course to anyone", async () => {
    const course = await makeCourse(ctx);
    const res = await anon().get(`/api/courses/${course.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: course.id, title: course.title, price: "129.00", isPublished: true });
  });

  it("hides a draft from visitors and learners (404) and shows it to admins", async () => {
    const draft = await makeCourse(ctx, { isPublished: false });
    for (const agent of [anon(), learner]) {
      const res = await agent.get(`/api/courses/${draft.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Course not found");
    }
    expect((await admin.get(`/api/courses/${draft.id}`)).status).toBe(200);
  });

  it("keeps showing an unpublished course to a learner enrolled in it", async () => {
    const user = await makeUser(ctx);
    const course = await makeCourse(ctx, { isPublished: false });
    await enroll(ctx, user.id, course.id);
    expect((await (await signIn(ctx, user)).get(`/api/courses/${course.id}`)).status).toBe(200);
  });

  it("answers 404 for an unknown id and 400 for an id that is not a positive integer", async () => {
    expect((await anon().get("/api/courses/999999")).status).toBe(404);
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      expect((await anon().get(`/api/courses/${id}`)).status, id).toBe(400);
    }
  });
});

describe("GET /api/admin/courses", () => {
  it("lists every course newest first, paged, for admins only", async () => {
    await makeCourse(ctx, { title: "Older", createdAt: daysAgo(5) });
    await makeCourse(ctx, { title: "Newer draft", isPublished: false, createdAt: daysAgo(1) });
    const res = await admin.get("/api/admin/courses").query({ limit: 1 });
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(["Newer draft"]);
    expect(res.body.total).toBe(2);
    expect((await learner.get("/api/admin/courses")).status).toBe(403);
  });
});

describe("POST /api/courses", () => {
  it("creates a draft course, normalising category, level and price", async () => {
    const res = await admin.post("/api/courses").send(validCourse({ thumbnailUrl: "/uploads/images/cover.png", originalPrice: 199.5 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Growth Marketing",
      category: "marketing",
      level: "intermediate",
      price: "129.00",
      originalPrice: "199.50",
      thumbnailUrl: "/uploads/images/cover.png",
      isPublished: false,
      studentsCount: 0,
    });
    const [row] = await ctx.db.select().from(courses).where(eq(courses.id, res.body.id));
    expect(row.priceCents).toBe(12_900);
  });

  it("ignores derived figures sent in the body", async () => {
    const res = await admin
      .post("/api/courses")
      .send(validCourse({ studentsCount: 5000, lessonsCount: 99, duration: 600, rating: 5, isPublished: true }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ studentsCount: 0, lessonsCount: 0, duration: 0, rating: null, isPublished: true });
  });

  it("answers the form's messages for missing fields", async () => {
    const res = await admin.post("/api/courses").send({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: "Title is required",
      description: "Description is required",
      category: "Category is required",
    });
    const blank = await admin.post("/api/courses").send(validCourse({ title: "   " }));
    expect(blank.body.errors.title).toBe("Title is required");
  });

  it("refuses a thumbnail that is neither a web URL nor an uploaded image", async () => {
    for (const thumbnailUrl of ["not a url", "javascript:alert(1)", "/etc/passwd", "/uploads/videos/x.mp4"]) {
      const res = await admin.post("/api/courses").send(validCourse({ thumbnailUrl }));
      expect(res.status, thumbnailUrl).toBe(400);
      expect(res.body.errors.thumbnailUrl).toBe("Must be a valid URL");
    }
    const ok = await admin.post("/api/courses").send(validCourse({ thumbnailUrl: "https://cdn.example.test/c.png" }));
    expect(ok.status).toBe(201);
  });

  it("refuses negative, non-numeric, over-precise and too large prices, writing nothing", async () => {
    const before = await countCourses();
    const cases: [unknown, string][] = [
      [-1, "Price cannot be negative"],
      ["-5.00", "Price cannot be negative"],
      ["abc", "Price must be a number"],
      [null, "Price is required"],
      [true, "Price must be a number"],
      ["12.345", "Price can have at most 2 decimal places"],
      [100_000.01, "Price must be at most 100000"],
    ];
    for (const [price, message] of cases) {
      const res = await admin.post("/api/courses").send(validCourse({ price }));
      expect(res.status, String(price)).toBe(400);
      expect(res.body.errors.price, String(price)).toBe(message);
    }
    const bad = await admin.post("/api/courses").send(validCourse({ level: "expert" }));
    expect(bad.body.errors.level).toBeTruthy();
    expect(await countCourses()).toBe(before);
  });

  it("is refused to a learner with 403", async () => {
    const res = await learner.post("/api/courses").send(validCourse());
    expect(res.status).toBe(403);
    expect(await countCourses()).toBe(0);
  });
});

describe("PATCH /api/courses/:id", () => {
  it("updates the given fields only and ignores derived figures", async () => {
    const course = await makeCourse(ctx, { title: "Before", priceCents: 1000 });
    const res = await admin.patch(`/api/courses/${course.id}`).send({ price: "99.5", studentsCount: 12, level: "ADVANCED" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Before", price: "99.50", level: "advanced", studentsCount: 0 });
    const cleared = await admin.patch(`/api/courses/${course.id}`).send({ originalPrice: null, thumbnailUrl: "" });
    expect(cleared.body).toMatchObject({ originalPrice: null, thumbnailUrl: null });
  });

  it("refuses bad values and unknown ids", async () => {
    const course = await makeCourse(ctx);
    expect((await admin.patch(`/api/courses/${course.id}`).send({ title: "" })).body.errors.title).toBe("Title is required");
    expect((await admin.patch(`/api/courses/${course.id}`).send({ price: -3 })).status).toBe(400);
    expect((await admin.patch("/api/courses/999999").send({ title: "x" })).status).toBe(404);
    expect((await learner.patch(`/api/courses/${course.id}`).send({ title: "Hacked" })).status).toBe(403);
  });

  it("removes a replaced uploaded thumbnail", async () => {
    const oldRef = makeUploadedFile(ctx, "images", "old-cover.png");
    const course = await makeCourse(ctx, { thumbnailUrl: oldRef });
    const res = await admin.patch(`/api/courses/${course.id}`).send({ thumbnailUrl: "https://cdn.example.test/new.png" });
    expect(res.status).toBe(200);
    expect(uploadedFileExists(ctx, oldRef)).toBe(false);
  });
});

describe("PATCH /api/admin/courses/:id", () => {
  it("publishes and unpublishes a course", async () => {
    const course = await makeCourse(ctx, { isPublished: false });
    let res = await admin.patch(`/api/admin/courses/${course.id}`).send({ isPublished: true });
    expect(res.status).toBe(200);
    expect(res.body.isPublished).toBe(true);
    expect((await anon().get(`/api/courses/${course.id}`)).status).toBe(200);
    res = await admin.patch(`/api/admin/courses/${course.id}`).send({ isPublished: false });
    expect(res.body.isPublished).toBe(false);
    expect((await anon().get(`/api/courses/${course.id}`)).status).toBe(404);
  });

  it("needs a boolean and a known course", async () => {
    const course = await makeCourse(ctx);
    expect((await admin.patch(`/api/admin/courses/${course.id}`).send({})).status).toBe(400);
    expect((await admin.patch(`/api/admin/courses/${course.id}`).send({ isPublished: "yes" })).status).toBe(400);
    expect((await admin.patch("/api/admin/courses/999999").send({ isPublished: true })).status).toBe(404);
    expect((await learner.patch(`/api/admin/courses/${course.id}`).send({ isPublished: false })).status).toBe(403);
  });
});

describe("DELETE /api/courses/:id", () => {
  it("refuses a course with enrolled students (409) and deletes nothing", async () => {
    const course = await makeCourse(ctx);
    const section = await makeSection(ctx, course.id);
    await makeChapter(ctx, course.id, { sectionId: section.id });
    await enroll(ctx, (await makeUser(ctx)).id, course.id);
    const res = await admin.delete(`/api/courses/${course.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COURSE_HAS_STUDENTS);
    expect(await ctx.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
    expect(await ctx.db.select().from(chapters).where(eq(chapters.courseId, course.id))).toHaveLength(1);
  });

  it("deletes a course whose only enrollment was refunded: 0 students shown, so nothing refuses it", async () => {
    const course = await makeCourse(ctx);
    await enroll(ctx, (await makeUser(ctx)).id, course.id, { accessRevokedAt: new Date() });
    expect((await admin.get(`/api/courses/${course.id}`)).body.studentsCount).toBe(0);
    const res = await admin.delete(`/api/courses/${course.id}`);
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
  });

  it("deletes the course with its sections, chapters, guidelines and uploaded files", async () => {
    const thumb = makeUploadedFile(ctx, "images", "cover-1.png");
    const video = makeUploadedFile(ctx, "videos", "lesson-1.mp4");
    const doc = makeUploadedFile(ctx, "documents", "workbook-1.pdf");
    const shared = makeUploadedFile(ctx, "videos", "shared.mp4");
    const course = await makeCourse(ctx, { thumbnailUrl: thumb });
    const section = await makeSection(ctx, course.id);
    await makeChapter(ctx, course.id, { sectionId: section.id, videoFile: video });
    await makeChapter(ctx, course.id, { videoFile: shared, videoUrl: "https://video.example.test/1" });
    const guideline = await makeGuideline(ctx, course.id, {}, [
      { name: "Workbook", url: doc },
      { name: "External", url: "https://files.example.test/x.pdf" },
    ]);
    const other = await makeCourse(ctx);
    await makeChapter(ctx, other.id, { videoFile: shared });

    const res = await admin.delete(`/api/courses/${course.id}`);
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
    expect(await ctx.db.select().from(sections).where(eq(sections.courseId, course.id))).toHaveLength(0);
    expect(await ctx.db.select().from(chapters).where(eq(chapters.courseId, course.id))).toHaveLength(0);
    expect(await ctx.db.select().from(guidelines).where(eq(guidelines.courseId, course.id))).toHaveLength(0);
    expect(await ctx.db.select().from(guidelineFiles).where(eq(guidelineFiles.guidelineId, guideline.id))).toHaveLength(0);
    expect(uploadedFileExists(ctx, thumb)).toBe(false);
    expect(uploadedFileExists(ctx, video)).toBe(false);
    expect(uploadedFileExists(ctx, doc)).toBe(false);
    // Still used by another course's chapter.
    expect(uploadedFileExists(ctx, shared)).toBe(true);
    expect((await anon().get(`/api/courses/${other.id}`)).status).toBe(200);
  });

  it("answers 404 for an unknown course and 403 to a learner", async () => {
    expect((await admin.delete("/api/courses/999999")).status).toBe(404);
    const course = await makeCourse(ctx);
    expect((await learner.delete(`/api/courses/${course.id}`)).status).toBe(403);
    expect(await countCourses()).toBe(1);
  });
});
