import { Award, GraduationCap, TrendingUp, Users } from "lucide-react";

// Marketing copy of SPEC §1 (fixed on purpose: PRODUCT §1.2 keeps marketing copy as written).
const HIGHLIGHTS = [
  { icon: GraduationCap, title: "Expert-led video courses", text: "Learn at your own pace with lessons, notes and progress tracking." },
  { icon: Award, title: "Certificates", text: "Earn a verifiable certificate for every course you complete." },
  { icon: TrendingUp, title: "Earn as an entrepreneur", text: "Share your affiliate link and earn commission on every sale." },
  { icon: Users, title: "A growing community", text: "Join over 10,000 learners building their future." },
] as const;

export function AuthMarketingPanel() {
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="hidden flex-col justify-center gap-8 bg-gradient-to-br from-brand-600 to-brand-900 p-10 text-white lg:flex"
      data-testid="panel-auth-marketing"
    >
      <div className="space-y-3">
        <h2 id="auth-marketing-title" className="text-3xl font-bold leading-tight">
          Master New Skills & Build Your Future
        </h2>
        <p className="text-lg text-brand-100">One account for learning, teaching and earning on GSM Academy.</p>
      </div>
      <ul className="space-y-5">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
