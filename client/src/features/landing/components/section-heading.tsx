interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  description: string;
  id?: string;
  tone?: "light" | "dark";
}

export function SectionHeading({ eyebrow, title, description, id, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={
          dark
            ? "text-sm font-semibold uppercase tracking-wider text-brand-100"
            : "text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-brand-300"
        }
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={
          dark
            ? "mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl"
            : "mt-3 text-3xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-4xl"
        }
      >
        {title}
      </h2>
      <p className={dark ? "mt-4 text-lg text-brand-100" : "mt-4 text-lg text-slate-600 dark:text-slate-300"}>{description}</p>
    </div>
  );
}
