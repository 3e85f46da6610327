/**
 * The part of zod's API this app uses, as named re-exports: `lib/validation/zod.ts` makes its
 * `z` namespace from this module, so a bundle holds only these functions. `import { z } from
 * "zod"` is a namespace object of everything (every locale, JSON Schema in and out, the
 * compiler) that a bundler must keep whole in each client bundle. A method
 * missing here is a type error at its use: add it to this list.
 */
export {
  array,
  boolean,
  coerce,
  config,
  custom,
  enum,
  int,
  iso,
  literal,
  looseObject,
  number,
  object,
  preprocess,
  record,
  string,
  undefined,
  union,
  unknown,
} from "zod";
export type { infer, input, output, RefinementCtx, ZodError, ZodObject, ZodType } from "zod";
