/**
 * What the car picker lists for a query: the cars `searchCars` finds,
 * grouped by make and model (groups in the order their newest car is
 * found, cars newest first within a group).
 */
import { type CatalogueCar, searchCars } from "./catalogue.ts";

/** The cars matching `query`, grouped by make and model; [] for an empty query. */
export function pickerResults(cars: readonly CatalogueCar[], query: string): CatalogueCar[] {
  const groups = new Map<string, CatalogueCar[]>();
  for (const car of searchCars(cars, query)) {
    const key = `${car.make}\u0000${car.model}`;
    const group = groups.get(key);
    if (group) group.push(car);
    else groups.set(key, [car]);
  }
  return [...groups.values()].flat();
}
