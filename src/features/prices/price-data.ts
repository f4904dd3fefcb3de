/**
 * The committed ANP data (data/anp/weekly.json and monthly.json, written by
 * scripts/data-anp.ts, which validates every row), typed, for the pages to
 * read at build time. The JSON is bundled into the build only: the price
 * pages render it to HTML and ship none of it to the browser.
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import monthlyJson from "../../../data/anp/monthly.json";
import weeklyJson from "../../../data/anp/weekly.json";
import type { MonthlyPrices, WeeklyPrices } from "./anp-data";

// JSON imports type the UF codes as plain strings; the pipeline wrote them from the `Uf` type.
/** The latest weekly survey: Brazil, the 27 UFs and the surveyed cities. */
export const WEEKLY: WeeklyPrices = weeklyJson as unknown as WeeklyPrices;
/** Each UF's monthly means since January 2013. */
export const MONTHLY: MonthlyPrices = monthlyJson as unknown as MonthlyPrices;
