export { registerAffiliateRoutes } from "./affiliate.routes";
// For payments and sign-up: who a code belongs to, the code and the visitor id a visit left in the
// browser, and which link visitor a sign-up or a purchase came from.
export { linkVisitorOf, readAffiliateCookie, readVisitorCookie, resolveAffiliate, signUpReferral } from "./attribution";
