/**
 * /carros/limites.json: the "misto" limit of every flex car of the latest
 * Inmetro – PBE Veicular table (`limitsJson`), fetched by the calculator
 * when the ANP survey's prices fill its fields and no car is picked, to
 * say for how many of those cars ethanol pays off (src/data/browser/car-limits.ts).
 */
import { loadCars } from "#data/cars.ts";
import { limitsJson } from "#features/cars/car-limits.ts";

export async function GET(): Promise<Response> {
  return new Response(JSON.stringify(limitsJson(await loadCars())), {
    headers: { "Content-Type": "application/json" },
  });
}
