/**
 * /carros/busca.json: every car version of every Inmetro – PBE Veicular
 * edition as a search entry (catalogue-search.ts), fetched by the /carros
 * search box on its first use only.
 */
import { loadCars } from "#data/cars.ts";
import { searchEntries } from "#features/cars/build/search-entries.ts";
import { carVersions } from "#features/cars/car-versions.ts";
import { catalogueCars } from "#features/cars/catalogue.ts";
import { type SearchIndexJson } from "#features/cars/dom-contract.ts";

export async function GET(): Promise<Response> {
  const body: SearchIndexJson = {
    format: 1,
    entries: searchEntries(carVersions(catalogueCars(await loadCars()))),
  };
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
}
