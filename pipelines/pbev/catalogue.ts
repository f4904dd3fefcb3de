/**
 * Builds cars.json from the editions' rows: merges a car printed unchanged by
 * consecutive editions into one entry and groups the cars by make and model
 * in the file's format (src/data/cars.ts).
 * Source: Inmetro – PBE Veicular, editions 2020 to 2026 (data/pbev/README.md).
 */
import type { CarsJson, CarSpec, CarTuple, CatalogueEdition, MakeTuple, ModelTuple } from "#data/cars.ts";
import { normaliseText } from "#lib/search-text.ts";
import { normaliseMake } from "./makes.ts";

/** A car printed unchanged by a run of consecutive editions, `first` to `last` (edition indexes). */
export interface MergedCar extends CarSpec {
  first: number;
  last: number;
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
      if (!make) throw new Error(`unknown make "${name}": add it to pipelines/pbev/makes.ts`);
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
