import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateListSchema, certificateVerificationSchema } from "@shared/schemas/learning";
import { enrollments, users } from "../../db/schema";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { readPdfText } from "../../test/pdf-text";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function learner(firstName: string, lastName: string): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx);
  await ctx.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return { user, agent: await signIn(ctx, user) };
}

/** A course of two chapters the learner is enrolled in; `finish` completes them through the API. */
async function course(agent: Agent, userId: number, title: string) {
  const row = await makeCourse(ctx, { title, priceCents: 0 });
  const chapters = [await makeChapter(ctx, row.id), await makeChapter(ctx, row.id)];
  await enroll(ctx, userId, row.id);
  const finish = async (count = chapters.length) => {
    for (const c of chapters.slice(0, count)) {
      expect((await agent.post(`/api/personal/courses/${row.id}/chapters/${c.id}/complete`)).status).toBe(200);
    }
  };
  return { row, finish };
}

/** supertest keeps binary bodies only when told how to read them. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}

// A forged Host must not end up in the printed verification link (it is built on PUBLIC_URL).
const getPdf = (path: string) => request(ctx.built.app).get(path).set("Host", "evil.example.com").buffer(true).parse(binary);

/** The text drawn on the page, as a PDF reader maps it back (ToUnicode for the embedded fonts). */
async function drawnText(pdf: Buffer): Promise<string> {
  return (await readPdfText(pdf)).lines.map((l) => l.text).join("\n");
}

