import type { Request, Response, Router } from "express";
import { idParams } from "@shared/schemas/common";
import { documentParams, streamFileParams } from "@shared/schemas/uploads";
import {
  chapterCreateSchema,
  chapterUpdateSchema,
  guidelineCreateSchema,
  guidelineUpdateSchema,
  sectionCreateSchema,
  sectionUpdateSchema,
} from "@shared/schemas/courses";
import { quizUpsertSchema } from "@shared/schemas/quizzes";
import type { CoreDeps } from "../../app-deps";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { addChapter, deleteChapter, listCourseChapters, presentAdminChapter, updateChapter } from "./chapters.service";
import { authorizeDocumentDownload, createGuideline, deleteGuideline, listCourseGuidelines, updateGuideline } from "./guidelines.service";
import { notFound } from "../../lib/app-error";
import { keyOfRef, sendStoredObject } from "../../lib/storage";
import { createSection, deleteSection, listCourseSections, updateSection } from "./sections.service";
import { getAdminQuiz, removeQuiz, saveQuiz } from "./quizzes.service";
import { chapterStreamKey, chapterVideo } from "./video.service";
import { retryTranscode } from "./video-transcode.service";
import { registerCaptionRoutes } from "./captions.routes";

export type ContentDeps = Pick<CoreDeps, "db" | "logger" | "storage" | "uploadDir" | "clock">;

export function registerContentRoutes(router: Router, deps: ContentDeps) {
  // ----- study material files: only for learners with access to a course that offers them -----
  router.get("/uploads/documents/:name", validate({ params: documentParams }), async (req, res) => {
    const url = `/uploads/documents/${input(req, "params", documentParams).name}`;
    await authorizeDocumentDownload(deps.db, req.user, url);
    const key = keyOfRef(url);
    const headers = { "Content-Disposition": "attachment", "Cache-Control": "private, no-store" };
    if (!key || !(await sendStoredObject(req, res, deps.storage, key, { headers }))) throw notFound("File not found");
  });

  // ----- reading a course's content (visibility and locks decided in the services) -----
  router.get("/api/courses/:id/sections", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseSections(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.get("/api/courses/:id/chapters", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseChapters(deps.db, req.user, input(req, "params", idParams).id, deps.clock()));
  });

  router.get("/api/courses/:id/guidelines", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseGuidelines(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.get("/api/chapters/:id/video", validate({ params: idParams }), async (req, res) => {
    const video = await chapterVideo(deps.db, deps.storage, req.user, input(req, "params", idParams).id, deps.clock());
    const headers = { "Cache-Control": "private, no-store" };
    if (!(await sendStoredObject(req, res, deps.storage, video.key, { contentType: video.contentType, headers }))) {
      throw notFound("Video file not found");
    }
  });

  // ----- the HLS stream (docs/product-rules.md §10): the video's access rule, then the file from storage -----
  const sendStreamFile = async (req: Request, res: Response, id: number, file: string) => {
    const key = await chapterStreamKey(deps.db, req.user, id, file, deps.clock());
    const headers = { "Cache-Control": "private, no-store" };
    if (!(await sendStoredObject(req, res, deps.storage, key, { headers }))) throw notFound("Stream file not found");
  };
  router.get("/api/chapters/:id/stream/master.m3u8", validate({ params: idParams }), async (req, res) => {
    await sendStreamFile(req, res, input(req, "params", idParams).id, "master.m3u8");
  });
  router.get("/api/chapters/:id/stream/poster.jpg", validate({ params: idParams }), async (req, res) => {
    await sendStreamFile(req, res, input(req, "params", idParams).id, "poster.jpg");
  });
  router.get("/api/chapters/:id/stream/:rendition/:file", validate({ params: streamFileParams }), async (req, res) => {
    const { id, rendition, file } = input(req, "params", streamFileParams);
    await sendStreamFile(req, res, id, `${rendition}/${file}`);
  });

  // Retry a failed transcode (or transcode an uploaded video that has none yet).
  router.post("/api/admin/chapters/:id/video/retry", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    const row = await retryTranscode(deps.db, input(req, "params", idParams).id);
    res.status(202).json(await presentAdminChapter(deps.db, row));
  });

  // ----- sections -----
  router.post(
    "/api/courses/:id/sections",
    requireRole("admin"),
    validate({ params: idParams, body: sectionCreateSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.status(201).json(await createSection(deps.db, id, input(req, "body", sectionCreateSchema)));
    },
  );

  router.patch("/api/sections/:id", requireRole("admin"), validate({ params: idParams, body: sectionUpdateSchema }), async (req, res) => {
    const { id } = input(req, "params", idParams);
    res.json(await updateSection(deps.db, id, input(req, "body", sectionUpdateSchema)));
  });

  router.delete("/api/sections/:id", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    await deleteSection(deps.db, input(req, "params", idParams).id);
    res.status(204).end();
  });

  // ----- chapters -----
  router.post(
    "/api/admin/courses/:id/chapters",
    requireRole("admin"),
    validate({ params: idParams, body: chapterCreateSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.status(201).json(await addChapter(deps.db, id, input(req, "body", chapterCreateSchema)));
    },
  );

  router.patch("/api/chapters/:id", requireRole("admin"), validate({ params: idParams, body: chapterUpdateSchema }), async (req, res) => {
    const { id } = input(req, "params", idParams);
    res.json(await updateChapter(deps, id, input(req, "body", chapterUpdateSchema)));
  });

  router.delete("/api/chapters/:id", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    await deleteChapter(deps, input(req, "params", idParams).id);
    res.status(204).end();
  });

  registerCaptionRoutes(router, deps); // docs/decisions/017-captions-and-player.md

  // ----- chapter quizzes (docs/product-rules.md §12; the admin's copy carries the answers) -----
  router.get("/api/admin/chapters/:id/quiz", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    res.json(await getAdminQuiz(deps.db, input(req, "params", idParams).id));
  });

  router.put(
    "/api/admin/chapters/:id/quiz",
    requireRole("admin"),
    validate({ params: idParams, body: quizUpsertSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.json(await saveQuiz(deps.db, id, input(req, "body", quizUpsertSchema)));
    },
  );

  router.delete("/api/admin/chapters/:id/quiz", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    await removeQuiz(deps.db, input(req, "params", idParams).id);
    res.status(204).end();
  });

  // ----- guidelines -----
  router.post(
    "/api/courses/:id/guidelines",
    requireRole("admin"),
    validate({ params: idParams, body: guidelineCreateSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.status(201).json(await createGuideline(deps.db, id, input(req, "body", guidelineCreateSchema)));
    },
  );

  router.patch(
    "/api/guidelines/:id",
    requireRole("admin"),
    validate({ params: idParams, body: guidelineUpdateSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.json(await updateGuideline(deps, id, input(req, "body", guidelineUpdateSchema)));
    },
  );

  router.delete("/api/guidelines/:id", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    await deleteGuideline(deps, input(req, "params", idParams).id);
    res.status(204).end();
  });
}
