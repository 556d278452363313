import type { Router } from "express";
import { idParams } from "@shared/schemas/common";
import { courseCreateSchema, courseListQuerySchema, coursePublishSchema, courseUpdateSchema } from "@shared/schemas/courses";
import type { AppDeps } from "../../app-deps";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { courseFacets, createCourse, deleteCourse, getCourse, listCourses, setCoursePublished, updateCourse } from "./courses.service";

export function registerCourseRoutes(router: Router, deps: AppDeps) {
  router.get("/api/courses", validate({ query: courseListQuerySchema }), async (req, res) => {
    res.json(await listCourses(deps.db, req.user, input(req, "query", courseListQuerySchema)));
  });

  // Before /api/courses/:id, which would otherwise take "facets" for an id.
  router.get("/api/courses/facets", async (req, res) => {
    res.json(await courseFacets(deps.db, req.user));
  });

  router.get("/api/courses/:id", validate({ params: idParams }), async (req, res) => {
    res.json(await getCourse(deps.db, req.user, input(req, "params", idParams).id));
  });

  router.get("/api/admin/courses", requireRole("admin"), validate({ query: courseListQuerySchema }), async (req, res) => {
    res.json(await listCourses(deps.db, req.user, input(req, "query", courseListQuerySchema)));
  });

  router.post("/api/courses", requireRole("admin"), validate({ body: courseCreateSchema }), async (req, res) => {
    res.status(201).json(await createCourse(deps.db, req.user!.id, input(req, "body", courseCreateSchema)));
  });

  router.patch("/api/courses/:id", requireRole("admin"), validate({ params: idParams, body: courseUpdateSchema }), async (req, res) => {
    const { id } = input(req, "params", idParams);
    res.json(await updateCourse(deps, id, input(req, "body", courseUpdateSchema)));
  });

  router.patch(
    "/api/admin/courses/:id",
    requireRole("admin"),
    validate({ params: idParams, body: coursePublishSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.json(await setCoursePublished(deps.db, id, input(req, "body", coursePublishSchema).isPublished));
    },
  );

  router.delete("/api/courses/:id", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    await deleteCourse(deps, input(req, "params", idParams).id);
    res.status(204).end();
  });
}
