import type { Request, Response } from "express";
import type { PublicUser } from "@shared/schemas/auth";
import type { CoreDeps } from "../../app-deps";
import { deviceOf, recordSignIn } from "./sign-in-record";

declare module "express-session" {
  interface SessionData {
    /** Password right, second factor pending: not signed in (no passport user), only POST /api/login/2fa reads it. */
    secondFactor?: { userId: number; until: number };
  }
}

/** How long the second step waits for its code after the password. */
export const SECOND_STEP_MS = 10 * 60 * 1000;

const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

/**
 * Signs the user in on a fresh session id that lasts the platform's sessionTimeout, and records
 * the sign-in (audit log; the new-browser email, docs/product-rules.md §15).
 */
export async function startSession(
  req: Request,
  res: Response,
  deps: Pick<CoreDeps, "db" | "clock" | "cookieSecure">,
  user: PublicUser,
  timeoutHours: number,
  signup = false,
): Promise<void> {
  await new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
  req.session.cookie.maxAge = timeoutHours * 3600 * 1000;
  const userAgent = req.get("user-agent");
  // Read once by the store into the session row's columns (the account's session list).
  Object.assign(req.session, { client: { ip: req.ip, userAgent } });
  await save(req);
  const device = deviceOf(req, res, deps.cookieSecure);
  await recordSignIn(deps.db, { userId: user.id, device, userAgent, ip: req.ip, at: deps.clock(), signup });
}

/** A fresh session that holds only the pending second step of `userId`. */
export async function startSecondStep(req: Request, userId: number, now: Date): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.secondFactor = { userId, until: now.getTime() + SECOND_STEP_MS };
  req.session.cookie.maxAge = SECOND_STEP_MS;
  await save(req);
}
