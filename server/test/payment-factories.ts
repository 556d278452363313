import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { commissions, payments, users } from "../db/schema";
import type { TestContext } from "./test-app";

// Money rows written straight to the database, for tests of what happens after a payment.

export async function makePayment(ctx: TestContext, fields: Partial<typeof payments.$inferInsert> & { userId: number; courseId: number }) {
  const ref = fields.providerRef ?? `test_pi_${randomBytes(8).toString("hex")}`;
  const [row] = await ctx.db
    .insert(payments)
    .values({
      courseTitle: "A course",
      provider: "test",
      providerRef: ref,
      clientSecret: `${ref}_secret_x`,
      type: "one_time",
      amountCents: 10_000,
      status: "succeeded",
      succeededAt: new Date(),
      ...fields,
    })
    .returning();
  return row;
}

export async function makeCommission(
  ctx: TestContext,
  fields: Partial<typeof commissions.$inferInsert> & { entrepreneurId: number; paymentId: number },
) {
  const [row] = await ctx.db
    .insert(commissions)
    .values({ saleAmountCents: 10_000, amountCents: 1_500, commissionRate: 15, productName: "A course", ...fields })
    .returning();
  return row;
}

export async function affiliateCodeOf(ctx: TestContext, userId: number): Promise<string> {
  const [row] = await ctx.db.select({ code: users.affiliateCode }).from(users).where(eq(users.id, userId));
  return row.code!;
}

/** The expiry date and CVC of a good test card: December, five years from now. */
export const CARD_DETAILS = { expiry: `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`, cvc: "123" } as const;
