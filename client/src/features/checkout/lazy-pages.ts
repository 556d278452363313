// The checkout screens, each its own chunk, rendered lazily by the router (app/lazy-pages.ts). A file
// of its own: importing it pulls nothing else of the feature into the entry chunk.
export const checkoutPages = {
  CheckoutPage: () => import("./pages/checkout-page"),
  PaymentSuccessPage: () => import("./pages/payment-success-page"),
};
