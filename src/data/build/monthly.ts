/**
 * `data/anp/monthly.json`, each UF's monthly mean prices since January 2013
 * (written by pipelines/anp/run.ts): its schema, its types and the
 * validated data, for the pages to read at build time.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), monthly series per state.
 */
import { decimalSchema, type Infer, parseDataset, ufSchema, type ZodMini } from "#data/dataset.ts";
import * as zod from "#data/zod.ts";
import monthlyJson from "#datasets/anp/monthly.json" with { type: "json" };

const monthSchema = (z: ZodMini) => z.string().check(z.regex(/^\d{4}-\d{2}$/));

/** One month of a UF's series (month "2013-01"); a mean in R$/l, null where the ANP published none (never 0). */
const monthPricesSchema = (z: ZodMini) =>
  z.object({ month: monthSchema(z), ethanol: z.nullable(decimalSchema(z)), gasoline: z.nullable(decimalSchema(z)) });

/** A UF's months, every calendar month from `firstMonth` to `lastMonth`, oldest first, without gaps. */
const stateMonthsSchema = (z: ZodMini) => z.object({ uf: ufSchema(z), months: z.array(monthPricesSchema(z)) });

/** The whole file; `states` holds all 27 UFs in the order of `STATES`. */
export const monthlyPricesSchema = (z: ZodMini) =>
  z.object({
    source: z.string(),
    firstMonth: monthSchema(z),
    lastMonth: monthSchema(z),
    states: z.array(stateMonthsSchema(z)),
  });

export type MonthPrices = Infer<typeof monthPricesSchema>;
export type MonthlyPrices = Infer<typeof monthlyPricesSchema>;

/** Each UF's monthly means since January 2013. */
export const MONTHLY: MonthlyPrices = parseDataset(zod, monthlyPricesSchema, monthlyJson, "data/anp/monthly.json");