describe("certificates", () => {
  it("is not valid before the course is complete, and valid once it is", async () => {
    const { user, agent } = await learner("Ada", "Lovelace");
    const { row, finish } = await course(agent, user.id, "Analytical Engines");
    await finish(1);
    const before = await request(ctx.built.app).get(`/api/certificates/${row.id}/${user.id}`);
    expect(before.status).toBe(404);
    expect(before.body.message).toBe("Certificate not found");
    expect((await request(ctx.built.app).get(`/api/certificates/${row.id}/${user.id}/pdf`)).status).toBe(404);
    expect((await agent.get("/api/personal/certificates")).body).toEqual([]);

    await finish();
    const after = await request(ctx.built.app).get(`/api/certificates/${row.id}/${user.id}`);
    expect(after.status).toBe(200);
    expect(certificateVerificationSchema.strict().parse(after.body)).toEqual({
      certificateId: `GSM-${row.id}-${user.id}`,
      studentName: "Ada Lovelace",
      courseTitle: "Analytical Engines",
      completionDate: expect.any(String),
    });
    expect(Date.parse(after.body.completionDate)).toBeGreaterThan(Date.now() - 60_000);

    const mine = await agent.get("/api/personal/certificates");
    expect(certificateListSchema.parse(mine.body)).toEqual([
      {
        certificateId: `GSM-${row.id}-${user.id}`,
        courseId: row.id,
        courseTitle: "Analytical Engines",
        studentName: "Ada Lovelace",
        completionDate: after.body.completionDate,
      },
    ]);
  });

  it("stops being valid when a new chapter takes the course below 100% or the purchase is refunded", async () => {
    const { user, agent } = await learner("Grace", "Hopper");
    const { row, finish } = await course(agent, user.id, "Compilers");
    await finish();
    expect((await request(ctx.built.app).get(`/api/certificates/${row.id}/${user.id}`)).status).toBe(200);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    await admin.post(`/api/admin/courses/${row.id}/chapters`).send({ title: "New material" });
    expect((await request(ctx.built.app).get(`/api/certificates/${row.id}/${user.id}`)).status).toBe(404);

    const refunded = await course(agent, user.id, "Refunded course");
    await refunded.finish();
    await ctx.db.update(enrollments).set({ accessRevokedAt: new Date() }).where(eq(enrollments.courseId, refunded.row.id));
    expect((await request(ctx.built.app).get(`/api/certificates/${refunded.row.id}/${user.id}`)).status).toBe(404);
    expect((await agent.get("/api/personal/certificates")).body).toEqual([]);
  });

  it("answers 404 for unknown courses and learners", async () => {
    const { user } = await learner("No", "Body");
    expect((await request(ctx.built.app).get(`/api/certificates/999999/${user.id}`)).status).toBe(404);
    expect((await request(ctx.built.app).get("/api/certificates/1/999999")).status).toBe(404);
    expect((await request(ctx.built.app).get("/api/certificates/x/1")).status).toBe(400);
  });

  it("downloads a PDF certificate with the learner's name, the course, the date and the id", async () => {
    const { user, agent } = await learner("Katherine", "Johnson");
    const { row, finish } = await course(agent, user.id, "Orbital Mechanics");
    await finish();
    const res = await getPdf(`/api/certificates/${row.id}/${user.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="?certificate-GSM-${row.id}-${user.id}\\.pdf"?$`));
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeGreaterThan(height); // landscape
    expect(doc.getTitle()).toContain("Katherine Johnson");
    expect(doc.getSubject()).toContain("Orbital Mechanics");

    const text = await drawnText(pdf);
    for (const expected of [
      "GSM Academy",
      "Certificate of Completion",
      "Katherine Johnson",
      "Orbital Mechanics",
      `GSM-${row.id}-${user.id}`,
      `https://academy.example.test/certificate/${row.id}/${user.id}`,
      String(new Date().getUTCFullYear()),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("evil.example.com");
  });

  it("prints the fixed words and the date in the learner's saved language, whoever downloads it", async () => {
    const completedAt = new Date("2026-03-05T12:00:00Z");
    const expected = {
      es: [
        "Certificado de finalización",
        "Se certifica que",
        "Completado el 5 de marzo de 2026",
        "ID del certificado: GSM-",
        "Verificación en https://",
      ],
      fr: [
        "Certificat de réussite",
        "Nous certifions que",
        "Terminé le 5 mars 2026",
        "Numéro du certificat\u00a0: GSM-",
        "Vérification sur https://",
      ],
      de: [
        "Abschlusszertifikat",
        "Hiermit wird bestätigt, dass",
        "Abgeschlossen am 5. März 2026",
        "Zertifikats-ID: GSM-",
        "Prüfen unter https://",
      ],
      // Drawn with the embedded Noto Sans SC (certificate-fonts.ts).
      zh: ["结业证书", "兹证明", "完成日期：2026年3月5日", "证书编号：GSM-", "验证网址：https://"],
      en: ["Certificate of Completion", "This certifies that", "Completed on March 5, 2026", "Certificate ID: GSM-", "Verify at https://"],
    };
    for (const [language, words] of Object.entries(expected)) {
      const { user, agent } = await learner("Grace", "Hopper");
      await ctx.db.update(users).set({ learnerSettings: { language } }).where(eq(users.id, user.id));
      const { row, finish } = await course(agent, user.id, "Compilers");
      await finish();
      await ctx.db.update(enrollments).set({ completedAt }).where(eq(enrollments.userId, user.id));
      const res = await getPdf(`/api/certificates/${row.id}/${user.id}/pdf`);
      expect(res.status).toBe(200);
      const text = await drawnText(res.body as Buffer);
      for (const word of [...words, "Grace Hopper", "Compilers"]) expect(text, language).toContain(word);
      if (language !== "en") expect(text, language).not.toContain("Certificate");
      expect((await PDFDocument.load(res.body as Buffer)).getTitle(), language).toContain(words[0]);
    }
  });

  it("renders names and titles outside the standard fonts' characters as written", async () => {
    const { user, agent } = await learner("Zoë 李", "Ñandú");
    const { row, finish } = await course(agent, user.id, `Ünïcödé ${"very long title ".repeat(12)}`);
    await finish();
    const res = await getPdf(`/api/certificates/${row.id}/${user.id}/pdf`);
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(res.body as Buffer);
    expect(doc.getTitle()).toContain("Zoë 李 Ñandú");
    expect(await drawnText(res.body as Buffer)).toContain("Zoë 李 Ñandú");
  });
});
