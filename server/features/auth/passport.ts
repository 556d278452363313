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
 * Active users as the database holds them, presented, kept per process: every signed-in request
 * needs its user, and a kept one is dropped when a change to that row commits (ChangeCache,
 * migration 0024), so a suspended, deleted or demoted user loses that access at once.
 */
export class ActiveUsers {
  private readonly kept: ChangeCache<PublicUser | null>;

  constructor(
    private readonly db: Db,
    changes?: ChangeFeed,
  ) {
    this.kept = new ChangeCache(changes, "users", { entries: 10_000 });
  }

  dispose(): void {
    this.kept.dispose();
  }

  /** The active user `id`, or null (unknown, suspended, deactivated). A copy: callers may change it. */
  async get(id: number): Promise<PublicUser | null> {
    const user = await this.kept.get(
      String(id),
      async () => {
        const row = await findUserById(this.db, id);
        return row && row.status === "active" ? presentUser(row) : null;
      },
      (found) => found !== null,
    );
    return user && { ...user };
  }

  /** The kept active user `id`, if kept: no database read. */
  peek(id: number): PublicUser | undefined {
    const user = this.kept.peek(String(id));
    return user ? { ...user } : undefined;
  }
}

/** A Passport instance per app (tests build several apps in one process). */
export function createPassport(db: Db, activeUsers: ActiveUsers = new ActiveUsers(db)): passport.PassportStatic {
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
      const user = typeof id === "number" ? await activeUsers.get(id) : null;
      done(null, user ?? false);
    } catch (err) {
      done(err);
    }
  });
  return instance;
}
