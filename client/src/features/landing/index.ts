// Public surface of the landing feature.
/** The landing screens, each its own chunk: the router renders them lazily (app/lazy-pages.ts). */
export const landingPages = {
  LandingPage: () => import("./pages/landing-page"),
};
