/**
 * The ethanol limit of each car of the catalogue: ethanol km/l ÷ gasoline
 * km/l, the share of the gasoline price up to which ethanol pays off in
 * that car, for the city, highway and combined ("misto") cycles. Exact on
 * the decimals the tables print (BigInt fractions, src/lib/decimal.ts);
 * rounded only for display. Also the orderings, selections and groupings
 * the catalogue pages show. Pure: no React, no Astro.
 *
 * Source of every figure: Inmetro – PBE Veicular (data/pbev/cars.json).
 */
import { compare, type Fraction, parseDecimal, subtract, toRoundedNumber } from "../../lib/decimal";
import {
  carThreshold,
  cycleKmPerLitre,
  type CycleKmPerLitre,
  type DrivingCycle,
  ETHANOL_THRESHOLD,
  MIXED_CITY_SHARE,
} from "../../lib/fuel-comparison";
import { normaliseText, slugify } from "../../lib/search-text";
import { formatPercent, formatPercentColumn } from "../../lib/format";
import { type CarVersion, carVersions, normaliseModel } from "./car-versions";
import type { CarsJson, CatalogueEdition } from "../../data/cars";
import { type CatalogueCar, catalogueCars, yearRange } from "./catalogue";
/** The misto split as the site words it, from `MIXED_CITY_SHARE`: "55% cidade, 45% estrada". */
export const MIXED_SPLIT = `${formatPercent(toRoundedNumber(MIXED_CITY_SHARE, 2))} cidade, ${formatPercent(
  toRoundedNumber(subtract({ n: 1n, d: 1n }, MIXED_CITY_SHARE), 2),
)} estrada`;

/**
 * The one definition of "misto" the pages give, from `MIXED_CITY_SHARE`:
 * "o uso misto combina 55% de cidade e 45% de estrada, somando os litros
 * gastos por quilômetro em cada trecho" (weighted on litres per km, never
 * an average of km/l: src/lib/fuel-comparison.ts).
 */
export const MIXED_DEFINITION = `o uso misto combina ${formatPercent(toRoundedNumber(MIXED_CITY_SHARE, 2))} de cidade e ${formatPercent(
  toRoundedNumber(subtract({ n: 1n, d: 1n }, MIXED_CITY_SHARE), 2),
)} de estrada, somando os litros gastos por quilômetro em cada trecho`;

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

/** Reads one km/l figure of the table; throws on a figure that is not a positive decimal (never in cars.json). */
function kmPerLitre(text: string, what: string): Fraction {
  const value = parseDecimal(text);
  if (!value || value.n <= 0n) throw new RangeError(`not a km/l figure (${what}): "${text}"`);
  return value;
}

/**
 * A car's four PBE Veicular figures (km/l, decimal strings such as "8.6")
 * as exact fractions. Throws a RangeError naming the figure if one is not a
 * positive decimal.
 */
