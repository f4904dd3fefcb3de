/**
 * The ethanol limit of each car of the catalogue: ethanol km/l ÷ gasoline
 * km/l, the share of the gasoline price up to which ethanol pays off in
 * that car, for the city, highway and combined ("misto") cycles; and the
 * orderings and selections of cars by that limit. Exact on the decimals the
 * tables print (BigInt fractions, src/lib/decimal.ts); rounded only for
 * display. Pure: no React, no Astro. What the pages say about the limits is
 * in car-messages.ts; the pages' selections and groupings in build/catalogue-pages.ts.
 *
 * Source of every figure: Inmetro – PBE Veicular (data/pbev/cars.json).
 */
import { compare, type Fraction, toRoundedNumber } from "#lib/decimal.ts";
import {
  carThreshold,
  cycleKmPerLitre,
  type CycleKmPerLitre,
  type DrivingCycle,
  ETHANOL_THRESHOLD,
} from "#lib/fuel-comparison.ts";
import { FIGURE_FIELDS, type FigureTexts, parseCarFigure, parseCarFigures } from "./car-figures.ts";
import type { CarVersion } from "./car-versions.ts";
import type { CatalogueCar } from "./catalogue.ts";

/** One cycle's ethanol limit: exact, and rounded to 3 decimals (a percentage with one decimal, 0.711 = 71,1%). */
export interface CycleRatio {
  exact: Fraction;
  rounded: number;
}

/** A car's ethanol limit (ethanol km/l ÷ gasoline km/l) in each driving cycle. */
export type CarRatios = Record<DrivingCycle, CycleRatio>;

/** A catalogue car with its three ethanol limits. */
export interface RatedCar extends CatalogueCar {
  ratios: CarRatios;
}

/** Decimal places kept for display: 3, i.e. a percentage with one decimal ("71,1%"), rounded once, half up. */
const RATIO_DECIMALS = 3;

/**
 * A catalogue car's four PBE Veicular figures (km/l, decimal strings such
 * as "8.6") as exact fractions (`parseCarFigures`). Throws a RangeError
 * naming each figure that is not a plausible km/l, which the PBEV pipeline
 * never writes into cars.json.
 */
export function tableFigures(car: FigureTexts): CycleKmPerLitre {
  const figures = parseCarFigures(car);
  if (figures) return figures;
  const bad = FIGURE_FIELDS.filter((field) => !parseCarFigure(car[field]));
  throw new RangeError(`not a plausible km/l figure: ${bad.map((field) => `${field} "${car[field]}"`).join(", ")}`);
}

/**
 * The three ethanol limits of a car from its Inmetro – PBE Veicular
 * figures: for city and highway, ethanol km/l ÷ gasoline km/l of that
 * cycle; for "misto", the same on the combined km/l of each fuel (55% city,
 * 45% highway on litres per km, `cycleKmPerLitre`). Each exact and rounded
 * to 3 decimals (0.711 = 71,1%). Ethanol pays off while its price is at
 * most that share of the gasoline price. The "misto" limit always lies
 * between the city and the highway limits: it is (0.55/Gc + 0.45/Gh) ÷
 * (0.55/Ec + 0.45/Eh), the mediant of Ec/Gc and Eh/Gh.
 */
export function carRatios(car: FigureTexts): CarRatios {
  const figures = tableFigures(car);
  const ratio = (cycle: DrivingCycle): CycleRatio => {
    const { ethanol, gasoline } = cycleKmPerLitre(figures, cycle);
    const exact = carThreshold(ethanol, gasoline);
    return { exact, rounded: toRoundedNumber(exact, RATIO_DECIMALS) };
  };
  return { city: ratio("city"), highway: ratio("highway"), mixed: ratio("mixed") };
}

/** The cars with their ethanol limits ({@link carRatios}), in the same order. */
export function rateCars(cars: readonly CatalogueCar[]): RatedCar[] {
  return cars.map((car) => ({ ...car, ratios: carRatios(car) }));
}

/** A car version (car-versions.ts) with the ethanol limits of its newest table's figures. */
export interface RatedVersion extends CarVersion {
  ratios: CarRatios;
}

/** The versions with their ethanol limits ({@link carRatios} of each one's newest entry), in the same order. */
export function rateVersions(versions: readonly CarVersion[]): RatedVersion[] {
  return versions.map((version) => ({ ...version, ratios: carRatios(version.latest) }));
}

