/**
 * What the /carros pages show, computed at build time from cars.json: every
 * make with its counts and years, a make's versions grouped by model, the
 * latest table's cars with their rankings, and the facts a page's Dataset
 * gives search engines (creator, source, years covered). The limits
 * themselves come from car-ratios.ts.
 *
 * Source of every figure: Inmetro – PBE Veicular (data/pbev/cars.json).
 */
import type { CarsJson, CatalogueEdition } from "#data/cars.ts";
import {
  carRatios,
  countBelowRule,
  type CycleRatio,
  isPlugInHybrid,
  leastEthanolFriendly,
  mixedRatioRange,
  mostEthanolFriendly,
  rateCars,
  type RatedCar,
  type RatedVersion,
  rateVersions,
  sortByMixedRatio,
} from "#features/cars/car-ratios.ts";
import { type CarVersion, carVersions, normaliseModel } from "#features/cars/car-versions.ts";
import { type CatalogueCar, catalogueCars } from "#features/cars/catalogue.ts";
import { normaliseText, slugify } from "#lib/search-text.ts";

/** Who publishes the PBE Veicular tables (a Dataset's creator). */
export const PBEV_CREATOR = "Instituto Nacional de Metrologia, Qualidade e Tecnologia (Inmetro)";

/** Inmetro's page for the PBE Veicular tables (data/pbev/README.md). */
export const PBEV_SOURCE_URL =
  "https://www.gov.br/inmetro/pt-br/assuntos/regulamentacao/avaliacao-da-conformidade/programa-brasileiro-de-etiquetagem/tabelas-de-eficiencia-energetica/veiculos-automotivos-pbe-veicular";

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

/**
 * ISO 8601 period of the tables some cars come from, for a Dataset's
 * temporalCoverage: "2026" for one year, "2020/2026" for several.
 */
export function temporalCoverage(span: { first: number; last: number }): string {
  return span.first === span.last ? String(span.first) : `${span.first}/${span.last}`;
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
  /** Its plug-in hybrids (`isPlugInHybrid`), set apart from the rankings, highest "misto" limit first. */
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
