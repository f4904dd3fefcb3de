import type { CatalogueCar } from "../features/cars/catalogue";
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
