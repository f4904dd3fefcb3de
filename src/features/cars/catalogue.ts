/**
 * The car catalogue built from Inmetro's PBE Veicular tables
 * (data/pbev/cars.json, written by scripts/data-pbev.ts): its JSON format and
 * pure helpers to build, read and search it. Consumption figures are km/l,
 * kept as the exact decimal strings the tables print ("9.8").
 *
 * Source: Inmetro – PBE Veicular, editions 2020 to 2026 (data/pbev/README.md).
 */
import { normaliseText } from "../../lib/search-text.ts";
import { normaliseMake } from "./makes.ts";
import type { PbevRow } from "./pbev-parse";

/** One edition of the tables, as cars.json lists them (oldest first). */
export interface CatalogueEdition {
  /** Table year ("Tabela Ano 2026"). */
  year: number;
  /** Update date printed in the table, ISO. */
  updated: string;
  /** PDF in data/pbev/. */
  file: string;
}

/**
 * One car in cars.json, as an array to keep the file small:
 * version (may be ""), engine, transmission, the four km/l figures, and the
 * first and last edition (indexes into `editions`) that print it.
 */
export type CarTuple = [
  version: string,
  engine: string,
  transmission: string,
  ethanolCity: string,
  ethanolHighway: string,
  gasolineCity: string,
  gasolineHighway: string,
  firstEdition: number,
  lastEdition: number,
];
/** A model and its cars. */
export type ModelTuple = [model: string, cars: CarTuple[]];
/** A make (display name, URL slug) and its models. */
export type MakeTuple = [make: string, slug: string, models: ModelTuple[]];

/** The whole of cars.json. */
export interface CarsJson {
  format: 1;
  /** Citation to show with the figures. */
  source: string;
  editions: CatalogueEdition[];
  /** Makes by name, models by name, cars by version. */
  makes: MakeTuple[];
}

/** A flex car as one edition prints it; `make` is the normalised display name (see makes.ts). Figures in km/l. */
export type CarSpec = Omit<PbevRow, "page">;

/** A car printed unchanged by a run of consecutive editions, `first` to `last` (edition indexes). */
export interface MergedCar extends CarSpec {
  first: number;
  last: number;
}

/** A car of the catalogue, unpacked: names, km/l figures, the editions and years that print it. */
export interface CatalogueCar extends MergedCar {
  makeSlug: string;
  firstYear: number;
  lastYear: number;
}

/** The identity of a car across editions: names (normalised, so "AUTOMÁTICO" = "Automatico") and the four figures. */
function carKey(car: CarSpec): string {
  return [car.make, car.model, car.version, car.engine, car.transmission]
    .map(normaliseText)
    .concat(car.ethanolCity, car.ethanolHighway, car.gasolineCity, car.gasolineHighway)
    .join("|");
}

/**
 * Merges the editions' cars (oldest edition first): a car printed with the
 * same make, model, version, engine, transmission and the same four km/l
 * figures by consecutive editions becomes one entry spanning them (e.g.
 * editions 2 to 4); duplicates within an edition collapse. Names compare
 * without case, accents or punctuation spacing; an entry keeps its latest
 * edition's spelling. A car that changes figures, or skips an edition,
 * starts a new entry. Order: by first appearance.
 */
export function mergeEditions(editions: readonly (readonly CarSpec[])[]): MergedCar[] {
  const merged: MergedCar[] = [];
  const open = new Map<string, MergedCar>();
  editions.forEach((cars, index) => {
    for (const car of cars) {
      const key = carKey(car);
      const entry = open.get(key);
      if (entry && entry.last >= index - 1) {
        Object.assign(entry, car, { last: index });
      } else {
        const created = { ...car, first: index, last: index };
        merged.push(created);
        open.set(key, created);
      }
    }
  });
  return merged;
}

const collator = new Intl.Collator("pt-BR", { numeric: true, sensitivity: "base" });

/** Groups merged cars into the cars.json format: make → model → version, each sorted by name (pt-BR). Throws on a make unknown to makes.ts. */
export function buildCatalogue(
  editions: readonly CatalogueEdition[],
  cars: readonly MergedCar[],
  source: string,
): CarsJson {
  const makes = new Map<string, Map<string, { name: string; cars: MergedCar[] }>>();
  for (const car of cars) {
    const models = makes.get(car.make) ?? new Map<string, { name: string; cars: MergedCar[] }>();
    makes.set(car.make, models);
    const modelKey = normaliseText(car.model);
    const model = models.get(modelKey) ?? { name: car.model, cars: [] };
    models.set(modelKey, model);
    // The model's name as its latest edition spells it ("Polo" in 2020, "POLO" later).
    if (model.cars.every((other) => other.last <= car.last)) model.name = car.model;
    model.cars.push(car);
  }
  const byName = <T>(items: T[], name: (item: T) => string) => items.sort((a, b) => collator.compare(name(a), name(b)));
  return {
    format: 1,
    source,
    editions: [...editions],
    makes: byName([...makes], ([name]) => name).map(([name, models]): MakeTuple => {
      const make = normaliseMake(name);
      if (!make) throw new Error(`unknown make "${name}": add it to src/features/cars/makes.ts`);
      return [
        make.name,
        make.slug,
        byName([...models.values()], (model) => model.name).map((model): ModelTuple => [
          model.name,
          model.cars
            .sort(
              (a, b) =>
                collator.compare(a.version, b.version) ||
                collator.compare(a.engine, b.engine) ||
                collator.compare(a.transmission, b.transmission) ||
                b.last - a.last,
            )
            .map((car): CarTuple => [
              car.version,
              car.engine,
              car.transmission,
              car.ethanolCity,
              car.ethanolHighway,
              car.gasolineCity,
              car.gasolineHighway,
              car.first,
              car.last,
            ]),
        ]),
      ];
    }),
  };
}

/** Every car of a catalogue, unpacked, in the file's order (make, model, version). */
export function catalogueCars(catalogue: CarsJson): CatalogueCar[] {
  return catalogue.makes.flatMap(([make, makeSlug, models]) =>
    models.flatMap(([model, cars]) =>
      cars.map(
        ([version, engine, transmission, ethanolCity, ethanolHighway, gasolineCity, gasolineHighway, first, last]) => ({
          make,
          makeSlug,
          model,
          version,
          engine,
          transmission,
          ethanolCity,
          ethanolHighway,
          gasolineCity,
          gasolineHighway,
          first,
          last,
          firstYear: catalogue.editions[first]?.year ?? NaN,
          lastYear: catalogue.editions[last]?.year ?? NaN,
        }),
      ),
    ),
  );
}

/** The years a car was printed, as a range for display: "2022–2024", or "2026" for a single year. */
export function yearRange(car: Pick<CatalogueCar, "firstYear" | "lastYear">): string {
  return car.firstYear === car.lastYear ? String(car.firstYear) : `${car.firstYear}–${car.lastYear}`;
}

/** The cars of the latest edition (the catalogue page's list), in the file's order. */
export function latestEditionCars(catalogue: CarsJson): CatalogueCar[] {
  const latest = catalogue.editions.length - 1;
  return catalogueCars(catalogue).filter((car) => car.last === latest);
}
