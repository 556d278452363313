import { Link } from "wouter";
import { AUTH_PATH, NAV_LINKS, PRODUCT_NAME } from "../content";
import { handleSectionLinkClick } from "../lib/scroll";
import { BrandLogo } from "./brand-logo";

// SPEC §2: these footer links point to "#" (no legal pages exist yet).
const LEGAL_LINKS = ["Privacy Policy", "Terms of Service", "Contact Us"] as const;

const linkClass = "text-sm text-slate-400 transition-colors hover:text-white focus-visible:text-white focus-visible:outline-none";

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <BrandLogo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
            Video courses, certificates and an affiliate program that rewards you for sharing what you learn.
          </p>
        </div>

        <nav aria-label="Explore">
          <h2 className="text-sm font-semibold text-white">Explore</h2>
          <ul className="mt-4 space-y-3">
            {NAV_LINKS.map((link) => (
              <li key={link.sectionId}>
                <a href={`#${link.sectionId}`} onClick={handleSectionLinkClick(link.sectionId)} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <Link href={AUTH_PATH} className={linkClass}>
                Sign In
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label="Company">
          <h2 className="text-sm font-semibold text-white">Company</h2>
          <ul className="mt-4 space-y-3">
            {LEGAL_LINKS.map((label) => (
              <li key={label}>
                {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- docs/spec.md §2: these point to "#" until legal pages exist */}
                <a href="#" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
