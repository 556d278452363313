import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteListSchema, noteSchema } from "@shared/schemas/learning";
import { notes } from "../../db/schema";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";

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

async function enrolledCourse(userIds: number[]) {
  const course = await makeCourse(ctx);
  const chapter = await makeChapter(ctx, course.id);
  for (const id of userIds) await enroll(ctx, id, course.id);
  return { course, chapter };
}

const notesUrl = (courseId: number) => `/api/personal/courses/${courseId}/notes`;

describe("notes", () => {
  it("adds a note at a video time and lists the learner's notes on the course, newest first", async () => {
    const { user, agent } = await learner();
    const { course, chapter } = await enrolledCourse([user.id]);
    const other = await enrolledCourse([user.id]);

    const first = await agent.post(notesUrl(course.id)).send({ content: "  Revisit the intro  ", timestamp: 75, chapterId: chapter.id });
    expect(first.status).toBe(201);
    expect(noteSchema.strict().parse(first.body)).toEqual({
      id: expect.any(Number),
      courseId: course.id,
      chapterId: chapter.id,
      content: "Revisit the intro",
      timestamp: 75,
      createdAt: expect.any(String),
    });
    const second = await agent.post(notesUrl(course.id)).send({ content: "No chapter, no time" });
    expect(second.body).toMatchObject({ chapterId: null, timestamp: 0 });
    await agent.post(notesUrl(other.course.id)).send({ content: "Elsewhere", timestamp: 1 });

    const list = await agent.get(notesUrl(course.id));
    expect(list.status).toBe(200);
    expect(noteListSchema.parse(list.body).map((n) => n.content)).toEqual(["No chapter, no time", "Revisit the intro"]);
  });

  it("keeps a note from another learner invisible and undeletable", async () => {
    const author = await learner();
    const stranger = await learner();
    const { course } = await enrolledCourse([author.user.id, stranger.user.id]);
    const note = (await author.agent.post(notesUrl(course.id)).send({ content: "Mine only", timestamp: 3 })).body;

    expect((await stranger.agent.get(notesUrl(course.id))).body).toEqual([]);
    const del = await stranger.agent.delete(`/api/personal/notes/${note.id}`);
    expect(del.status).toBe(404);
    expect(del.body.message).toBe("Note not found");
    expect(await ctx.db.select().from(notes).where(eq(notes.id, note.id))).toHaveLength(1);

    expect((await author.agent.delete(`/api/personal/notes/${note.id}`)).status).toBe(204);
    expect(await ctx.db.select().from(notes).where(eq(notes.id, note.id))).toHaveLength(0);
    expect((await author.agent.delete(`/api/personal/notes/${note.id}`)).status).toBe(404);
  });

  it("refuses blank and too long notes", async () => {
    const { user, agent } = await learner();
    const { course } = await enrolledCourse([user.id]);
    for (const content of ["", "   \n\t ", undefined]) {
      const res = await agent.post(notesUrl(course.id)).send({ content, timestamp: 0 });
      expect(res.status).toBe(400);
      expect(res.body.errors.content).toBe("Note cannot be empty");
    }
    const tooLong = await agent.post(notesUrl(course.id)).send({ content: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.content).toBe("Note must be at most 5000 characters");
    expect((await agent.post(notesUrl(course.id)).send({ content: "x".repeat(5000) })).status).toBe(201);
    // Trimming happens before the length check.
    expect((await agent.post(notesUrl(course.id)).send({ content: ` ${"y".repeat(5000)} ` })).status).toBe(201);
    expect(await ctx.db.select().from(notes).where(eq(notes.userId, user.id))).toHaveLength(2);
  });

  it("refuses negative or fractional timestamps and a chapter of another course", async () => {
    const { user, agent } = await learner();
    const { course } = await enrolledCourse([user.id]);
    const elsewhere = await enrolledCourse([user.id]);
    for (const timestamp of [-1, 1.5, "12"]) {
      const res = await agent.post(notesUrl(course.id)).send({ content: "ok", timestamp });
      expect(res.status).toBe(400);
      expect(res.body.errors.timestamp).toEqual(expect.any(String));
    }
    const foreign = await agent.post(notesUrl(course.id)).send({ content: "ok", chapterId: elsewhere.chapter.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.chapterId).toBe("Chapter does not belong to this course");
    expect(await ctx.db.select().from(notes).where(eq(notes.userId, user.id))).toHaveLength(0);
  });

  it("is for enrolled learners and admins only", async () => {
    const { agent } = await learner();
    const course = await makeCourse(ctx);
    const res = await agent.post(notesUrl(course.id)).send({ content: "let me in" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Enroll in this course to take notes");
    expect((await agent.get(notesUrl(course.id))).status).toBe(403);
    expect((await agent.get(notesUrl(999_999))).status).toBe(404);
    const draft = await makeCourse(ctx, { isPublished: false });
    expect((await agent.get(notesUrl(draft.id))).status).toBe(404);
    expect((await request(ctx.built.app).get(notesUrl(course.id))).status).toBe(401);

    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    expect((await admin.post(notesUrl(draft.id)).send({ content: "Admin note", timestamp: 9 })).status).toBe(201);
    expect((await admin.get(notesUrl(draft.id))).body).toHaveLength(1);
  });
});
