// The landing screens, each its own chunk, rendered lazily by the router (app/lazy-pages.ts). A file
// of its own: importing it pulls nothing else of the feature into the entry chunk.
export const landingPages = {
  LandingPage: () => import("./pages/landing-page"),
  PrivacyPage: () => import("./pages/privacy-page"),
  TermsPage: () => import("./pages/terms-page"),
};
