/**
 * How the price pages print the ANP figures: mean prices in R$/l, station
 * counts and ratios, in pt-BR (through src/lib/format.ts and Intl).
 * Source of the figures: ANP – Levantamento de Preços de Combustíveis.
 */
import { parseDecimal } from "../../lib/decimal";
import { formatPercent, formatPricePerLitre } from "../../lib/format";
import type { Price } from "./anp-data";
import type { PlaceVerdict } from "./price-verdicts";

/** Printed where a figure is missing (with a text alternative next to it in the page). */
export const NO_FIGURE = "—";

/** A mean price in R$/l as posted ("4.2" → "R$ 4,20", "2.552" → "R$ 2,552"), or "—" when there is none. */
export function formatMean(price: Price | null | undefined): string {
  const value = price == null ? null : parseDecimal(price);
  return value ? formatPricePerLitre(value) : NO_FIGURE;
}

const count = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** A whole count with pt-BR digit grouping: 1184 → "1.184". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 posto", "1.184 postos". */
export function formatStations(value: number): string {
  return `${formatCount(value)} ${value === 1 ? "posto" : "postos"}`;
}

/** A verdict's ratio as a percentage ("59,8%"), or "—" without both prices. */
export function formatRatio(verdict: PlaceVerdict): string {
  return verdict.ok ? formatPercent(verdict.ratio) : NO_FIGURE;
}
