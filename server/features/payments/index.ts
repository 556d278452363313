export { registerPaymentRoutes } from "./payments.routes";
export type { PaymentProvider } from "./providers";
export { startTestSubscriptionRenewals } from "./subscription-renewals.service";
