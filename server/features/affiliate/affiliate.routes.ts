import type { Response, Router } from "express";
import { AFFILIATE_COOKIE, VISITOR_COOKIE } from "@shared/constants";
import {
  affiliateLinkParams,
  affiliateVisitSchema,
  commissionExportQuery,
  commissionListQuery,
  entrepreneurProfileSchema,
  referralListQuery,
} from "@shared/schemas/affiliate";
import { rateLimit } from "express-rate-limit";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import { AppError } from "../../lib/app-error";
import { DrizzleRateLimitStore } from "../../db/rate-limit-store";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import {
  affiliateLink,
  getLeaderboard,
  getStats,
  commissionsCsv,
  listCommissions,
  listOwnPayouts,
  listReferrals,
  recordVisit,
} from "./affiliate.service";
import { newVisitorId, readVisitorCookie } from "./attribution";
import { getEntrepreneurProfile, updateEntrepreneurProfile, type PasswordCheck } from "./profile.service";

export type AffiliateDeps = Pick<CoreDeps, "db" | "publicUrl" | "cookieSecure"> & {
  settings: SettingsService;
  /** Affiliate visits counted per IP and 15 minutes (clicks must not be inflatable); default 60. */
  affiliateVisitsPerIp?: number;
};

const entrepreneursOnly = requireRole("entrepreneur");

/** Resolves when the response can take more, or has closed; leaves no listener behind. */
function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resume) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resume();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

export function registerAffiliateRoutes(router: Router, deps: AffiliateDeps, isCurrentPassword: PasswordCheck) {
  const { db } = deps;

  // The SPA reports ?ref=CODE once per page load; the click is counted and the code kept in a
  // first-party cookie for 30 days, the last click winning (docs/product-rules.md §6).
  const visitLimiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: deps.affiliateVisitsPerIp ?? 60,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DrizzleRateLimitStore(db, "affiliate-visit"),
    handler: (_req, _res, next) => {
      next(new AppError(429, "Too many visits recorded from this address. Try again later.", undefined, "TOO_MANY_REQUESTS"));
    },
  });

  router.post("/api/affiliate/visits", visitLimiter, validate({ body: affiliateVisitSchema }), async (req, res) => {
    const { code, path } = input(req, "body", affiliateVisitSchema);
    const visitorId = readVisitorCookie(req) ?? newVisitorId();
    const recorded = await recordVisit(db, code, path, visitorId);
    if (recorded) {
      const cookie = { httpOnly: true, sameSite: "lax", secure: deps.cookieSecure, path: "/" } as const;
      res.cookie(AFFILIATE_COOKIE.name, recorded.code, { ...cookie, maxAge: AFFILIATE_COOKIE.maxAgeDays * 24 * 3600 * 1000 });
      res.cookie(VISITOR_COOKIE.name, visitorId, { ...cookie, maxAge: VISITOR_COOKIE.maxAgeDays * 24 * 3600 * 1000 });
    }
    res.json({ recorded: !!recorded });
  });

  router.get("/api/entrepreneur/commissions", entrepreneursOnly, validate({ query: commissionListQuery }), async (req, res) => {
    res.json(await listCommissions(db, req.user!.id, input(req, "query", commissionListQuery)));
  });

  router.get("/api/entrepreneur/commissions.csv", entrepreneursOnly, validate({ query: commissionExportQuery }), async (req, res) => {
    const { status } = input(req, "query", commissionExportQuery);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="gsm-commissions${status ? `-${status}` : ""}.csv"`);
    for await (const line of commissionsCsv(db, req.user!.id, status)) {
      if (res.destroyed) return; // the client went away: stop reading batches
      // Let a slow client drain what was sent before the next batch is read.
      if (!res.write(line)) await drainedOrClosed(res);
    }
    res.end();
  });

  router.get("/api/entrepreneur/referrals", entrepreneursOnly, validate({ query: referralListQuery }), async (req, res) => {
    res.json(await listReferrals(db, req.user!.id, input(req, "query", referralListQuery)));
  });

  router.get("/api/entrepreneur/payouts", entrepreneursOnly, async (req, res) => {
    res.json(await listOwnPayouts(db, req.user!.id));
  });

  router.get("/api/entrepreneur/leaderboard", entrepreneursOnly, async (req, res) => {
    res.json(await getLeaderboard(db, req.user!.id));
  });

  router.get("/api/entrepreneur/stats", entrepreneursOnly, async (req, res) => {
    const { commissionRate } = await deps.settings.get();
    res.json(await getStats(db, req.user!, commissionRate));
  });

  router.post(
    "/api/entrepreneur/affiliate-link/:courseId",
    entrepreneursOnly,
    validate({ params: affiliateLinkParams }),
    async (req, res) => {
      res.json(await affiliateLink(db, req.user!, input(req, "params", affiliateLinkParams).courseId, deps.publicUrl));
    },
  );

  router.get("/api/entrepreneur/profile", entrepreneursOnly, async (req, res) => {
    res.json(await getEntrepreneurProfile(db, req.user!.id));
  });

  router.patch("/api/entrepreneur/profile", entrepreneursOnly, validate({ body: entrepreneurProfileSchema }), async (req, res) => {
    res.json(await updateEntrepreneurProfile(db, req.user!.id, input(req, "body", entrepreneurProfileSchema), isCurrentPassword));
  });
}
