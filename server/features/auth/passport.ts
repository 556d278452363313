import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { PublicUser } from "@shared/schemas/auth";
import type { Db } from "../../db/client";
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
 * A Passport instance per app (tests build several apps in one process). The user is re-read on
 * every request, so a suspended, deleted or demoted user loses that access at once.
 */
export function createPassport(db: Db): passport.PassportStatic {
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
      const row = typeof id === "number" ? await findUserById(db, id) : undefined;
      done(null, row && row.status === "active" ? presentUser(row) : false);
    } catch (err) {
      done(err);
    }
  });
  return instance;
}
