import { changedFields, recordAudit } from "../audit";
import { parseMoneyToCents } from "@shared/money";
import {
  COUPON_CODE_TAKEN,
  COUPON_END_BEFORE_START,
  type Coupon,
  type CouponList,
  type CreateCoupon,
  type updateCouponSchema,
} from "@shared/schemas/coupons";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import * as repo from "./coupons.repo";
import { presentCoupon } from "./coupons.presenter";

const COUPON_NOT_FOUND = "Coupon not found";

export async function listCoupons(db: Db): Promise<CouponList> {
  return { items: (await repo.listAdminCoupons(db)).map(presentCoupon) };
}

/** A new admin coupon; the code is unique whatever its case (stored in capitals), also against promo codes. */
export async function createCoupon(db: Db, input: CreateCoupon): Promise<Coupon> {
  const courseIds = input.courseIds && input.courseIds.length > 0 ? [...new Set(input.courseIds)] : null;
  if (courseIds) {
    // A coupon for a course that does not exist could never apply: the admin is told which ids.
    const known = new Set(await repo.findExistingCourseIds(db, courseIds));
    const unknown = courseIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const message = `${unknown.length === 1 ? "There is no course" : "There are no courses"} with id ${unknown.join(", ")}.`;
      throw badRequest(message, { courseIds: message });
    }
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertCoupon(tx, {
      code: input.code,
      kind: "admin",
      ownerId: null,
      percentOff: input.percentOff ?? null,
      amountOffCents: input.amountOff ? parseMoneyToCents(input.amountOff) : null,
      courseIds,
      paymentTypes: [...new Set(input.paymentTypes)],
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      maxRedemptions: input.maxRedemptions ?? null,
      perUserLimit: input.perUserLimit,
      active: input.active,
    });
    if (inserted) {
      const {
        code,
        percentOff,
        amountOff,
        courseIds: courses,
        paymentTypes,
        startsAt,
        expiresAt,
        maxRedemptions,
        perUserLimit,
        active,
      } = input;
      const details = {
        code,
        percentOff,
        amountOff,
        courseIds: courses,
        paymentTypes,
        startsAt,
        expiresAt,
        maxRedemptions,
        perUserLimit,
        active,
      };
      await recordAudit(tx, { action: "coupon.created", targetType: "coupon", targetId: inserted.id, details });
    }
    return inserted;
  });
  if (!row) throw conflict(COUPON_CODE_TAKEN, { code: COUPON_CODE_TAKEN }, "COUPON_CODE_TAKEN");
  return presentCoupon({ coupon: row, uses: 0, revenueCents: 0, discountCents: 0 });
}

/**
 * Coupons are never deleted (their redemptions are accounting records): a used one is
 * deactivated. Its end date and limits may change; a lower limit stops further uses only.
 */
export async function updateCoupon(db: Db, id: number, input: z.output<typeof updateCouponSchema>): Promise<Coupon> {
  const stored = await repo.findCouponById(db, id);
  if (!stored || stored.kind !== "admin") throw notFound(COUPON_NOT_FOUND);
  // The end must stay after the start (which cannot change): checked against the stored start.
  if (input.expiresAt && stored.startsAt && new Date(input.expiresAt) <= stored.startsAt)
    throw badRequest(COUPON_END_BEFORE_START, { expiresAt: COUPON_END_BEFORE_START });
  const values: Partial<repo.NewCouponRow> = {};
  if (input.active !== undefined) values.active = input.active;
  if (input.expiresAt !== undefined) values.expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (input.maxRedemptions !== undefined) values.maxRedemptions = input.maxRedemptions;
  if (input.perUserLimit !== undefined) values.perUserLimit = input.perUserLimit;
  const updated =
    Object.keys(values).length > 0
      ? await db.transaction(async (tx) => {
          const changed = await repo.updateCoupon(tx, id, values, null);
          const before = {
            active: stored.active,
            expiresAt: stored.expiresAt,
            maxRedemptions: stored.maxRedemptions,
            perUserLimit: stored.perUserLimit,
          };
          const changes = changedFields(before, values);
          if (changed && changes.changed.length) {
            await recordAudit(tx, {
              action: "coupon.updated",
              targetType: "coupon",
              targetId: id,
              details: { code: stored.code, ...changes },
            });
          }
          return changed;
        })
      : await repo.findCouponById(db, id);
  if (!updated || updated.kind !== "admin") throw notFound(COUPON_NOT_FOUND);
  const row = await repo.findAdminCouponWithUsage(db, id);
  return presentCoupon(row!);
}
