import type { Router } from "express";
import { idParams } from "@shared/schemas/common";
import {
  certificateParams,
  chapterPositionSchema,
  courseChapterParams,
  courseIdParams,
  noteCreateSchema,
  noteIdParams,
  reviewUpsertSchema,
} from "@shared/schemas/learning";
import { financialProductInputSchema } from "@shared/schemas/learning";
import { chapterQuizParams, quizAttemptSchema } from "@shared/schemas/quizzes";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import { requireAuth } from "../../middleware/require-auth";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { certificatePdf, listOwnCertificates, verifyCertificate } from "./certificates.service";
import { enroll, listEnrollments } from "./enrollments.service";
import { createFinancialProduct, deleteFinancialProduct, financialProducts, updateFinancialProduct } from "./financial-products.service";
import { addNote, deleteNote, listNotes } from "./notes.service";
import { completeChapter, getCourseProgress, learnerStats, saveChapterPosition, uncompleteChapter } from "./progress.service";
import { getLearnerQuiz, submitAttempt } from "./quiz-attempts.service";
import { courseQuizResults } from "./quiz-results.service";
import { getOwnReview, listCourseReviews, saveReview } from "./reviews.service";

export type LearningDeps = Pick<CoreDeps, "db" | "publicUrl" | "clock"> & { settings: SettingsService };

/** Learners are the roles that can own courses (docs/spec.md §6: entrepreneurs may buy courses too). */
const learnersOnly = requireRole("personal", "entrepreneur");

