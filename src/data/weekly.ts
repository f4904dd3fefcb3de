/**
 * `data/anp/weekly.json`, the ANP's latest weekly survey (written by
 * pipelines/anp/run.ts): its schema, its types and the validated data, for
 * the pages to read at build time. The price pages render it to HTML and
 * ship none of it to the browser.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), weekly summary.
 */
import * as z from "zod/mini";
import weeklyJson from "../../data/anp/weekly.json" with { type: "json" };
import { countSchema, daySchema, parseDataset, priceSchema, ufSchema } from "./dataset.ts";

/** One fuel's figures for one place and week. */
const priceStatsSchema = z.object({
  /** Mean retail price over the stations surveyed, R$/l. */
  mean: priceSchema,
  /** Lowest price found, R$/l. */
  min: priceSchema,
  /** Highest price found, R$/l. */
  max: priceSchema,
  /** Number of stations surveyed ("número de postos pesquisados"). */
  stations: countSchema,
});

/** A place's two fuels for the week; null where the ANP surveyed no station for that fuel. */
const placePricesSchema = z.object({ ethanol: z.nullable(priceStatsSchema), gasoline: z.nullable(priceStatsSchema) });

const stateWeekSchema = z.extend(placePricesSchema, { uf: ufSchema });

/** A surveyed municipality; `name` in IBGE's spelling ("São José dos Campos"), title-cased from the ANP's upper case when IBGE's list lacks it. */
const cityWeekSchema = z.extend(placePricesSchema, { name: z.string(), uf: ufSchema });

/** The whole file: one weekly summary, Sunday (`weekStart`) to Saturday (`weekEnd`). */
export const weeklyPricesSchema = z.object({
  source: z.string(),
  weekStart: daySchema,
  weekEnd: daySchema,
  /** National means (sheet BRASIL). */
  brazil: placePricesSchema,
  /** All 27 UFs, in the order of `STATES` (sheet ESTADOS). */
  states: z.array(stateWeekSchema),
  /** Every surveyed municipality with at least one of the two fuels, by UF then name (sheet MUNICIPIOS). */
  cities: z.array(cityWeekSchema),
});

export type PriceStats = z.infer<typeof priceStatsSchema>;
export type PlacePrices = z.infer<typeof placePricesSchema>;
export type StateWeek = z.infer<typeof stateWeekSchema>;
export type CityWeek = z.infer<typeof cityWeekSchema>;
export type WeeklyPrices = z.infer<typeof weeklyPricesSchema>;

/** The latest weekly survey: Brazil, the 27 UFs and the surveyed cities. */
export const WEEKLY: WeeklyPrices = parseDataset(weeklyPricesSchema, weeklyJson, "data/anp/weekly.json");
