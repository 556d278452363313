import type { PublicUser } from "@shared/schemas/auth";
import { parseMoneyToCents } from "@shared/money";
import {
  COURSE_HAS_STUDENTS,
  COURSE_NOT_FOUND,
  type Course,
  type CourseCreate,
  type CourseFacets,
  type CourseList,
  type CourseListQuery,
  type CourseUpdate,
} from "@shared/schemas/courses";
import { chapterStreamsPrefix } from "../../lib/storage";
import type { CoreDeps } from "../../app-deps";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db, Tx } from "../../db/client";
import { ChangeCache } from "../../lib/change-cache";
import { conflict, notFound } from "../../lib/app-error";
import { pgError } from "../../lib/db-errors";
import { recordAudit } from "../audit";
import { deleteRefundedEnrollments } from "../enrollments";
import { discardUploads, unreferencedUploads } from "./course-files";
import { presentCourse } from "./courses.presenter";
import * as repo from "./courses.repo";

/** Who is asking: a signed-in user or nobody. */
export type Viewer = Pick<PublicUser, "id" | "role"> | undefined;
export type CourseDeps = Pick<CoreDeps, "db" | "storage" | "logger" | "changes">;

const isAdmin = (viewer: Viewer) => viewer?.role === "admin";

/**
 * The course if `viewer` may see it, else 404 (docs/product-rules.md §3: a draft is 404 to non-admins).
 * A learner enrolled in a course that was later unpublished keeps seeing what they bought.
 */
export async function requireVisibleCourse(db: Db, viewer: Viewer, id: number): Promise<repo.CourseRow> {
  const course = await repo.findCourse(db, id);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (course.isPublished || isAdmin(viewer)) return course;
  if (viewer && (await repo.hasEnrollment(db, id, viewer.id))) return course;
  throw notFound(COURSE_NOT_FOUND);
}

async function presentById(db: Db, id: number): Promise<Course> {
  const row = await repo.findCourseWithStats(db, id);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return presentCourse(row);
}

export async function listCourses(db: Db, viewer: Viewer, query: CourseListQuery): Promise<CourseList> {
  const { rows, total } = await repo.listCoursesWithStats(
    db,
    { publishedOnly: !isAdmin(viewer), search: query.search, category: query.category, level: query.level },
    { sort: query.sort, limit: query.limit, offset: query.offset },
  );
  return { items: rows.map(presentCourse), total };
}

export async function courseFacets(db: Db, viewer: Viewer): Promise<CourseFacets> {
  const categories = await repo.categoryCounts(db, !isAdmin(viewer));
  return { total: categories.reduce((sum, c) => sum + c.count, 0), categories };
}

export async function getCourse(db: Db, viewer: Viewer, id: number): Promise<Course> {
  await requireVisibleCourse(db, viewer, id);
  return presentById(db, id);
}

/**
 * The public catalogue's reads (list, facets, one course) with a per-process cache of what every
 * non-admin sees: published courses (docs/decisions/024-change-feed.md). The cache hears every committed change to the
 * courses table, card counters included (ChangeCache, migration 0024), so an answer from memory is
 * what the database holds. Answers are kept as the JSON text sent, also under the request's own
 * URL, so a visitor's repeated request is answered before its query is even parsed. Admins, and the
 * drafts an enrolled learner keeps, always read the database.
 */
/** Longer request URLs are answered, not remembered by URL (their answer is still kept by query). */
const MAX_REMEMBERED_URL = 512;

