export { registerAffiliateRoutes, type AffiliateDeps } from "./affiliate.routes";
// For payments and sign-up: who a code belongs to, the code and the visitor id a visit left in the
// browser, and which link visitor a sign-up or a purchase came from.
export { linkVisitorOf, readAffiliateCookie, readVisitorCookie, resolveAffiliate, signUpReferral } from "./attribution";
// For payments: a sale's commission at fulfilment, its reversal at a refund, and the payout run
// marking what it paid; each in the caller's transaction (affiliate owns the commissions table).
export { insertSaleCommission, markCommissionsPaid, markPaidStatement, reverseCommission } from "./commissions.repo";
