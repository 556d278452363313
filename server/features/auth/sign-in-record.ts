import crypto from "node:crypto";
import type { Request, Response } from "express";
import type { Db } from "../../db/client";
import { describeUserAgent } from "../../lib/user-agent";
import { hasSignedInBefore, hasSignedInFromDevice, recordAudit } from "../audit";
import { queueEmail } from "../email";

/**
 * A long-lived random id per browser (docs/product-rules.md §15): a sign-in from a browser
 * without one the account has signed in from before emails the owner. Only its hash is stored.
 */
export const DEVICE_COOKIE = "gsm.device";
const DEVICE_SHAPE = /^[A-Za-z0-9_-]{32}$/;
const DEVICE_DAYS = 400;

/** This browser's device hash, giving it an id cookie first if it has none. */
export function deviceOf(req: Request, res: Response, secure: boolean): string {
  const sent = req.headers.cookie
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  let id = sent && DEVICE_SHAPE.test(sent) ? sent : undefined;
  if (!id) {
    id = crypto.randomBytes(24).toString("base64url");
    res.cookie(DEVICE_COOKIE, id, { httpOnly: true, sameSite: "lax", secure, maxAge: DEVICE_DAYS * 86_400_000, path: "/" });
  }
  return crypto.createHash("sha256").update(id).digest("base64url").slice(0, 22);
}

/**
 * The audit entry of a sign-in (or a sign-up, which signs in), and the new-browser email: sent when
 * the account has signed in before, never from this browser. The email is optional (it follows the
 * owner's notification settings); the entry and the email commit together.
 */
export async function recordSignIn(
  db: Db,
  sign: { userId: number; device: string; userAgent?: string; ip?: string; at: Date; signup?: boolean },
): Promise<void> {
  const { browser, os } = describeUserAgent(sign.userAgent);
  await db.transaction(async (tx) => {
    const known = sign.signup || (await hasSignedInFromDevice(tx, sign.userId, sign.device));
    const before = !known && (await hasSignedInBefore(tx, sign.userId));
    await recordAudit(tx, {
      action: sign.signup ? "auth.signup" : "auth.login.succeeded",
      actorId: sign.userId,
      targetType: "user",
      targetId: sign.userId,
      details: { browser, os, device: sign.device, newBrowser: !known },
    });
    if (before) {
      await queueEmail(tx, sign.userId, "new_sign_in", {
        browser: browser ?? "",
        os: os ?? "",
        ip: sign.ip ?? "",
        at: sign.at.toISOString(),
      });
    }
  });
}

/** A refused sign-in: the account it named if there is one, never the typed name or password. */
export async function recordFailedSignIn(db: Db, failure: { userId: number | null; reason: "password" | "inactive" | "unknown" }) {
  await recordAudit(db, {
    action: "auth.login.failed",
    actorId: null,
    ...(failure.userId !== null ? { targetType: "user" as const, targetId: failure.userId } : {}),
    details: { reason: failure.reason },
  });
}
