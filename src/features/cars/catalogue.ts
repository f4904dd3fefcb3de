/**
 * Reading the car catalogue (data/pbev/cars.json, see src/data/cars.ts):
 * its cars unpacked with their table years, the latest edition's cars, and
 * the years as a range for display. Consumption figures are km/l, kept as
 * the exact decimal strings the tables print ("9.8").
 *
 * Source: Inmetro – PBE Veicular, editions 2020 to 2026 (data/pbev/README.md).
 */
import type { CarsJson, CarSpec } from "#data/cars.ts";

/** A car of the catalogue, unpacked: names, km/l figures, the editions (indexes) and table years that print it. */
export interface CatalogueCar extends CarSpec {
  makeSlug: string;
  first: number;
  last: number;
  firstYear: number;
  lastYear: number;
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
