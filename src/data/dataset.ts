/**
 * What every reader in src/data shares: the schemas of the values the
 * pipelines write (prices as exact decimal text, ISO dates, UF codes) and
 * `parseDataset`, which validates a committed JSON file against its schema
 * and names the file and the path of the first bad value when it does not fit;
 * `checkJson`, which names a file whose text is not JSON at all (cut short).
 * The only code that imports data/*.json is the reader of that file, beside this one.
 */
import * as z from "zod/mini";
import { FUELS } from "../lib/fuels.ts";
import { UFS } from "../lib/states.ts";

/** The citation to print next to any figure from the ANP files (and written into them as `source`). */
export const ANP_SOURCE = "Fonte: ANP – Levantamento de Preços de Combustíveis";

/**
 * A retail price in R$ per litre, exact, as the shortest decimal text with
 * a point: "4.29", "2.552", "4.2" (R$ 4,20). Never a float: read it with
 * `parseDecimal` (src/lib/decimal.ts) to compute, `Number()` only to format.
 */
export const priceSchema = z.string().check(z.regex(/^\d+(\.\d+)?$/));
export type Price = z.infer<typeof priceSchema>;
/** A day, ISO: "2026-06-07". */
export const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A UF code in upper case: "SP". */
export const ufSchema = z.enum(UFS);
/** One of the two fuels of a flex car, as code names it. */
export const fuelSchema = z.enum(FUELS);
/** A whole number of stations, km, editions… (0 or more). */
export const countSchema = z.int().check(z.nonnegative());

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

/** A value of `schema` read from `file` (a path under data/); throws an Error naming the file and what does not fit. */
export function parseDataset<Schema extends z.ZodMiniType>(schema: Schema, value: unknown, file: string): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(
    `${file}: o arquivo não tem a forma que o site espera; refaça-o com o script que o gera (npm run data:anp, npm run data:pbev) ou restaure-o do git.\n${z.prettifyError(result.error)}`,
    { cause: result.error },
  );
}
