import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { loadOnce } from "./load-once";

/**
 * A form resolver that loads its code on first use; `preload` starts that early (on a field's
 * focus).
 */
export type LazyResolver<V extends FieldValues, O> = Resolver<V, unknown, O> & {
  preload: () => void;
};

/**
 * The zod resolver of a form whose schema (and zod, and @hookform/resolvers) is loaded when the
 * form is first validated, not with the page, so they stay out of a public page's first load
 * (decision 0085). The schema stays the one in `lib/validation/*` that the server action parses
 * with.
 *
 * @example
 *   const resolver = lazyZodResolver<RegisterValues, RegisterOutput>(() =>
 *     import("@/lib/validation/user").then((m) => m.registerSchema),
 *   );
 *   useForm({ resolver, … });  <form onFocus={resolver.preload}>
 */
export function lazyZodResolver<V extends FieldValues, O = V>(
  schema: () => Promise<z.ZodType>,
): LazyResolver<V, O> {
  const load = loadOnce(() =>
    Promise.all([import("@hookform/resolvers/zod"), schema()]).then(
      ([{ zodResolver }, loaded]) =>
        zodResolver(loaded as Parameters<typeof zodResolver>[0]) as Resolver<V, unknown, O>,
    ),
  );
  const resolver: Resolver<V, unknown, O> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
