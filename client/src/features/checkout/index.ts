// Public surface of the checkout feature.
/** The checkout screens, each its own chunk: the router renders them lazily (app/lazy-pages.ts). */
export const checkoutPages = {
  CheckoutPage: () => import("./pages/checkout-page"),
  PaymentSuccessPage: () => import("./pages/payment-success-page"),
};
