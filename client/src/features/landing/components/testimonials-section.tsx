import { Quote, Star } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { REVEAL_AT, SECTION_IDS, SUCCESS_FIGURES, TESTIMONIALS, type Testimonial } from "../content";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";

/** "Success Stories" (section id `testimonials`). */
export function TestimonialsSection() {
  const { t } = useTranslation("landing");
  return (
    <section
      id={SECTION_IDS.testimonials}
      tabIndex={-1}
      aria-labelledby="testimonials-heading"
      className="scroll-mt-20 bg-white dark:bg-slate-900 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal at={REVEAL_AT.testimonials}>
          <SectionHeading
            id="testimonials-heading"
            eyebrow={t("testimonials.eyebrow")}
            title={t("testimonials.title")}
            description={t("testimonials.description")}
          />
        </Reveal>

        <Reveal at={REVEAL_AT.testimonials} delayMs={120}>
          <dl className="mx-auto mt-14 grid max-w-4xl gap-6 sm:grid-cols-3">
            {SUCCESS_FIGURES.map((figure) => {
              const Icon = figure.icon;
              return (
                <div
                  key={figure.id}
                  className="flex flex-col items-center rounded-2xl bg-gradient-to-br from-brand-50 to-indigo-50 dark:from-slate-800 dark:to-slate-800 px-6 py-8 text-center"
                >
                  <Icon aria-hidden="true" className="order-first mb-3 h-7 w-7 text-brand-600 dark:text-brand-300" />
                  <dt className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-300">{figure.label()}</dt>
                  <dd className="order-first mb-1 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
                    {figure.value()}
                  </dd>
                </div>
              );
            })}
          </dl>
        </Reveal>

        <div className="mt-14 grid gap-8 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial, index) => (
            <Reveal key={testimonial.name} at={REVEAL_AT.testimonials} delayMs={240 + index * 120} className="h-full">
              <TestimonialCard testimonial={testimonial} />
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation("landing");
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-8 shadow-sm">
      <Quote aria-hidden="true" className="absolute top-6 right-6 h-8 w-8 text-brand-100 dark:text-slate-700" />
      <div className="flex gap-0.5" role="img" aria-label={t("testimonials.stars", { rating: 5 })}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
        <p>{t("testimonials.quoted", { quote: testimonial.quote() })}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-indigo-600 text-sm font-bold text-white"
        >
          {testimonial.initials}
        </span>
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">{testimonial.name}</span>
          <span className="block text-sm text-slate-500 dark:text-slate-400">{testimonial.role()}</span>
        </span>
      </figcaption>
    </figure>
  );
}
