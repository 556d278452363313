import type { Router } from "express";
import { idParams } from "@shared/schemas/common";
import { adminEmailsQuery, emailTokenSchema, oneClickUnsubscribeBody } from "@shared/schemas/email";
import type { Db } from "../../db/client";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "../../lib/api-paths";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { listAdminEmails, retryEmail } from "./admin-emails.service";
import { unsubscribe } from "./unsubscribe.service";

export function registerEmailRoutes(router: Router, deps: { db: Db }) {
  const { db } = deps;

  // The link in an optional email: anyone holding the token (it names the account).
  router.post("/api/email/unsubscribe", validate({ body: emailTokenSchema }), async (req, res) => {
    res.json(await unsubscribe(db, input(req, "body", emailTokenSchema).token));
  });

  // The same, from the email's List-Unsubscribe header: the mail client posts a form (RFC 8058).
  router.post(ONE_CLICK_UNSUBSCRIBE_PATH, validate({ query: emailTokenSchema, body: oneClickUnsubscribeBody }), async (req, res) => {
    res.json(await unsubscribe(db, input(req, "query", emailTokenSchema).token));
  });

  router.get("/api/admin/emails", requireRole("admin"), validate({ query: adminEmailsQuery }), async (req, res) => {
    res.json(await listAdminEmails(db, input(req, "query", adminEmailsQuery).page));
  });

  router.post("/api/admin/emails/:id/retry", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    res.json(await retryEmail(db, input(req, "params", idParams).id));
  });
}
