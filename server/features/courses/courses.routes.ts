import type { Request, Response, Router } from "express";
import { idParams } from "@shared/schemas/common";
import { courseCreateSchema, courseListQuerySchema, coursePublishSchema, courseUpdateSchema } from "@shared/schemas/courses";

import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import {
  CatalogReads,
  createCourse,
  deleteCourse,
  listCourses,
  setCoursePublished,
  updateCourse,
  type CourseDeps,
} from "./courses.service";

/** JSON text, sent as res.json sends it. */
function sendJsonText(res: Response, json: string) {
  res.type("json").send(json);
}

/** The URL to answer again from memory: a visitor's (no user) only. */
const visitorUrl = (req: Request) => (req.user ? undefined : req.originalUrl);

/**
 * The catalogue's public reads. app.ts also mounts them ahead of the session machinery for
 * requests without a session cookie (nobody to load), with the same CatalogReads, and answers a
 * visitor's repeated request from `catalog.answered` before these run.
 */
export function registerCatalogReads(router: Router, catalog: CatalogReads) {
  router.get("/api/courses", validate({ query: courseListQuerySchema }), async (req, res) => {
    sendJsonText(res, await catalog.list(req.user, input(req, "query", courseListQuerySchema), visitorUrl(req)));
  });

  // Before /api/courses/:id, which would otherwise take "facets" for an id.
  router.get("/api/courses/facets", async (req, res) => {
    sendJsonText(res, await catalog.facets(req.user, visitorUrl(req)));
  });

  router.get("/api/courses/:id", validate({ params: idParams }), async (req, res) => {
    sendJsonText(res, await catalog.course(req.user, input(req, "params", idParams).id, visitorUrl(req)));
  });
}

export function registerCourseRoutes(router: Router, deps: CourseDeps, catalog = new CatalogReads(deps.db, deps.changes)) {
  registerCatalogReads(router, catalog);

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
