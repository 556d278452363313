import { recordAudit } from "../audit";
import { PAYOUT } from "@shared/constants";
import { centsToString } from "@shared/money";
import type { Payout, PayoutList, PayoutPreview, PayoutRunResult } from "@shared/schemas/payments";
import type { Db } from "../../db/client";
import { queueEmail } from "../email";
import * as repo from "./payouts.repo";

const DAY_MS = 24 * 3600 * 1000;

/** "2026-11": the UTC month a run belongs to. */
export function payoutPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

function present({ payout, username }: { payout: repo.PayoutRow; username: string | null }): Payout {
  return {
    id: payout.id,
    entrepreneurId: payout.entrepreneurId,
    username,
    period: payout.period,
    amount: centsToString(payout.amountCents),
    commissionCount: payout.commissionCount,
    status: payout.status,
    createdAt: payout.createdAt.toISOString(),
  };
}

/** The parameters of a run at `now`: the run and its preview use the same ones. */
function runParams(now: Date, options: { onlyVerified?: boolean }) {
  return {
    period: payoutPeriod(now),
    cutoff: new Date(now.getTime() - PAYOUT.holdDays * DAY_MS),
    minimumCents: PAYOUT.minimumCents,
    onlyVerified: options.onlyVerified,
  };
}

const presentHeldBack = (h: repo.HeldBack) => ({
  entrepreneurId: h.entrepreneurId,
  username: h.username,
  name: h.name,
  amount: centsToString(h.amountCents),
  reason: "EMAIL_NOT_VERIFIED" as const,
});

/** What `runMonthlyPayout` would pay at `now`, changing nothing (the admin confirms it first). */
export async function previewMonthlyPayout(db: Db, now = new Date(), options: { onlyVerified?: boolean } = {}): Promise<PayoutPreview> {
  const { payouts, belowMinimum, heldBack } = await repo.previewPayouts(db, runParams(now, options));
  return {
    period: payoutPeriod(now),
    payouts: payouts.map((p) => ({
      entrepreneurId: p.entrepreneurId,
      name: p.name,
      username: p.username,
      amount: centsToString(p.amountCents),
      commissionCount: p.commissionCount,
    })),
    total: centsToString(payouts.reduce((sum, p) => sum + p.amountCents, 0)),
    belowMinimum,
    heldBack: heldBack.map(presentHeldBack),
  };
}

/**
 * The monthly payout (docs/product-rules.md §6): pending commissions older than the 30-day hold, netted with
 * pending adjustments, at least $25 per entrepreneur. With `onlyVerified` (email verification
 * required, docs/product-rules.md §9) an unverified entrepreneur is not paid and is named in `heldBack`.
 */
export async function runMonthlyPayout(db: Db, now = new Date(), options: { onlyVerified?: boolean } = {}): Promise<PayoutRunResult> {
  const period = payoutPeriod(now);
  const { ids, belowMinimum, heldBack } = await repo.runPayouts(db, runParams(now, options), async (tx, created) => {
    for (const payout of created)
      await queueEmail(tx, payout.entrepreneurId, "payout_sent", { amount: centsToString(payout.amountCents), period });
    await recordAudit(tx, {
      action: "payout.run",
      targetType: "payout",
      details: {
        period,
        payouts: created.map((payout) => ({ entrepreneurId: payout.entrepreneurId, amount: centsToString(payout.amountCents) })),
      },
    });
  });
  // Every payout this run made (one per entrepreneur), not only a first page.
  const { items } = await repo.listPayouts(db, { limit: Math.max(1, ids.length), offset: 0, ids });
  return {
    period,
    payouts: items.map(present),
    belowMinimum,
    heldBack: heldBack.map(presentHeldBack),
  };
}

export async function listPayouts(db: Db, page: { limit: number; offset: number }): Promise<PayoutList> {
  const { items, total } = await repo.listPayouts(db, page);
  return { items: items.map(present), total };
}
