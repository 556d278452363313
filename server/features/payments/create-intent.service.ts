import { centsToString, monthlyPriceCents } from "@shared/money";
import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import {
  ALREADY_OWNED,
  FREE_COURSE_NO_PAYMENT,
  type PaymentIntent,
} from "@shared/schemas/payments";
import type { PaymentType } from "@shared/constants";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { resolveAffiliate } from "../affiliate";
import { hasCourseAccess } from "../content";
import { findCourse } from "../courses";
import { findUserById } from "../users";
import type { PaymentProvider } from "./providers/provider";
import * as repo from "./payments.repo";
import { paymentIntentIdOf } from "./payments.presenter";

export interface IntentRequest {
  userId: number;
  courseId: number;
  paymentType: PaymentType;
  /** From the checkout query; else the ref cookie; else the buyer's referrer (PRODUCT.md §6). */
  affiliateCode: string | null;
  cookieCode: string | null;
}

/**
 * POST /api/create-payment-intent: the amount comes from the database only (one_time = price,
 * subscription = price / 12 to the cent). A pending payment for the same choice is reused.
 */
export async function createPaymentIntent(db: Db, provider: PaymentProvider, request: IntentRequest): Promise<PaymentIntent> {
  const course = await findCourse(db, request.courseId);
  if (!course || !course.isPublished) throw notFound(COURSE_NOT_FOUND, "COURSE_NOT_FOUND");
  const buyer = await findUserById(db, request.userId);
  if (!buyer) throw notFound("User not found");
  if (await hasCourseAccess(db, buyer, course.id)) throw conflict(ALREADY_OWNED, undefined, "ALREADY_OWNED");
  if (course.priceCents <= 0) throw badRequest(FREE_COURSE_NO_PAYMENT, undefined, "FREE_COURSE");

  const amountCents = request.paymentType === "one_time" ? course.priceCents : monthlyPriceCents(course.priceCents);
  const affiliate = await attribute(db, buyer, request);

  const reusable = await repo.findReusablePending(db, {
    userId: buyer.id,
    courseId: course.id,
    type: request.paymentType,
    provider: provider.name,
    amountCents,
    affiliateUserId: affiliate?.id ?? null,
  });
  const payment =
    reusable ??
    (await (async () => {
      const charge = await provider.openCharge({
        userId: buyer.id,
        userEmail: buyer.email,
        courseId: course.id,
        courseTitle: course.title,
        amountCents,
        type: request.paymentType,
      });
      const row = await repo.insertPayment(db, {
        userId: buyer.id,
        courseId: course.id,
        courseTitle: course.title,
        provider: provider.name,
        providerRef: charge.providerRef,
        clientSecret: charge.clientSecret,
        providerSubscriptionId: charge.providerSubscriptionId,
        type: request.paymentType,
        amountCents,
        affiliateCode: affiliate?.code ?? null,
        affiliateUserId: affiliate?.id ?? null,
      });
      if (!row) throw new Error("payment reference collision");
      return row;
    })());

  return {
    clientSecret: payment.clientSecret!,
    paymentIntentId: paymentIntentIdOf(payment),
    provider: payment.provider,
    amount: centsToString(payment.amountCents),
    paymentType: payment.type,
    affiliateCode: payment.affiliateCode,
  };
}

/** The first code that names an active entrepreneur other than the buyer wins. */
async function attribute(db: Db, buyer: { id: number; referredById: number | null }, request: IntentRequest) {
  for (const code of [request.affiliateCode, request.cookieCode]) {
    if (!code) continue;
    const affiliate = await resolveAffiliate(db, code);
    if (affiliate) return affiliate.id === buyer.id ? null : affiliate;
  }
  if (buyer.referredById !== null && buyer.referredById !== buyer.id) {
    const referrer = await findUserById(db, buyer.referredById);
    if (referrer?.affiliateCode) return resolveAffiliate(db, referrer.affiliateCode);
  }
  return null;
}
