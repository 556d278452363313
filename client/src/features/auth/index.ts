// Public surface of the auth feature. Pages are imported lazily by the router from pages/.
// The entry chunk imports ./session (no components); forms are in ./forms (they bring zod).
export * from "./session";
export { VerificationBanner } from "./components/verification-banner";
