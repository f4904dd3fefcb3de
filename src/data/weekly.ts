/**
 * `data/anp/weekly.json`, the ANP's latest weekly survey (written by
 * pipelines/anp/run.ts): its schema, its types and the validated data, for
 * the pages to read at build time. The price pages render it to HTML and
 * ship none of it to the browser.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), weekly summary.
 */
import weeklyJson from "../../data/anp/weekly.json" with { type: "json" };
import { countSchema, daySchema, decimalSchema, type Infer, parseDataset, ufSchema, type ZodMini } from "./dataset.ts";
import * as zod from "./zod.ts";

/** One fuel's figures for one place and week: mean, lowest and highest retail price in R$/l, and the stations surveyed. */
const priceStatsSchema = (z: ZodMini) =>
  z.object({ mean: decimalSchema(z), min: decimalSchema(z), max: decimalSchema(z), stations: countSchema(z) });

/** A place's two fuels for the week; null where the ANP surveyed no station for that fuel. */
const placePricesSchema = (z: ZodMini) =>
  z.object({ ethanol: z.nullable(priceStatsSchema(z)), gasoline: z.nullable(priceStatsSchema(z)) });

const stateWeekSchema = (z: ZodMini) => z.extend(placePricesSchema(z), { uf: ufSchema(z) });

/** A surveyed municipality; `name` in IBGE's spelling ("São José dos Campos"), title-cased from the ANP's upper case when IBGE's list lacks it. */
const cityWeekSchema = (z: ZodMini) => z.extend(placePricesSchema(z), { name: z.string(), uf: ufSchema(z) });

/**
 * The whole file: one weekly summary, Sunday (`weekStart`) to Saturday
 * (`weekEnd`); the national means (sheet BRASIL); all 27 UFs in the order of
 * `STATES` (sheet ESTADOS); every surveyed municipality with at least one of
 * the two fuels, by UF then name (sheet MUNICIPIOS).
 */
export const weeklyPricesSchema = (z: ZodMini) =>
  z.object({
    source: z.string(),
    weekStart: daySchema(z),
    weekEnd: daySchema(z),
    brazil: placePricesSchema(z),
    states: z.array(stateWeekSchema(z)),
    cities: z.array(cityWeekSchema(z)),
  });

export type PriceStats = Infer<typeof priceStatsSchema>;
export type PlacePrices = Infer<typeof placePricesSchema>;
export type StateWeek = Infer<typeof stateWeekSchema>;
export type CityWeek = Infer<typeof cityWeekSchema>;
export type WeeklyPrices = Infer<typeof weeklyPricesSchema>;

/** The latest weekly survey: Brazil, the 27 UFs and the surveyed cities. */
export const WEEKLY: WeeklyPrices = parseDataset(zod, weeklyPricesSchema, weeklyJson, "data/anp/weekly.json");
