import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { DrizzleSessionStore } from "../../db/session-store";
import type { ActivityRecorder } from "../users";
import { SESSION_COOKIE } from "./auth.routes";
import type { ActiveUsers } from "./passport";

const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace(".", "\\.")}=([^;]*)`);

/**
 * The session id a signed session cookie carries, checked as express-session checks it
 * (cookie-signature: "s:" + id + "." + base64 HMAC-SHA256 of the id, without padding); undefined
 * when absent, malformed or not signed with `secret`.
 */
export function signedSessionId(cookieHeader: string | undefined, secret: string): string | undefined {
  const match = cookieHeader ? COOKIE.exec(cookieHeader) : null;
  if (!match) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  if (!value.startsWith("s:")) return undefined;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(`${sid}.${crypto.createHmac("sha256", secret).update(sid).digest("base64").replace(/=+$/, "")}`);
  const given = Buffer.from(signed);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? sid : undefined;
}

/**
 * GET /api/user, which the app asks on every page load, answered from memory when both the
 * session and its user are kept (DrizzleSessionStore.peek, ActiveUsers.peek: each dropped when a
 * change to its row commits, so the answer is the database's). Otherwise, or for anything
 * unusual, `next("route")` hands the request to the session machinery and the route itself.
 * Nothing here changes the session, so express-session would have written nothing either.
 */
export function currentUserFromMemory(opts: {
  secret: string;
  store: DrizzleSessionStore;
  users: ActiveUsers;
  activity: ActivityRecorder;
}): RequestHandler {
  return (req, res, next) => {
    const sid = signedSessionId(req.headers.cookie, opts.secret);
    const userId = sid === undefined ? undefined : opts.store.peek(sid)?.passport?.user;
    const user = typeof userId === "number" ? opts.users.peek(userId) : undefined;
    if (!user) return next("route");
    req.user = user;
    res.once("finish", () => opts.activity.seen(user.id));
    res.setHeader("Cache-Control", "no-store");
    res.json(user);
  };
}
