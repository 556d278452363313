// Public surface of the auth feature. Its pages are loaders in ./lazy-pages.ts (the router's entry).
// The entry chunk imports ./session (no components); forms are in ./forms (they bring zod).
export * from "./session";
export { VerificationBannerSlot as VerificationBanner } from "./components/verification-banner-slot";
