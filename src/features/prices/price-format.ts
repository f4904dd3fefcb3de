/**
 * How the price pages print the ANP figures: mean prices in R$/l, station
 * counts and ratios, in pt-BR (through src/lib/format.ts and Intl).
 * Source of the figures: ANP – Levantamento de Preços de Combustíveis.
 */
import type { PlacePrices } from "#data/build/weekly.ts";
import type { Price } from "#data/dataset.ts";
import { parseDecimal } from "#lib/decimal.ts";
import { formatInteger, formatPercent, formatPricePerLitre } from "#lib/format.ts";
import { plural } from "#lib/plural.ts";
import type { PlaceVerdict } from "./price-verdicts.ts";

/** Printed where a figure is missing (with a text alternative next to it in the page). */
export const NO_FIGURE = "—";

/** A mean price in R$/l as posted ("4.2" → "R$ 4,20", "2.552" → "R$ 2,552"), or "—" when there is none. */
export function formatMean(price: Price | null | undefined): string {
  const value = price == null ? null : parseDecimal(price);
  return value ? formatPricePerLitre(value) : NO_FIGURE;
}

/** A mean price without "R$", for a column or a line that says R$/l once: "4.91" → "4,91", or "—". */
export function formatMeanFigure(price: Price | null | undefined): string {
  return formatMean(price).replace(/^R\$\s/u, "");
}

/** "1 posto", "1.184 postos". */
export function formatStations(value: number): string {
  return `${formatInteger(value)} ${plural(value, { one: "posto", other: "postos" })}`;
}

/**
 * Fewer stations than this make a small sample: a mean over so few stations
 * may not represent the prices of the place (AC, AP and RR, and many
 * cities, are surveyed at a handful: data/anp/README.md). The threshold of
 * content review 2026-11, row 37.
 */
export const SMALL_SAMPLE_STATIONS = 10;

/** What the price pages print beside a count below {@link SMALL_SAMPLE_STATIONS}. */
export const SMALL_SAMPLE_NOTE = "amostra pequena";

/** Why a small sample is flagged, for the note under a table that flags one. */
export const SMALL_SAMPLE_EXPLANATION = `Amostra pequena: um dos preços médios vem de menos de ${SMALL_SAMPLE_STATIONS} postos pesquisados pela ANP, e poucos postos podem não representar os preços do lugar.`;

/** Whether a mean over `stations` stations is a small sample: 1 to 9 stations (0 means no mean at all, said elsewhere). */
export function isSmallSample(stations: number): boolean {
  return stations > 0 && stations < SMALL_SAMPLE_STATIONS;
}

/** Whether either of a place's two means (ethanol, gasoline) is a small sample ({@link isSmallSample}). */
export function hasSmallSample(prices: PlacePrices): boolean {
  return [prices.ethanol, prices.gasoline].some((stats) => stats !== null && isSmallSample(stats.stations));
}

/** A verdict's ratio as a percentage ("59,8%"), or "—" without both prices. */
export function formatRatio(verdict: PlaceVerdict): string {
  return verdict.ok ? formatPercent(verdict.ratio) : NO_FIGURE;
}