/**
 * The "misto" limit (exact) of each car, in the same order: for
 * `ethanolShare` (src/lib/ethanol-share.ts), for how many of a table's cars
 * (e.g. `latestEditionCars`) ethanol pays off at a price ratio.
 */
export function mixedLimits(cars: readonly CatalogueCar[]): Fraction[] {
  return cars.map((car) => carRatios(car).mixed.exact);
}

const collator = new Intl.Collator("pt-BR", { numeric: true, sensitivity: "base" });

/** Names, then figures, then editions: a total order on distinct cars, independent of their input order. */
function compareIdentity(a: CatalogueCar, b: CatalogueCar): number {
  for (const key of ["make", "model", "version", "engine", "transmission"] as const) {
    const order = collator.compare(a[key], b[key]) || (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0);
    if (order !== 0) return order;
  }
  const [figuresA, figuresB] = [tableFigures(a), tableFigures(b)];
  for (const key of FIGURE_FIELDS) {
    const order = compare(figuresA[key], figuresB[key]);
    if (order !== 0) return order;
  }
  return a.first - b.first || a.last - b.last;
}

/**
 * Orders two rated cars from the most to the least ethanol-friendly: the
 * higher exact "misto" limit first (ethanol still pays off at a higher
 * price); equal limits by make, model, version, engine and transmission
 * (pt-BR, ignoring case and accents), then figures and editions.
 */
export function byMixedRatio(a: RatedCar, b: RatedCar): number {
  return compare(b.ratios.mixed.exact, a.ratios.mixed.exact) || compareIdentity(a, b);
}

/** A new array of the cars, from the highest "misto" limit to the lowest ({@link byMixedRatio}). */
export function sortByMixedRatio<Car extends RatedCar>(cars: readonly Car[]): Car[] {
  return [...cars].sort(byMixedRatio);
}

/**
 * Whether a car is a plug-in hybrid, by its name ("PHEV", "Plug-in" in the
 * model or version): its km/l come from the hybrid test method of Portaria
 * Inmetro 169/2023 (battery charged from the grid), so they do not compare
 * with those of ordinary flex cars. By name because cars.json keeps no
 * propulsion column; the rule picks exactly the rows that the independent
 * extraction (data/pbev/pbev-flex-extracted.csv) codes "Plug-in".
 */
export function isPlugInHybrid(car: Pick<CatalogueCar, "model" | "version">): boolean {
  return /\bPHEV\b|\bplug-?in\b/i.test(`${car.model} ${car.version}`);
}

/**
 * The `count` most ethanol-friendly cars (highest "misto" limit) of a list
 * sorted by {@link sortByMixedRatio}, most friendly first.
 */
export function mostEthanolFriendly<Car extends RatedCar>(sorted: readonly Car[], count = 5): Car[] {
  return sorted.slice(0, Math.max(0, count));
}

/**
 * The `count` least ethanol-friendly cars (lowest "misto" limit) of a list
 * sorted by {@link sortByMixedRatio}, least friendly first (equal limits by
 * name). The last `count` cars of the order, so with at least 2 × `count`
 * cars they never share a car with {@link mostEthanolFriendly}.
 */
export function leastEthanolFriendly<Car extends RatedCar>(sorted: readonly Car[], count = 5): Car[] {
  const tail = count > 0 ? sorted.slice(-count) : [];
  return tail.sort((a, b) => compare(a.ratios.mixed.exact, b.ratios.mixed.exact) || compareIdentity(a, b));
}

/** Lowest and highest exact "misto" limit of some cars, or null for none. */
export function mixedRatioRange(
  cars: readonly Pick<RatedCar, "ratios">[],
): { min: CycleRatio; max: CycleRatio } | null {
  const [first, ...rest] = cars;
  if (!first) return null;
  let min = first.ratios.mixed;
  let max = first.ratios.mixed;
  for (const car of rest) {
    if (compare(car.ratios.mixed.exact, min.exact) < 0) min = car.ratios.mixed;
    if (compare(car.ratios.mixed.exact, max.exact) > 0) max = car.ratios.mixed;
  }
  return { min, max };
}

/** How many cars have a "misto" limit strictly below the 70% rule: in them, ethanol at 70% of gasoline does not pay off. */
export function countBelowRule(cars: readonly RatedCar[]): number {
  return cars.filter((car) => compare(car.ratios.mixed.exact, ETHANOL_THRESHOLD) < 0).length;
}
