/**
 * Consumption by the full-to-full method, the one Fuelly, Fuelio and
 * Spritmonitor use: a segment runs from one full fill-up to the next; its
 * km/l is the distance between the two odometer readings ÷ the litres put
 * in after the first, up to and including the second. Exact on decimals.
 */
import { add, divide, type Fraction, subtract } from "#lib/decimal.ts";
import { carThreshold } from "#lib/fuel-comparison.ts";
import type { Fuel } from "#lib/fuels.ts";
import { isPlausible, KM_PER_LITRE_RANGE } from "#lib/plausibility.ts";
import { byOdometer, type FillUp } from "./fill-up.ts";

/** Segments per fuel below which the figures are still rough. */
const ROUGH_BELOW_SEGMENTS = 3;

/**
 * What a segment counts for: one fuel; "blend" when the tank held both
 * (shown as "tanque misto": a fuel change before or inside it);
 * "implausible" when its km/l is outside the site's plausible km/l
 * (`KM_PER_LITRE_RANGE`): the record then holds a typing mistake.
 */
export type SegmentKind = Fuel | "blend" | "implausible";

/** One segment: the full fill-ups that open and close it, its km, litres and km/l. */
export interface Segment {
  start: FillUp;
  end: FillUp;
  km: Fraction;
  litres: Fraction;
  kmPerLitre: Fraction;
  kind: SegmentKind;
}

const ZERO: Fraction = { n: 0n, d: 1n };

function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, ZERO);
}

/**
 * The segments of a log, in odometer order, whatever the order of `fillUps`.
 * A segment counts for a fuel only when every fill-up from the previous full
 * one (or from the first record) up to its last partial is of that fuel:
 * the fuel burned is the one in the tank at its start, and the first segment
 * after a change of fuel still holds some of the old one. Fill-ups before the
 * first full one and after the last full one open no segment.
 */
export function segmentsOf(fillUps: readonly FillUp[]): Segment[] {
  const sorted = [...fillUps].sort(byOdometer);
  const fullAt = sorted.flatMap((fillUp, index) => (fillUp.fullTank ? [index] : []));
  return fullAt.slice(1).map((endIndex, position) => {
    const startIndex = fullAt[position] as number;
    const start = sorted[startIndex] as FillUp;
    const end = sorted[endIndex] as FillUp;
    const km = subtract(end.odometerKm, start.odometerKm);
    const litres = sum(sorted.slice(startIndex + 1, endIndex + 1).map((fillUp) => fillUp.litres));
    const kmPerLitre = divide(km, litres);
    const tankFrom = position === 0 ? 0 : (fullAt[position - 1] as number);
    const fuels = new Set(sorted.slice(tankFrom, endIndex).map((fillUp) => fillUp.fuel));
    const kind: SegmentKind = !isPlausible(kmPerLitre, KM_PER_LITRE_RANGE)
      ? "implausible"
      : fuels.size === 1
        ? start.fuel
        : "blend";
    return { start, end, km, litres, kmPerLitre, kind };
  });
}

/** A fuel's consumption over its counted segments: total km ÷ total litres (not the mean of the ratios). */
export interface FuelConsumption {
  segments: number;
  km: Fraction;
  litres: Fraction;
  kmPerLitre: Fraction;
}

/** The consumption with each fuel (null without a counted segment) and, with both, the car's limit. */
export interface LogSummary {
  segments: Segment[];
  ethanol: FuelConsumption | null;
  gasoline: FuelConsumption | null;
  /** Ethanol km/l ÷ gasoline km/l: ethanol pays off up to this share of gasoline's price. Null unless both fuels have a segment. */
  limit: Fraction | null;
  /** Whether either fuel has fewer than {@link ROUGH_BELOW_SEGMENTS} segments behind the limit. */
  rough: boolean;
}

function consumption(segments: readonly Segment[], fuel: Fuel): FuelConsumption | null {
  const counted = segments.filter((segment) => segment.kind === fuel);
  if (counted.length === 0) return null;
  const km = sum(counted.map((segment) => segment.km));
  const litres = sum(counted.map((segment) => segment.litres));
  return { segments: counted.length, km, litres, kmPerLitre: divide(km, litres) };
}

/**
 * Everything the log says about the car: its segments, km/l per fuel and
 * its own limit (the threshold the calculator uses, see carThreshold in
 * lib/fuel-comparison). The limit is never computed from one fuel alone.
 */
export function summarize(fillUps: readonly FillUp[]): LogSummary {
  const segments = segmentsOf(fillUps);
  const ethanol = consumption(segments, "ethanol");
  const gasoline = consumption(segments, "gasoline");
  const limit = ethanol && gasoline ? carThreshold(ethanol.kmPerLitre, gasoline.kmPerLitre) : null;
  const rough = Math.min(ethanol?.segments ?? 0, gasoline?.segments ?? 0) < ROUGH_BELOW_SEGMENTS;
  return { segments, ethanol, gasoline, limit, rough };
}
