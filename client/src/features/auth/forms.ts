// Account forms other features embed. Kept out of index.ts: a form brings zod and
// react-hook-form (about 40 KB compressed), and index.ts is imported by the layouts and pages
// of every route (docs/benchmarks.md; landing-weight.test.ts).
export { ChangePasswordForm } from "./components/change-password-form";
export { SessionsCard } from "./components/sessions-card";
export { TwoFactorCard } from "./components/two-factor-card";
