// Public surface of the checkout feature: its pages, as lazy loaders.
export { checkoutPages } from "./lazy-pages";
