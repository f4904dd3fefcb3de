/**
 * The entries of the /carros search (catalogue-search.ts), made at build
 * time from the car versions (car-versions.ts): name, detail, the link to
 * the version's row on its make's page, and the text the search reads.
 * Source: Inmetro – PBE Veicular (data/pbev/cars.json).
 */
import { searchableText } from "#features/cars/car-search.ts";
import { type CarVersion, formatYears } from "#features/cars/car-versions.ts";
import { type SearchEntry } from "#features/cars/dom-contract.ts";
import { versionPath } from "#lib/paths.ts";
import { plural } from "#lib/plural.ts";

/** The search entries of some versions, in their order. */
export function searchEntries(versions: readonly CarVersion[]): SearchEntry[] {
  return versions.map((version) => ({
    n: version.name,
    d: `${version.transmission} · ${plural(version.years.length, { one: "tabela", other: "tabelas" })} ${formatYears(version.years)}`,
    h: versionPath(version),
    t: searchableText(version),
  }));
}
