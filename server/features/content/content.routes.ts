import path from "node:path";
import type { NextFunction, Response, Router } from "express";
import { idParams } from "@shared/schemas/common";
import { documentParams } from "@shared/schemas/uploads";
import {
  chapterCreateSchema,
  chapterUpdateSchema,
  guidelineCreateSchema,
  guidelineUpdateSchema,
  sectionCreateSchema,
  sectionUpdateSchema,
} from "@shared/schemas/courses";
import { quizUpsertSchema } from "@shared/schemas/quizzes";
import type { AppDeps } from "../../app-deps";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { addChapter, deleteChapter, listCourseChapters, updateChapter } from "./chapters.service";
import { authorizeDocumentDownload, createGuideline, deleteGuideline, listCourseGuidelines, updateGuideline } from "./guidelines.service";
import { notFound } from "../../lib/app-error";
import { resolveUploadPath } from "../uploads";
import { listCourseReviews } from "./reviews.service";
import { createSection, deleteSection, listCourseSections, updateSection } from "./sections.service";
import { getAdminQuiz, removeQuiz, saveQuiz } from "./quizzes.service";
import { chapterVideo, type VideoFile } from "./video.service";
import { registerCaptionRoutes } from "./captions.routes";

/** Streams with HTTP Range support: send answers 206 + Content-Range, or 416 past the end. */
function streamVideo(res: Response, next: NextFunction, video: VideoFile) {
  const headers = { "Content-Type": video.contentType, "Cache-Control": "private, no-store" };
  // root + a bare name: dotfiles applies to the name only, so an UPLOAD_DIR under a dot-folder
  // (such as .tmp/) still works; resolveUploadPath already keeps the file inside UPLOAD_DIR.
  const options = { root: path.dirname(video.absolutePath), headers, acceptRanges: true, cacheControl: false, dotfiles: "deny" as const };
  res.sendFile(path.basename(video.absolutePath), options, (err) => {
    if (!err || res.headersSent || (err as NodeJS.ErrnoException).code === "ECONNABORTED") return;
    res.removeHeader("Content-Type"); // the error answer is JSON, not video
    next(err);
  });
}

export function registerContentRoutes(router: Router, deps: AppDeps) {
  // ----- study material files: only for learners with access to a course that offers them -----
  router.get("/uploads/documents/:name", validate({ params: documentParams }), async (req, res, next) => {
    const url = `/uploads/documents/${input(req, "params", documentParams).name}`;
    await authorizeDocumentDownload(deps.db, req.user, url);
    const file = resolveUploadPath(deps.uploadDir, url);
    if (!file) throw notFound("File not found");
    const options = {
      root: path.dirname(file),
      dotfiles: "deny" as const,
      cacheControl: false,
      headers: { "Content-Disposition": "attachment", "Cache-Control": "private, no-store" },
    };
    res.sendFile(path.basename(file), options, (err) => {
      if (!err || res.headersSent || (err as NodeJS.ErrnoException).code === "ECONNABORTED") return;
      res.removeHeader("Content-Disposition");
      next((err as NodeJS.ErrnoException).code === "ENOENT" ? notFound("File not found") : err);
    });
  });

  // ----- reading a course's content (visibility and locks decided in the services) -----
  router.get("/api/courses/:id/sections", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseSections(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.get("/api/courses/:id/chapters", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseChapters(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.get("/api/courses/:id/guidelines", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseGuidelines(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.get("/api/courses/:id/reviews", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseReviews(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.get("/api/chapters/:id/video", validate({ params: idParams }), async (req, res, next) => {
    const video = await chapterVideo(deps.db, deps.uploadDir, req.user, input(req, "params", idParams).id);
    streamVideo(res, next, video);
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

  registerCaptionRoutes(router, deps); // issue 15 item 8

  // ----- chapter quizzes (PRODUCT.md §12; the admin's copy carries the answers) -----
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
