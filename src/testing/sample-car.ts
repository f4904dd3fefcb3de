import fc from "fast-check";
import type { CatalogueCar } from "#features/cars/catalogue.ts";
/**
 * A car of the catalogue for tests: the Chevrolet ONIX LTZ 1.0T - 12V A-6 of
 * the June 2026 PBE Veicular table (km/l: ethanol 8,6 city and 10,9
 * highway, gasoline 12,1 and 15,3), with any field replaced by `overrides`.
 */
export function sampleCar(overrides: Partial<CatalogueCar> = {}): CatalogueCar {
  return {
    make: "Chevrolet",
    makeSlug: "chevrolet",
    model: "ONIX",
    version: "LTZ",
    engine: "1.0T - 12V",
    transmission: "A-6",
    ethanolCity: "8.6",
    ethanolHighway: "10.9",
    gasolineCity: "12.1",
    gasolineHighway: "15.3",
    first: 6,
    last: 7,
    firstYear: 2026,
    lastYear: 2026,
    ...overrides,
  };
}

/** A km/l figure as the tables print it, within the plausible 2 to 40 km/l (src/lib/plausibility.ts), one decimal. */
const figure = fc.integer({ min: 20, max: 400 }).map((tenths) => (tenths / 10).toFixed(1));

/**
 * Catalogue cars for property tests: names that read alike in several
 * spellings ("ONIX", "Ônix"), any plausible figures, one edition of 2020–2027.
 */
export const catalogueCarArbitrary = fc
  .record({
    make: fc.constantFrom("Fiat", "Chevrolet", "Citroën", "citroen", "VW"),
    model: fc.constantFrom("ONIX", "Onix", "ÔNIX", "ARGO", "HB20", "C3"),
    version: fc.constantFrom("", "LT", "LTZ", "Drive 1.0", "drive 1.0"),
    engine: fc.constantFrom("1.0-6V", "1.3 8V"),
    transmission: fc.constantFrom("M-5", "A-6"),
    figures: fc.record({ ethanolCity: figure, ethanolHighway: figure, gasolineCity: figure, gasolineHighway: figure }),
    first: fc.integer({ min: 0, max: 7 }),
  })
  .map(({ figures, first, ...names }) =>
    sampleCar({ ...names, ...figures, first, last: first, firstYear: 2020 + first, lastYear: 2020 + first }),
  );

/** A car's identity (names, figures, first edition), for comparing orders and sets of cars. */
export const carIdentity = (car: CatalogueCar) =>
  [
    car.make,
    car.model,
    car.version,
    car.engine,
    car.transmission,
    car.ethanolCity,
    car.ethanolHighway,
    car.gasolineCity,
    car.gasolineHighway,
    car.first,
  ].join("|");
