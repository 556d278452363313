export { registerPaymentRoutes } from "./payments.routes";
export type { PaymentProvider } from "./providers";
