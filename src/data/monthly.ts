/**
 * `data/anp/monthly.json`, each UF's monthly mean prices since January 2013
 * (written by pipelines/anp/run.ts): its schema, its types and the
 * validated data, for the pages to read at build time.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), monthly series per state.
 */
import * as z from "zod/mini";
import monthlyJson from "../../data/anp/monthly.json" with { type: "json" };
import { parseDataset, priceSchema, ufSchema } from "./dataset.ts";

const monthSchema = z.string().check(z.regex(/^\d{4}-\d{2}$/));

/** One month of a UF's series (month "2013-01"); a mean in R$/l, null where the ANP published none (never 0). */
const monthPricesSchema = z.object({
  month: monthSchema,
  ethanol: z.nullable(priceSchema),
  gasoline: z.nullable(priceSchema),
});

/** A UF's months, every calendar month from `firstMonth` to `lastMonth`, oldest first, without gaps. */
const stateMonthsSchema = z.object({ uf: ufSchema, months: z.array(monthPricesSchema) });

/** The whole file; `states` holds all 27 UFs in the order of `STATES`. */
export const monthlyPricesSchema = z.object({
  source: z.string(),
  firstMonth: monthSchema,
  lastMonth: monthSchema,
  states: z.array(stateMonthsSchema),
});

export type MonthPrices = z.infer<typeof monthPricesSchema>;
export type StateMonths = z.infer<typeof stateMonthsSchema>;
export type MonthlyPrices = z.infer<typeof monthlyPricesSchema>;

/** Each UF's monthly means since January 2013. */
export const MONTHLY: MonthlyPrices = parseDataset(monthlyPricesSchema, monthlyJson, "data/anp/monthly.json");