export function carFigures(
  car: Pick<CatalogueCar, "ethanolCity" | "ethanolHighway" | "gasolineCity" | "gasolineHighway">,
): CycleKmPerLitre {
  return {
    ethanolCity: kmPerLitre(car.ethanolCity, "ethanolCity"),
    ethanolHighway: kmPerLitre(car.ethanolHighway, "ethanolHighway"),
    gasolineCity: kmPerLitre(car.gasolineCity, "gasolineCity"),
    gasolineHighway: kmPerLitre(car.gasolineHighway, "gasolineHighway"),
  };
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
export function carRatios(
  car: Pick<CatalogueCar, "ethanolCity" | "ethanolHighway" | "gasolineCity" | "gasolineHighway">,
): CarRatios {
  const figures = carFigures(car);
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

const collator = new Intl.Collator("pt-BR", { numeric: true, sensitivity: "base" });

/** Names, then figures, then editions: a total order on distinct cars, independent of their input order. */
function compareIdentity(a: CatalogueCar, b: CatalogueCar): number {
  for (const key of ["make", "model", "version", "engine", "transmission"] as const) {
    const order = collator.compare(a[key], b[key]) || (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0);
    if (order !== 0) return order;
  }
  for (const key of ["ethanolCity", "ethanolHighway", "gasolineCity", "gasolineHighway"] as const) {
    const order = compare(kmPerLitre(a[key], key), kmPerLitre(b[key], key));
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

/** A new array of the cars, from the highest "misto" limit to the lowest ({@link byMixedRatio}). */
export function sortByMixedRatio<Car extends RatedCar>(cars: readonly Car[]): Car[] {
  return [...cars].sort(byMixedRatio);
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

/** The citation of a car's figures: "Inmetro, PBEV 2026", "Inmetro, PBEV 2022–2024" (the tables that print it). */
export function carCitation(car: Pick<CatalogueCar, "firstYear" | "lastYear">): string {
  return `Inmetro, PBEV ${yearRange(car)}`;
}

/** A car version (car-versions.ts) with the ethanol limits of its newest table's figures. */
export interface RatedVersion extends CarVersion {
  ratios: CarRatios;
}

/** The versions with their ethanol limits ({@link carRatios} of each one's newest entry), in the same order. */
export function rateVersions(versions: readonly CarVersion[]): RatedVersion[] {
  return versions.map((version) => ({ ...version, ratios: carRatios(version.latest) }));
}

/** A model of one make and its cars (or versions), in the catalogue's order. */
export interface ModelGroup<Car extends { model: string } = RatedVersion> {
  model: string;
  /** A unique HTML id for the model's section ("modelo-onix-plus"). */
  id: string;
  cars: Car[];
}

/** "ÔNIX Plus" → "onix-plus": letters and digits of a name, joined by hyphens. */
function idPart(text: string): string {
  return slugify(text) || "sem-nome";
}

/**
 * Groups cars by model (names compared as readers do: case, accents and
 * punctuation ignored), keeping the order of first appearance of each model
 * and of the cars within it. Each group gets a unique HTML id
 * ("modelo-onix", then "modelo-onix-2" should two names read alike).
 */
export function groupByModel<Car extends { model: string }>(cars: readonly Car[]): ModelGroup<Car>[] {
  const groups = new Map<string, ModelGroup<Car>>();
  const ids = new Set<string>();
  for (const car of cars) {
    const key = normaliseText(car.model);
    let group = groups.get(key);
    if (!group) {
      const base = `modelo-${idPart(car.model)}`;
      let id = base;
      for (let suffix = 2; ids.has(id); suffix++) id = `${base}-${suffix}`;
      ids.add(id);
      group = { model: car.model, id, cars: [] };
      groups.set(key, group);
    }
    group.cars.push(car);
  }
  return [...groups.values()];
}

/** The first and last table year of some cars ({first: 2020, last: 2026}), or null for none. */
export function yearSpan(cars: readonly Pick<CatalogueCar, "firstYear" | "lastYear">[]): {
  first: number;
  last: number;
} | null {
  if (cars.length === 0) return null;
  return {
    first: Math.min(...cars.map((car) => car.firstYear)),
    last: Math.max(...cars.map((car) => car.lastYear)),
  };
}

/** A make of the catalogue as its list and its page show it. */
export interface CatalogueMake {
  name: string;
  slug: string;
  /** Cars (version, engine, transmission and figures) across all editions. */
  carCount: number;
  /** Models, their names compared without model-year marks or case ("ONIX", "Onix (MY24)": one). */
  modelCount: number;
  /** First and last table year that print one of its cars. */
  firstYear: number;
  lastYear: number;
  /** Whether the latest edition prints one of its cars. */
  inLatestEdition: boolean;
}

/** Every make of cars.json (all editions), in the file's order (by name), with counts and years. */
export function catalogueMakes(catalogue: CarsJson): CatalogueMake[] {
  const cars = catalogueCars(catalogue);
  const latest = catalogue.editions.length - 1;
  return catalogue.makes.map(([name, slug]) => {
    const own = cars.filter((car) => car.makeSlug === slug);
    const span = yearSpan(own);
    return {
      name,
      slug,
      carCount: own.length,
      modelCount: new Set(own.map((car) => normaliseModel(car.model).key)).size,
      firstYear: span?.first ?? NaN,
      lastYear: span?.last ?? NaN,
      inLatestEdition: own.some((car) => car.last === latest),
    };
  });
}

/** What a make's page shows: the make, its rated versions grouped by model, the editions they come from. */
export interface MakeCatalogue {
  make: CatalogueMake;
  /** One entry per version across editions (car-versions.ts), grouped by model. */
  models: ModelGroup<RatedVersion>[];
  /** ISO date of the latest edition that prints one of its cars ("2026-06-03"). */
  updated: string;
}

/**
 * A make's versions of every edition (the page /carros/<slug>): one entry
 * per version (`carVersions`: spellings of one version across editions
 * merged, the newest figures), with their ethanol limits, grouped by model
 * in the file's order. Null for a slug not in the catalogue.
 */
export function makeCatalogue(catalogue: CarsJson, slug: string): MakeCatalogue | null {
  const make = catalogueMakes(catalogue).find((candidate) => candidate.slug === slug);
  if (!make) return null;
  const cars = catalogueCars(catalogue).filter((car) => car.makeSlug === slug);
  const last = Math.max(...cars.map((car) => car.last));
  return {
    make,
    models: groupByModel(rateVersions(carVersions(cars))),
    updated: catalogue.editions[last]?.updated ?? "",
  };
}

/**
 * ISO 8601 period of the tables some cars come from, for a Dataset's
 * temporalCoverage: "2026" for one year, "2020/2026" for several.
 */
export function temporalCoverage(span: { first: number; last: number }): string {
  return span.first === span.last ? String(span.first) : `${span.first}/${span.last}`;
}

const kmPerLitreFormat = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A km/l figure of the table as pt-BR writes it, with the table's one
 * decimal: "8.6" → "8,6", "12" → "12,0". Throws a RangeError on a figure
 * that is not a positive decimal.
 */
export function formatKmPerLitre(text: string): string {
  return kmPerLitreFormat.format(toRoundedNumber(kmPerLitre(text, "km/l"), 1));
}

/** Path of the catalogue page. */
export const CATALOGUE_PATH = "/carros";

/** Path of a make's page: "chevrolet" → "/carros/chevrolet". */
export function makePath(slug: string): string {
  return `${CATALOGUE_PATH}/${slug}`;
}

/** A version's row on its make's page: "/carros/chevrolet#chevrolet-onix-ltz-1-0-turbo-12v-a-6". */
export function versionPath(version: Pick<CarVersion, "makeSlug" | "id">): string {
  return `${makePath(version.makeSlug)}#${version.id}`;
}

/** Path of the page of one table's cars: 2026 → "/carros/tabela-2026". */
export function tablePath(year: number): string {
  return `${CATALOGUE_PATH}/tabela-${year}`;
}

/** A car as people write it, without its engine: "Citroën C3 XTR 1.0", "Fiat Argo" (a version printed without a name). */
export function shortCarName(version: Pick<CarVersion, "make" | "model" | "version">): string {
  return [version.make, version.model, version.version].filter(Boolean).join(" ");
}

/** A car of one table: its own figures and limits, and the version it belongs to across the tables. */
export interface TableCar extends RatedCar {
  /** Its version (car-versions.ts): the names as people write them, and the id of its row on its make's page. */
  readable: CarVersion;
}

/**
 * The cars that edition `edition` (an index into the catalogue's editions)
 * prints, each with its ethanol limits and the version it belongs to across
 * every edition of `cars` (`carVersions`), from the highest "misto" limit
 * to the lowest (`sortByMixedRatio`). Two entries of one edition that read
 * alike stay two cars, each with its own figures.
 */
export function tableCars(cars: readonly CatalogueCar[], edition: number): TableCar[] {
  return sortByMixedRatio(
    carVersions(cars).flatMap((readable) =>
      readable.entries
        .filter((car) => car.last === edition)
        .map((car): TableCar => ({ ...car, ratios: carRatios(car), readable })),
    ),
  );
}

/** What the catalogue pages show about the latest edition of the tables. */
export interface LatestTable {
  edition: CatalogueEdition;
  /** Its cars, from the highest "misto" limit to the lowest. */
  cars: TableCar[];
  /** The five most and the five least ethanol-friendly of them, plug-in hybrids left out. */
  most: TableCar[];
  least: TableCar[];
  /** Its plug-in hybrids ({@link isPlugInHybrid}), set apart from the rankings, highest "misto" limit first. */
  plugIns: TableCar[];
  /** Lowest and highest "misto" limit of its cars. */
  range: { min: CycleRatio; max: CycleRatio } | null;
  /** How many of its cars have a "misto" limit below 70%. */
  belowRule: number;
  /** Lowest and highest "misto" limit over every edition's cars. */
  allEditionsRange: { min: CycleRatio; max: CycleRatio } | null;
}

/**
 * The latest Inmetro – PBE Veicular edition of a catalogue, as the /carros
 * pages show it: its cars rated and sorted by "misto" limit, each with the
 * version it belongs to (`carVersions` of the whole catalogue: the names as
 * people write them), the `count` most and least ethanol-friendly among
 * those that are not plug-in hybrids (listed apart), the range of limits
 * and how many fall below the 70% rule (all cars). Throws on a catalogue
 * without editions.
 */
export function latestTable(catalogue: CarsJson, count = 5): LatestTable {
  const edition = catalogue.editions.at(-1);
  if (!edition) throw new RangeError("the catalogue has no edition");
  const cars = tableCars(catalogueCars(catalogue), catalogue.editions.length - 1);
  const ranked = cars.filter((car) => !isPlugInHybrid(car));
  return {
    edition,
    cars,
    most: mostEthanolFriendly(ranked, count),
    least: leastEthanolFriendly(ranked, count),
    plugIns: cars.filter(isPlugInHybrid),
    range: mixedRatioRange(cars),
    belowRule: countBelowRule(cars),
    allEditionsRange: mixedRatioRange(rateCars(catalogueCars(catalogue))),
  };
}

/**
 * The "misto" limit (exact) of each car, in the same order: for
 * `ethanolShare` (src/lib/ethanol-share.ts), for how many of a table's cars
 * (e.g. `latestEditionCars`) ethanol pays off at a price ratio.
 */
export function mixedLimits(cars: readonly CatalogueCar[]): Fraction[] {
  return cars.map((car) => carRatios(car).mixed.exact);
}

/** Who publishes the PBE Veicular tables (a Dataset's creator). */
export const PBEV_CREATOR = "Instituto Nacional de Metrologia, Qualidade e Tecnologia (Inmetro)";

/** Inmetro's page for the PBE Veicular tables (data/pbev/README.md). */
export const PBEV_SOURCE_URL =
  "https://www.gov.br/inmetro/pt-br/assuntos/regulamentacao/avaliacao-da-conformidade/programa-brasileiro-de-etiquetagem/tabelas-de-eficiencia-energetica/veiculos-automotivos-pbe-veicular";

/** An ethanol limit as the catalogue prints it, "71,1%", "72,0%" (`formatPercentColumn`), from the rounded value. */
export function formatRatio(ratio: CycleRatio): string {
  return formatPercentColumn(ratio.rounded);
}
