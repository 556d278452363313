export { registerPaymentRoutes, type PaymentsDeps } from "./payments.routes";
export { runTestSubscriptionRenewals } from "./subscription-renewals.service";
