export { registerAffiliateRoutes } from "./affiliate.routes";
// For payments and sign-up: who a code belongs to, and the code a visit left in the browser.
export { readAffiliateCookie, resolveAffiliate } from "./attribution";