export class CatalogReads {
  private readonly lists: ChangeCache<string>;
  private readonly facetCounts: ChangeCache<string>;
  private readonly published: ChangeCache<{ row: repo.CourseWithStats; json: string } | null>;
  /** The same answers by the URL a visitor asked with (app.ts serves these first). */
  private readonly byUrl: ChangeCache<string>;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed | undefined,
  ) {
    // Sizes in characters of JSON text: a visitor choosing pages and filters cannot grow them past
    // these (about 16 MB of text each, whatever the catalogue holds).
    const text = { size: 16_000_000, sizeOf: (json: string) => json.length };
    this.lists = new ChangeCache(changes, "courses", { entries: 500, ...text });
    this.facetCounts = new ChangeCache(changes, "courses", { entries: 1 });
    this.published = new ChangeCache(changes, "courses", { entries: 2_000, size: 16_000_000, sizeOf: (kept) => kept?.json.length ?? 0 });
    this.byUrl = new ChangeCache(changes, "courses", { entries: 2_000, ...text });
  }

  dispose(): void {
    for (const cache of [this.lists, this.facetCounts, this.published, this.byUrl]) cache.dispose();
  }

  /** The answer already given to a visitor's request for `url`, while nothing changed since. */
  answered(url: string): string | undefined {
    return this.byUrl.peek(url);
  }

  private async rememberFor(url: string | undefined, answer: () => Promise<string>): Promise<string> {
    const since = this.byUrl.version;
    const json = await answer();
    if (url !== undefined && url.length <= MAX_REMEMBERED_URL) this.byUrl.remember(url, json, since);
    return json;
  }

  /** The list as JSON text; `url`: the visitor's request, to answer it again from memory. */
  list(viewer: Viewer, query: CourseListQuery, url?: string): Promise<string> {
    if (isAdmin(viewer)) return listCourses(this.db, viewer, query).then((list) => JSON.stringify(list));
    // Every field of the parsed query, in a fixed order: a field added later is part of the key.
    const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
    return this.rememberFor(url, () => this.lists.get(key, async () => JSON.stringify(await listCourses(this.db, undefined, query))));
  }

  facets(viewer: Viewer, url?: string): Promise<string> {
    if (isAdmin(viewer)) return courseFacets(this.db, viewer).then((facets) => JSON.stringify(facets));
    return this.rememberFor(url, () =>
      this.facetCounts.get("published", async () => JSON.stringify(await courseFacets(this.db, undefined))),
    );
  }

  /** The course as JSON text if `viewer` may see it (requireVisibleCourse's rule), else 404. */
  async course(viewer: Viewer, id: number, url?: string): Promise<string> {
    if (isAdmin(viewer)) return JSON.stringify(await getCourse(this.db, viewer, id));
    const since = this.byUrl.version;
    const found = await this.published.get(
      String(id),
      async () => {
        const row = await repo.findCourseWithStats(this.db, id);
        return row ? { row, json: JSON.stringify(presentCourse(row)) } : null;
      },
      (kept) => kept?.row.isPublished === true,
    );
    if (!found) throw notFound(COURSE_NOT_FOUND);
    if (found.row.isPublished) {
      if (url !== undefined && url.length <= MAX_REMEMBERED_URL) this.byUrl.remember(url, found.json, since);
      return found.json;
    }
    // A draft: only a learner enrolled before it was unpublished keeps seeing it.
    if (viewer && (await repo.hasEnrollment(this.db, id, viewer.id))) return found.json;
    throw notFound(COURSE_NOT_FOUND);
  }
}

function columnsFrom(input: CourseUpdate): Partial<repo.NewCourseRow> {
  const values: Partial<repo.NewCourseRow> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.category !== undefined) values.category = input.category;
  if (input.level !== undefined) values.level = input.level;
  if (input.price !== undefined) values.priceCents = parseMoneyToCents(input.price);
  if (input.originalPrice !== undefined) {
    values.originalPriceCents = input.originalPrice === null ? null : parseMoneyToCents(input.originalPrice);
  }
  if (input.thumbnailUrl !== undefined) values.thumbnailUrl = input.thumbnailUrl;
  if (input.guidelines !== undefined) values.guidelines = input.guidelines;
  if (input.isPublished !== undefined) values.isPublished = input.isPublished;
  if (input.sequential !== undefined) values.sequential = input.sequential;
  return values;
}

