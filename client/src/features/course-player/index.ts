// Public surface of the course player feature: its pages, as lazy loaders.
export { coursePlayerPages } from "./lazy-pages";