export function registerLearningRoutes(router: Router, deps: LearningDeps) {
  const { db, clock } = deps;

  // ----- enrollment -----
  router.post("/api/personal/enroll/:courseId", learnersOnly, validate({ params: courseIdParams }), async (req, res) => {
    const { created, enrollment } = await enroll(db, req.user!.id, input(req, "params", courseIdParams).courseId);
    res.status(created ? 201 : 200).json(enrollment);
  });

  router.get("/api/personal/enrollments", learnersOnly, async (req, res) => {
    res.json(await listEnrollments(db, req.user!.id));
  });

  router.get("/api/personal/stats", learnersOnly, async (req, res) => {
    res.json(await learnerStats(db, req.user!.id, clock()));
  });

  // ----- progress -----
  router.get("/api/personal/courses/:id/progress", learnersOnly, validate({ params: idParams }), async (req, res) => {
    res.json(await getCourseProgress(db, req.user!.id, input(req, "params", idParams).id));
  });

  router.post(
    "/api/personal/courses/:id/chapters/:chapterId/complete",
    learnersOnly,
    validate({ params: courseChapterParams }),
    async (req, res) => {
      const { id, chapterId } = input(req, "params", courseChapterParams);
      res.json(await completeChapter(db, req.user!, id, chapterId, clock()));
    },
  );

  router.delete(
    "/api/personal/courses/:id/chapters/:chapterId/complete",
    learnersOnly,
    validate({ params: courseChapterParams }),
    async (req, res) => {
      const { id, chapterId } = input(req, "params", courseChapterParams);
      res.json(await uncompleteChapter(db, req.user!, id, chapterId, clock()));
    },
  );

  router.put(
    "/api/personal/courses/:id/chapters/:chapterId/position",
    learnersOnly,
    validate({ params: courseChapterParams, body: chapterPositionSchema }),
    async (req, res) => {
      const { id, chapterId } = input(req, "params", courseChapterParams);
      const { seconds } = input(req, "body", chapterPositionSchema);
      res.json(await saveChapterPosition(db, req.user!, id, chapterId, seconds, clock()));
    },
  );

  // ----- chapter quizzes (docs/product-rules.md §12: answers stay on the server until an attempt) -----
  router.get(
    "/api/personal/courses/:courseId/chapters/:chapterId/quiz",
    learnersOnly,
    validate({ params: chapterQuizParams }),
    async (req, res) => {
      const { courseId, chapterId } = input(req, "params", chapterQuizParams);
      res.json(await getLearnerQuiz(db, req.user!, courseId, chapterId, clock()));
    },
  );

  router.post(
    "/api/personal/courses/:courseId/chapters/:chapterId/quiz/attempts",
    learnersOnly,
    validate({ params: chapterQuizParams, body: quizAttemptSchema }),
    async (req, res) => {
      const { courseId, chapterId } = input(req, "params", chapterQuizParams);
      res.status(201).json(await submitAttempt(db, req.user!, courseId, chapterId, input(req, "body", quizAttemptSchema), clock()));
    },
  );

  router.get("/api/admin/courses/:id/quiz-results", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    res.json(await courseQuizResults(db, input(req, "params", idParams).id));
  });

  // ----- notes (the author's own; ownership checked in the service) -----
  router.get("/api/personal/courses/:id/notes", requireAuth, validate({ params: idParams }), async (req, res) => {
    res.json(await listNotes(db, req.user!, input(req, "params", idParams).id));
  });

  router.post("/api/personal/courses/:id/notes", requireAuth, validate({ params: idParams, body: noteCreateSchema }), async (req, res) => {
    const { id } = input(req, "params", idParams);
    res.status(201).json(await addNote(db, req.user!, id, input(req, "body", noteCreateSchema), clock()));
  });

  router.delete("/api/personal/notes/:noteId", requireAuth, validate({ params: noteIdParams }), async (req, res) => {
    await deleteNote(db, req.user!.id, input(req, "params", noteIdParams).noteId);
    res.status(204).end();
  });

  // ----- reviews -----
  router.get("/api/courses/:id/reviews", validate({ params: idParams }), async (req, res) => {
    res.json(await listCourseReviews(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.post("/api/courses/:id/reviews", requireAuth, validate({ params: idParams, body: reviewUpsertSchema }), async (req, res) => {
    const { id } = input(req, "params", idParams);
    const { created, review } = await saveReview(db, req.user!, id, input(req, "body", reviewUpsertSchema));
    res.status(created ? 201 : 200).json(review);
  });

  router.get("/api/personal/courses/:id/review", requireAuth, validate({ params: idParams }), async (req, res) => {
    res.json(await getOwnReview(db, req.user!.id, input(req, "params", idParams).id));
  });

  // ----- certificates (the checks and the PDF are public: anyone may verify one) -----
  router.get("/api/personal/certificates", learnersOnly, async (req, res) => {
    res.json(await listOwnCertificates(db, req.user!.id));
  });

  router.get("/api/certificates/:courseId/:userId", validate({ params: certificateParams }), async (req, res) => {
    const { courseId, userId } = input(req, "params", certificateParams);
    res.json(await verifyCertificate(db, courseId, userId));
  });

  router.get("/api/certificates/:courseId/:userId/pdf", validate({ params: certificateParams }), async (req, res) => {
    const { courseId, userId } = input(req, "params", certificateParams);
    const pdf = await certificatePdf(deps, courseId, userId, deps.publicUrl);
    res.attachment(pdf.fileName).type("application/pdf").send(Buffer.from(pdf.bytes));
  });

  // ----- financial products -----
  router.get("/api/financial-products", requireAuth, async (_req, res) => {
    res.json(await financialProducts(db));
  });

  // Admins keep the list and its partners' links (docs/spec.md §9): demo ones are labelled.
  router.get("/api/admin/financial-products", requireRole("admin"), async (_req, res) => {
    res.json(await financialProducts(db));
  });

  router.post("/api/admin/financial-products", requireRole("admin"), validate({ body: financialProductInputSchema }), async (req, res) => {
    res.status(201).json(await createFinancialProduct(db, input(req, "body", financialProductInputSchema)));
  });

  router.patch(
    "/api/admin/financial-products/:id",
    requireRole("admin"),
    validate({ params: idParams, body: financialProductInputSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.json(await updateFinancialProduct(db, id, input(req, "body", financialProductInputSchema)));
    },
  );

  router.delete("/api/admin/financial-products/:id", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    await deleteFinancialProduct(db, input(req, "params", idParams).id);
    res.status(204).end();
  });
}
