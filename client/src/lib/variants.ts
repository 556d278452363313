// Class names by variant, the part of class-variance-authority's `cva` the UI components use
// (Button, Badge, Toast): a base, one class list per chosen value of each variant (the default
// when none is given, none when given null), then the caller's className. Ours for the same
// reason as class-merge.ts: every first visit carries it (docs/benchmarks.md).
type VariantMap = Record<string, Record<string, string>>;

type Choice<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null };

export function variants<V extends VariantMap>(
  base: string,
  config: { variants: V; defaultVariants?: { [K in keyof V]?: keyof V[K] } },
): (props?: Choice<V> & { className?: string }) => string {
  return (props) => {
    const parts = [base];
    for (const key of Object.keys(config.variants) as (keyof V & string)[]) {
      const given = props?.[key];
      if (given === null) continue;
      const chosen = given ?? config.defaultVariants?.[key];
      const classes = chosen === undefined ? undefined : config.variants[key][String(chosen)];
      if (classes) parts.push(classes);
    }
    if (props?.className) parts.push(props.className);
    return parts.join(" ");
  };
}

/** The variant props a `variants()` function takes (cva's VariantProps). */
export type VariantProps<F> = F extends (props?: infer P) => string ? Omit<NonNullable<P>, "className"> : never;
