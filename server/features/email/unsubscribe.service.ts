import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from "@shared/schemas/email";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import { turnOffEmailNotifications } from "../users";
import { consumeToken } from "./tokens.repo";

/** The one-click unsubscribe of an optional email: turns that notification setting off. */
export async function unsubscribe(db: Db, token: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const owner = await consumeToken(tx, token, "unsubscribe");
    if (!owner || (owner.detail !== "learner" && owner.detail !== "entrepreneur")) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
    await turnOffEmailNotifications(tx, owner.userId, owner.detail);
  });
  return { message: UNSUBSCRIBED };
}
