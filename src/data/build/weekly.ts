/**
 * The ANP's weekly summaries for the pages, read from the kept history
 * (src/data/build/anp-history.ts): the newest week and the one before it. The
 * price pages render them to HTML and ship none of it to the browser.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), weekly summary.
 */
import { newestWeek, previousWeek, weekSummary, type WeeklyPrices } from "./anp-history.ts";

export {
  type CityWeek,
  type PlacePrices,
  type PriceStats,
  type StateWeek,
  type WeeklyPrices,
  weeklyPricesSchema,
} from "./anp-history.ts";

/** The newest weekly survey: Brazil, the 27 UFs and the surveyed cities. */
export const WEEKLY: WeeklyPrices = weekSummary(newestWeek());

/** The kept survey before the newest (the previous week the refresh took), or null when only one is kept. */
export const PREVIOUS_WEEKLY: WeeklyPrices | null = ((week) => (week ? weekSummary(week) : null))(previousWeek());
