import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { commissionCents } from "../../shared/money";
import { hashPassword } from "../features/auth";
import type { Tx } from "./client";
import { commissions, enrollments, payments, users } from "./schema";

const DAY_MS = 86_400_000;
const COMMISSION_RATE = 15;

interface DemoSale {
  buyerId: number;
  courseId: number;
  courseTitle: string;
  priceCents: number;
  daysAgo: number;
}

/**
 * A little sales history for the demo (the entrepreneur's dashboard, the admin's analytics and a
 * first monthly payout have something real to show): the demo learner and one more customer, both
 * referred by the demo entrepreneur, bought a course through the affiliate link over a month ago.
 * Each sale is a real payment, enrollment and 15 % commission, like a checkout would write them.
 */
export async function seedDemoSales(
  tx: Tx,
  demo: { entrepreneurId: number; learnerId: number; courses: Map<string, { id: number; priceCents: number }> },
): Promise<void> {
  const affiliateCode = (await tx.select({ code: users.affiliateCode }).from(users).where(eq(users.id, demo.entrepreneurId)))[0].code;
  await tx.update(users).set({ referredById: demo.entrepreneurId }).where(eq(users.id, demo.learnerId));
  const [customer] = await tx
    .insert(users)
    .values({
      username: "casey",
      email: "casey@gsm-academy.test",
      // Nobody signs in as this customer: the password is random and never shown.
      passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
      firstName: "Casey",
      lastName: "Nguyen",
      role: "personal",
      status: "active",
      referredById: demo.entrepreneurId,
      createdAt: new Date(Date.now() - 50 * DAY_MS),
    })
    .returning({ id: users.id });

  const sale = (title: string, buyerId: number, daysAgo: number): DemoSale => {
    const course = demo.courses.get(title);
    if (!course) throw new Error(`demo sales: no course "${title}"`);
    return { buyerId, courseId: course.id, courseTitle: title, priceCents: course.priceCents, daysAgo };
  };
  const sales = [sale("Digital Marketing Mastery", customer.id, 40), sale("Investing and Financial Planning", demo.learnerId, 35)];
  for (const [i, s] of sales.entries()) {
    const at = new Date(Date.now() - s.daysAgo * DAY_MS);
    const ref = `test_pi_demo_${i + 1}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: s.buyerId,
        courseId: s.courseId,
        courseTitle: s.courseTitle,
        provider: "test",
        providerRef: ref,
        clientSecret: `${ref}_secret_${randomBytes(8).toString("hex")}`,
        type: "one_time",
        amountCents: s.priceCents,
        status: "succeeded",
        affiliateCode,
        affiliateUserId: demo.entrepreneurId,
        createdAt: at,
        succeededAt: at,
      })
      .returning({ id: payments.id });
    await tx.insert(enrollments).values({ userId: s.buyerId, courseId: s.courseId, enrolledAt: at });
    await tx.insert(commissions).values({
      entrepreneurId: demo.entrepreneurId,
      paymentId: payment.id,
      buyerId: s.buyerId,
      courseId: s.courseId,
      saleAmountCents: s.priceCents,
      amountCents: commissionCents(s.priceCents, COMMISSION_RATE),
      commissionRate: COMMISSION_RATE,
      productType: "course",
      productName: s.courseTitle,
      createdAt: at,
    });
  }
}
