import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { createTestContext, type TestContext } from "../../test/test-app";
import { filterConditions } from "./courses.repo";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await makeCourse(ctx, { title: "Negotiation for Founders", description: "Close deals calmly." });
  await makeCourse(ctx, { title: "Bookkeeping", description: "Ledgers, invoices and QUARTERLY taxes." });
  await makeCourse(ctx, { title: "Draft about quarterly plans", description: "Not out yet.", isPublished: false });
});
afterAll(async () => {
  await ctx.close();
});

describe("catalogue search", () => {
  it("finds a published course by part of its title or its description, in any case", async () => {
    const title = await request(ctx.built.app).get("/api/courses?search=GOTIAT");
    expect(title.body.items.map((c: { title: string }) => c.title)).toEqual(["Negotiation for Founders"]);
    const description = await request(ctx.built.app).get("/api/courses?search=quarterly");
    expect(description.body.items.map((c: { title: string }) => c.title)).toEqual(["Bookkeeping"]);
  });

  it("reads the trigram indexes, not every course (migration 0008)", async () => {
    const query = ctx.db
      .select({ id: courses.id })
      .from(courses)
      .where(filterConditions({ publishedOnly: false, search: "quarterly" }))
      .getSQL();
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = (await tx.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN ${query}`)).rows;
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("courses_title_trgm_idx");
    expect(plan).toContain("courses_description_trgm_idx");
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