export async function createCourse(db: Db, adminId: number, input: CourseCreate): Promise<Course> {
  const values = columnsFrom(input) as repo.NewCourseRow;
  const row = await repo.insertCourse(db, { ...values, isPublished: input.isPublished ?? false, createdById: adminId });
  return presentById(db, row.id);
}

/** Updates the given fields; a replaced uploaded thumbnail is removed once nothing uses it. */
export async function updateCourse(deps: CourseDeps, id: number, input: CourseUpdate): Promise<Course> {
  const orphans = await deps.db.transaction(async (tx) => {
    const before = await repo.lockCourse(tx, id);
    if (!before) throw notFound(COURSE_NOT_FOUND);
    const values = columnsFrom(input);
    if (Object.keys(values).length) await repo.updateCourse(tx, id, values);
    if (values.isPublished !== undefined && values.isPublished !== before.isPublished) await auditPublished(tx, before, values.isPublished);
    const replaced = input.thumbnailUrl !== undefined && before.thumbnailUrl !== input.thumbnailUrl;
    return replaced ? unreferencedUploads(tx, [before.thumbnailUrl]) : [];
  });
  await discardUploads(deps.storage, orphans, deps.logger);
  return presentById(deps.db, id);
}

/** The audit entry of a publication change (docs/product-rules.md §15). */
async function auditPublished(tx: Tx, course: { id: number; title: string }, isPublished: boolean): Promise<void> {
  await recordAudit(tx, {
    action: isPublished ? "course.published" : "course.unpublished",
    targetType: "course",
    targetId: course.id,
    details: { title: course.title },
  });
}

export async function setCoursePublished(db: Db, id: number, isPublished: boolean): Promise<Course> {
  const row = await db.transaction(async (tx) => {
    const before = await repo.lockCourse(tx, id);
    if (!before) return undefined;
    const updated = await repo.updateCourse(tx, id, { isPublished });
    if (before.isPublished !== isPublished) await auditPublished(tx, before, isPublished);
    return updated;
  });
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return presentById(db, id);
}

/**
 * docs/product-rules.md §3: a course with students stays (409); otherwise the course, its sections,
 * chapters, guidelines and refunded enrollments go in one transaction, and its files after the
 * commit. "Students" is the studentsCount the admin sees, so the dialog never promises otherwise.
 */
export async function deleteCourse(deps: CourseDeps, id: number): Promise<void> {
  let orphans: string[];
  let chapterIds: number[] = [];
  try {
    orphans = await deps.db.transaction(async (tx) => {
      // The row lock also holds back a concurrent enrollment (its foreign-key check waits on it).
      const course = await repo.lockCourse(tx, id);
      if (!course) throw notFound(COURSE_NOT_FOUND);
      if (await repo.hasStudents(tx, id)) throw conflict(COURSE_HAS_STUDENTS);
      await deleteRefundedEnrollments(tx, id);
      const refs = await repo.courseFileRefs(tx, course);
      chapterIds = await repo.courseChapterIds(tx, id);
      await repo.deleteCourseRow(tx, id);
      await recordAudit(tx, { action: "course.deleted", targetType: "course", targetId: id, details: { title: course.title } });
      return unreferencedUploads(tx, refs);
    });
  } catch (err) {
    // enrollments.course_id is ON DELETE RESTRICT: the database's own answer to the same rule.
    if (pgError(err)?.code === "23503") throw conflict(COURSE_HAS_STUDENTS);
    throw err;
  }
  await discardUploads(deps.storage, orphans, deps.logger);
  // The chapters' HLS streams (docs/decisions/016).
  for (const chapterId of chapterIds) {
    await deps.storage
      .deletePrefix(chapterStreamsPrefix(chapterId))
      .catch((error: unknown) => deps.logger.warn("could not remove a chapter's streams", { chapterId, error: String(error) }));
  }
}
