import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { PublicUser } from "@shared/schemas/auth";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { ChangeCache } from "../../lib/change-cache";
import { findUserById, presentUser } from "../users";
import { checkCredentials } from "./auth.service";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/passport types req.user as the global Express.User; only this namespace can widen it
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface (not a type alias) is what merges with @types/passport's empty User
    interface User extends PublicUser {}
  }
}

/**
 * A Passport instance per app (tests build several apps in one process). Each request gets the
 * user as the database holds it, so a suspended, deleted or demoted user loses that access at
 * once: read from the database, or from a per-process cache that drops a user when a change to
 * that row commits (ChangeCache, migration 0024).
 */
export function createPassport(db: Db, changes?: ChangeFeed): passport.PassportStatic {
  const activeUsers = new ChangeCache<PublicUser | null>(changes, "users", 10_000);
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        const result = await checkCredentials(db, username, password);
        if (!result.ok) return done(null, false, { message: `${result.status}:${result.message}` });
        done(null, presentUser(result.user));
      } catch (err) {
        done(err);
      }
    }),
  );
  instance.serializeUser((user, done) => done(null, (user as PublicUser).id));
  instance.deserializeUser(async (id: number, done) => {
    try {
      if (typeof id !== "number") return done(null, false);
      const user = await activeUsers.get(
        String(id),
        async () => {
          const row = await findUserById(db, id);
          return row && row.status === "active" ? presentUser(row) : null;
        },
        (found) => found !== null,
      );
      done(null, user ? { ...user } : false);
    } catch (err) {
      done(err);
    }
  });
  return instance;
}
