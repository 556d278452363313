import type { Request } from "express";
import type { PublicUser } from "@shared/schemas/auth";

declare module "express-session" {
  interface SessionData {
    /** Password right, second factor pending: not signed in (no passport user), only POST /api/login/2fa reads it. */
    secondFactor?: { userId: number; until: number };
  }
}

/** How long the second step waits for its code after the password. */
export const SECOND_STEP_MS = 10 * 60 * 1000;

const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

/** Signs the user in on a fresh session id that lasts the platform's sessionTimeout. */
export async function startSession(req: Request, user: PublicUser, timeoutHours: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
  req.session.cookie.maxAge = timeoutHours * 3600 * 1000;
  await save(req);
}

/** A fresh session that holds only the pending second step of `userId`. */
export async function startSecondStep(req: Request, userId: number, now: Date): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.secondFactor = { userId, until: now.getTime() + SECOND_STEP_MS };
  req.session.cookie.maxAge = SECOND_STEP_MS;
  await save(req);
}
