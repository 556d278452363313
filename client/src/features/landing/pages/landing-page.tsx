import { CtaSection } from "../components/cta-section";
import { HeroSection } from "../components/hero-section";
import { LandingFooter } from "../components/landing-footer";
import { LandingHeader } from "../components/landing-header";
import { PathsSection } from "../components/paths-section";
import { PopularCoursesSection } from "../components/popular-courses-section";
import { TestimonialsSection } from "../components/testimonials-section";

/** Public landing page shown to signed-out visitors at "/" (docs/spec.md §2). */
export default function LandingPage() {
  return (
    <div className="min-h-screen bg-white dark:bg-slate-900 text-slate-900 dark:text-white antialiased">
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <HeroSection />
        <PathsSection />
        <PopularCoursesSection />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}

export { LandingPage };
