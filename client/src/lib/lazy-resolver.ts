// A form's validation (zod schema and resolver), downloaded after the form has rendered instead of
// before (docs/benchmarks.md: the sign-in and sign-up forms are the first thing /auth shows, and zod is
// 24 KB compressed). `preload()` starts the download once the form is on screen; a submit before
// it arrives waits for it.
import type { FieldValues, Resolver } from "react-hook-form";

export type LazyResolver<TValues extends FieldValues, TTransformed> = Resolver<TValues, unknown, TTransformed> & {
  preload(): void;
};

export function lazyResolver<TValues extends FieldValues, TTransformed>(
  load: () => Promise<Resolver<TValues, unknown, TTransformed>>,
): LazyResolver<TValues, TTransformed> {
  let loading: Promise<Resolver<TValues, unknown, TTransformed>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again at the next validation
      throw error;
    });
    return loading;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<TValues, TTransformed>;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}
