// Public surface of the landing feature: its pages, as lazy loaders.
export { landingPages } from "./lazy-pages";
