/**
 * The part of Zod (its mini build) that the dataset schemas use, as one
 * module: the readers load it with the data, as a small lazy chunk, instead
 * of the whole library (src/data/dataset.ts).
 */
export {
  array,
  enum,
  extend,
  int,
  literal,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  positive,
  prettifyError,
  record,
  regex,
  string,
  tuple,
} from "zod/mini";
export type { infer, output, ZodMiniType } from "zod/mini";
