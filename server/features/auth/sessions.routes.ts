import type { Router } from "express";
import { sessionIdParams } from "@shared/schemas/account";
import type { Db } from "../../db/client";
import { requireAuth } from "../../middleware/require-auth";
import { input, validate } from "../../middleware/validate";
import { listSessions, revokeOtherSessions, revokeSession } from "./sessions.service";

/** The account's signed-in sessions (docs/product-rules.md §15): list, end one, end all others. */
export function registerSessionRoutes(router: Router, deps: { db: Db }) {
  router.get("/api/user/sessions", requireAuth, async (req, res) => {
    res.json(await listSessions(deps.db, req.user!.id, req.sessionID));
  });

  router.post("/api/user/sessions/revoke-others", requireAuth, async (req, res) => {
    res.json(await revokeOtherSessions(deps.db, req.user!.id, req.sessionID));
  });

  router.delete("/api/user/sessions/:id", requireAuth, validate({ params: sessionIdParams }), async (req, res) => {
    await revokeSession(deps.db, req.user!.id, input(req, "params", sessionIdParams).id);
    res.status(204).end();
  });
}
