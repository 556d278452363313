export { registerPaymentRoutes, type PaymentsDeps } from "./payments.routes";
export type { PaymentProvider } from "./providers";
export { runTestSubscriptionRenewals } from "./subscription-renewals.service";
