/**
 * Plausible ranges of what a driver types, and the correction to offer
 * when a value falls outside one: a separator lost on the way ("4,19"
 * read as 419) shifts a value by a power of ten, so the suggestion is the
 * shift that brings it back into range. An implausible value is questioned,
 * never computed.
 */
import { compare, type Fraction, multiply } from "./decimal.ts";

/** A closed range of plausible values, with the value a typical one sits near (for ties between corrections). */
export interface PlausibleRange {
  min: Fraction;
  max: Fraction;
  /** A typical value; among several corrections the one nearest to it (on a log scale) is offered. */
  typical: Fraction;
}

const fraction = /* @__NO_SIDE_EFFECTS__ */ (n: number, d = 1): Fraction => ({ n: BigInt(n), d: BigInt(d) });

/**
 * Pump prices in R$ per litre: R$ 1,00 to R$ 20,00. The ANP monthly survey
 * by state (data/anp/monthly.json, January 2013 to June 2026) ranges from
 * R$ 1,735 (ethanol) to R$ 8,118 (gasoline) and the dearest station of the
 * June 2026 weekly survey charged R$ 9,69; the range leaves a wide margin on
 * both sides (a test checks the committed series stays inside it).
 */
export const PRICE_RANGE: PlausibleRange = { min: fraction(1), max: fraction(20), typical: fraction(4) };

/**
 * Consumption in km/l: 2 to 40, the one bound of the site for a car's km/l,
 * whoever gives it: the driver in the calculator's car panel, the car picked
 * from Inmetro's table (and remembered on the device), a segment of the
 * fill-up log (one full-to-full stretch), and the PBE Veicular pipeline.
 * Inmetro's PBE Veicular tables 2020–2026 (data/pbev/cars.json) print 4,1 to
 * 18,5 km/l for flex cars, hybrids included. The range runs from about half
 * the lowest to about twice the highest, so a real figure that strays from
 * the label (stop-and-go traffic, a long road trip, a single fill-up whose
 * litres depend on where the pump clicked off) is not questioned; and it is
 * narrow enough that a table figure moved tenfold by a lost or extra
 * separator never stays inside (4,1 × 10 = 41 > 40; 18,5 ÷ 10 = 1,85 < 2),
 * so "85" is questioned as 8,5 and "1,2" as 12. A test holds both sides
 * against cars.json.
 */
export const KM_PER_LITRE_RANGE: PlausibleRange = { min: fraction(2), max: fraction(40), typical: fraction(10) };

/** A tank in litres: 5 (a small flex motorcycle) to 200 (large pick-ups). */
export const TANK_RANGE: PlausibleRange = { min: fraction(5), max: fraction(200), typical: fraction(50) };

/** km driven per month: 10 to 20 000 (about 650 km a day, a full-time driver's upper end). */
export const KM_PER_MONTH_RANGE: PlausibleRange = {
  min: fraction(10),
  max: fraction(20_000),
  typical: fraction(1_000),
};

/** Whether `value` lies within `range`, ends included. */
export function isPlausible(value: Fraction, range: PlausibleRange): boolean {
  return compare(value, range.min) >= 0 && compare(value, range.max) <= 0;
}

/** Powers of ten tried as corrections: a lost or misplaced separator moves the value by one to three places. */
const SHIFTS = /* @__PURE__ */ [1, 2, 3].flatMap((places) => [fraction(1, 10 ** places), fraction(10 ** places)]);

/** Distance between two positive values on a log scale, as a number (only to rank candidates). */
function logDistance(a: Fraction, b: Fraction): number {
  return Math.abs(Math.log(Number(a.n) / Number(a.d)) - Math.log(Number(b.n) / Number(b.d)));
}

/**
 * The correction to offer for an implausible value: the value moved by one
 * to three decimal places that lands inside `range` (419 → 4,19; 0,419 →
 * 4,19; 85 → 8,5), the one nearest the range's typical value when several
 * do. Null when the value is plausible or no shift makes it so.
 */
export function suggestCorrection(value: Fraction, range: PlausibleRange): Fraction | null {
  if (value.n <= 0n || isPlausible(value, range)) return null;
  const candidates = SHIFTS.map((shift) => multiply(value, shift)).filter((candidate) => isPlausible(candidate, range));
  candidates.sort((a, b) => logDistance(a, range.typical) - logDistance(b, range.typical));
  return candidates[0] ?? null;
}
