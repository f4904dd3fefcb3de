/**
 * A car's four km/l figures as Inmetro's PBE Veicular tables print them
 * (decimal text, "8.6"), read as exact fractions: one reader for the
 * catalogue's cars and for the car remembered on the device.
 * Source of the figures: Inmetro – PBE Veicular (data/pbev/README.md).
 */
import { type Fraction, parseDecimal } from "#lib/decimal.ts";
import type { CycleKmPerLitre } from "#lib/fuel-comparison.ts";
import { isPlausible, KM_PER_LITRE_RANGE } from "#lib/plausibility.ts";

/** The four km/l figures as the table prints them ("8.6"). */
export type FigureTexts = Record<keyof CycleKmPerLitre, string>;

/** The four figures, in the table's order: ethanol city and highway, gasoline city and highway. */
export const FIGURE_FIELDS = ["ethanolCity", "ethanolHighway", "gasolineCity", "gasolineHighway"] as const;

/**
 * One figure as exact km/l; null unless it is a decimal within the site's
 * plausible km/l (`KM_PER_LITRE_RANGE`, 2 to 40: the PBEV pipeline keeps no
 * other, so only a value altered on the device is refused).
 */
export function parseCarFigure(text: string): Fraction | null {
  const value = parseDecimal(text);
  return value && isPlausible(value, KM_PER_LITRE_RANGE) ? value : null;
}

/** The four figures as exact km/l; null if one is not a plausible km/l ({@link parseCarFigure}). */
export function parseCarFigures(texts: FigureTexts): CycleKmPerLitre | null {
  const parsed: Partial<Record<keyof CycleKmPerLitre, Fraction>> = {};
  for (const field of FIGURE_FIELDS) {
    const value = parseCarFigure(texts[field]);
    if (!value) return null;
    parsed[field] = value;
  }
  return parsed as CycleKmPerLitre;
}
