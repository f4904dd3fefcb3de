/**
 * What every reader of a dataset shares, the browser's loaders here in
 * src/data and the build-time readers of src/data/build alike (so it runs
 * anywhere and reads no file itself): the schemas of the values the
 * pipelines write (prices as exact decimal text, ISO dates, UF codes);
 * `parseDataset` and `loadDataset`, which validate a committed JSON file
 * against its schema (Zod) and name the file and the path of the first bad
 * value when it does not fit; `checkJson`, which names a file whose text is
 * not JSON at all (cut short).
 * The only code that imports data/*.json is the reader of that file, beside this one.
 */
import { UFS } from "#lib/states.ts";
import type * as Z from "./zod.ts";

/**
 * Zod's mini build, passed to the schema builders: the schemas are built when
 * a file is read, so that Zod loads with the data (a lazy chunk in the
 * browser) and never with the code that only needs the types.
 */
export type ZodMini = typeof Z;
/** The type of the values the schema `Build` makes accepts. */
export type Infer<Build extends (z: ZodMini) => Z.ZodMiniType> = Z.infer<ReturnType<Build>>;

/** The citation to print next to any figure from the ANP files (and written into them as `source`). */
export const ANP_SOURCE = "Fonte: ANP – Levantamento de Preços de Combustíveis";

/** An exact decimal as the shortest text with a point: "4.29", "9.8". */
export const decimalSchema = (z: ZodMini) => z.string().check(z.regex(/^\d+(\.\d+)?$/));
/**
 * A retail price in R$ per litre, exact, as the shortest decimal text with
 * a point: "4.29", "2.552", "4.2" (R$ 4,20). Never a float: read it with
 * `parseDecimal` (src/lib/decimal.ts) to compute, `Number()` only to format.
 */
export type Price = Infer<typeof decimalSchema>;
/** A day, ISO: "2026-06-07". */
export const daySchema = (z: ZodMini) => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A UF code in upper case: "SP". */
export const ufSchema = (z: ZodMini) => z.enum(UFS);
/** A whole number of stations, km, editions… (0 or more). */
export const countSchema = (z: ZodMini) => z.int().check(z.nonnegative());

/** Throws an Error naming `file` when `text` is not JSON. */
export function checkJson(text: string, file: string): void {
  try {
    JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file}: JSON ilegível, arquivo cortado ou corrompido (${error instanceof Error ? error.message : error}). ` +
        "Refaça-o com o script que o gera (npm run data:anp, npm run data:pbev) ou restaure-o do git.",
      { cause: error },
    );
  }
}

/** A value of the schema `build` makes, read from `file` (a path under data/); throws an Error naming the file and what does not fit. */
export function parseDataset<Schema extends Z.ZodMiniType>(
  z: ZodMini,
  build: (z: ZodMini) => Schema,
  value: unknown,
  file: string,
): Z.output<Schema> {
  const result = build(z).safeParse(value);
  if (result.success) return result.data;
  throw new Error(
    `${file}: o arquivo não tem a forma que o site espera; refaça-o com o script que o gera (npm run data:anp, npm run data:pbev) ou restaure-o do git.\n${z.prettifyError(result.error)}`,
    { cause: result.error },
  );
}

/**
 * A data file imported as its own chunk (`json`, e.g. `import("…/cities.json")`),
 * loaded together with Zod and validated by the schema `build` makes.
 */
export async function loadDataset<Schema extends Z.ZodMiniType>(
  json: Promise<{ default: unknown }>,
  build: (z: ZodMini) => Schema,
  file: string,
): Promise<Z.output<Schema>> {
  const [module, z] = await Promise.all([json, import("./zod.ts")]);
  return parseDataset(z, build, module.default, file);
}
