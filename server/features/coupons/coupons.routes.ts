import type { Router } from "express";
import { idParams } from "@shared/schemas/common";
import {
  couponPreviewQuery,
  createCouponSchema,
  createPromoCodeSchema,
  updateCouponSchema,
  updatePromoCodeSchema,
} from "@shared/schemas/coupons";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import type { CouponGuessLimitDeps } from "./coupon-guess-limit";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { createCoupon, listCoupons, updateCoupon } from "./admin-coupons.service";
import { couponGuessLimiters } from "./coupon-guess-limit";
import { previewCoupon } from "./coupon-preview.service";
import { createPromoCode, listPromoCodes, setPromoCodeActive } from "./promo-codes.service";

export type CouponDeps = Pick<CoreDeps, "db"> & CouponGuessLimitDeps & { settings: SettingsService };

export function registerCouponRoutes(router: Router, deps: CouponDeps) {
  const { db, settings } = deps;
  const guessLimit = couponGuessLimiters(deps);
  const promoCodeGuessLimit = couponGuessLimiters(deps, { codeIn: "code" });

  router.get(
    "/api/coupons/preview",
    requireRole("personal", "entrepreneur"),
    ...guessLimit,
    validate({ query: couponPreviewQuery }),
    async (req, res) => {
      res.json(await previewCoupon(db, settings, req.user!.id, input(req, "query", couponPreviewQuery)));
    },
  );

  router.get("/api/admin/coupons", requireRole("admin"), async (_req, res) => {
    res.json(await listCoupons(db));
  });

  router.post("/api/admin/coupons", requireRole("admin"), validate({ body: createCouponSchema }), async (req, res) => {
    res.status(201).json(await createCoupon(db, input(req, "body", createCouponSchema)));
  });

  router.patch(
    "/api/admin/coupons/:id",
    requireRole("admin"),
    validate({ params: idParams, body: updateCouponSchema }),
    async (req, res) => {
      res.json(await updateCoupon(db, input(req, "params", idParams).id, input(req, "body", updateCouponSchema)));
    },
  );

  router.get("/api/entrepreneur/promo-codes", requireRole("entrepreneur"), async (req, res) => {
    res.json(await listPromoCodes(db, settings, req.user!.id));
  });

  // A taken code answers 409: that tells a coupon exists, so every refused code counts as a guess.
  router.post(
    "/api/entrepreneur/promo-codes",
    requireRole("entrepreneur"),
    ...promoCodeGuessLimit,
    validate({ body: createPromoCodeSchema }),
    async (req, res) => {
      res.status(201).json(await createPromoCode(db, settings, req.user!.id, input(req, "body", createPromoCodeSchema)));
    },
  );

  // The entrepreneur's own codes only: the service answers 404 for anyone else's.
  router.patch(
    "/api/entrepreneur/promo-codes/:id",
    requireRole("entrepreneur"),
    validate({ params: idParams, body: updatePromoCodeSchema }),
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      res.json(await setPromoCodeActive(db, req.user!.id, id, input(req, "body", updatePromoCodeSchema).active));
    },
  );
}
