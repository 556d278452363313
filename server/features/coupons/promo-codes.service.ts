import { recordAudit } from "../audit";
import { COUPON_CODE_TAKEN, type PromoCode, type PromoCodeList } from "@shared/schemas/coupons";
import type { Db, Tx } from "../../db/client";
import { AppError, badRequest, conflict } from "../../lib/app-error";
import type { SettingsService } from "../settings";
import * as repo from "./coupons.repo";
import { presentPromoCode } from "./coupons.presenter";

/** A ceiling on codes per entrepreneur, so a script cannot reserve the code space. */
const MAX_PROMO_CODES = 50;

export async function listPromoCodes(db: Db, settings: SettingsService, ownerId: number): Promise<PromoCodeList> {
  const { maxAffiliateDiscount } = await settings.get();
  return { items: (await repo.listPromoCodes(db, ownerId)).map(presentPromoCode), maxDiscount: maxAffiliateDiscount };
}

/**
 * An entrepreneur's personal promo code (docs/product-rules.md §11): a percentage off up to the platform's
 * maxAffiliateDiscount, every course and payment option, once per buyer. A sale using it is
 * credited to the entrepreneur, whatever link or cookie the buyer came with.
 */
export async function createPromoCode(
  db: Db,
  settings: SettingsService,
  ownerId: number,
  input: { code: string; percentOff: number },
): Promise<PromoCode> {
  const { maxAffiliateDiscount } = await settings.get();
  if (input.percentOff > maxAffiliateDiscount) {
    const message =
      maxAffiliateDiscount > 0 ? `The discount can be at most ${maxAffiliateDiscount}%.` : "Promo codes are turned off on this platform.";
    throw badRequest(message, { percentOff: message }, "PROMO_DISCOUNT_TOO_HIGH");
  }
  if ((await repo.countOwnedCoupons(db, ownerId)) >= MAX_PROMO_CODES)
    throw conflict(`You can have at most ${MAX_PROMO_CODES} promo codes.`);
  const row = await repo.insertCoupon(db, {
    code: input.code,
    kind: "promo",
    ownerId,
    percentOff: input.percentOff,
    perUserLimit: 1,
    active: true,
  });
  if (!row) throw conflict(COUPON_CODE_TAKEN, { code: COUPON_CODE_TAKEN }, "COUPON_CODE_TAKEN");
  return presentPromoCode({ coupon: row, uses: 0, revenueCents: 0, commissionCents: 0 });
}

/**
 * The owner turns their code off (buyers can no longer use it; its sales history stays) or on
 * again. Another entrepreneur's code, or an admin coupon, is "not found": ownership is not revealed.
 */
export async function setPromoCodeActive(db: Db, ownerId: number, id: number, active: boolean): Promise<PromoCode> {
  const row = await db.transaction(async (tx) => {
    const before = await repo.findCouponById(tx, id);
    const updated = await repo.updateCoupon(tx, id, { active }, ownerId);
    // Deactivation is the one change of a promo code the audit log keeps (its owner's or an admin's).
    if (updated && before?.active && !active) {
      await recordAudit(tx, {
        action: "promo_code.deactivated",
        targetType: "coupon",
        targetId: id,
        details: { code: updated.code, ownerId },
      });
    }
    return updated;
  });
  const listed = row && (await repo.listPromoCodes(db, ownerId)).find((r) => r.coupon.id === id);
  if (!listed) throw new AppError(404, "Promo code not found", undefined, "NOT_FOUND");
  return presentPromoCode(listed);
}

/** Account deletion (in its transaction): the owner's codes stop working; their sales history stays. */
export async function deactivateOwnedPromoCodes(tx: Tx, ownerId: number): Promise<void> {
  await repo.deactivateOwnedCoupons(tx, ownerId);
}
