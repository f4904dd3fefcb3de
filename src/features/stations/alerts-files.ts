/**
 * The files Avisos read, built per state at build time beside the stations'
 * prices (station-picks.ts): each city's mean prices with its previous
 * survey's (/precos/<uf>/medias.json, src/data/browser/city-means.ts), and
 * the tiny index that names the newest survey and each state's files' hash
 * (/avisos.json, src/data/browser/alerts-index.ts). docs/alerts.md.
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import type { AlertsIndexJson } from "#data/browser/alerts-index.ts";
import type { CityMeansJson, CityMeansRow } from "#data/browser/city-means.ts";
import type { CityWeek, WeeklyPrices } from "#data/build/anp-history.ts";
import type { Uf } from "#lib/states.ts";

/** A city's two means as the file writes them (R$/l decimal text; null: no mean of that fuel). */
function means(city: CityWeek): [string | null, string | null] {
  return [city.ethanol?.mean ?? null, city.gasoline?.mean ?? null];
}

/**
 * The state's file of city means: every city of `uf` in the `newest`
 * summary, by name (IBGE spelling), with its means and, when the
 * `previous` summary has the city, its means then.
 */
export function cityMeansJson(newest: WeeklyPrices, previous: WeeklyPrices | null, uf: Uf): CityMeansJson {
  const before = new Map((previous?.cities ?? []).filter((city) => city.uf === uf).map((city) => [city.name, city]));
  return {
    format: 1,
    source: newest.source,
    uf,
    weekStart: newest.weekStart,
    weekEnd: newest.weekEnd,
    previous: previous && { start: previous.weekStart, end: previous.weekEnd },
    cities: Object.fromEntries(
      newest.cities
        .filter((city) => city.uf === uf)
        .map((city): [string, CityMeansRow] => {
          const then = before.get(city.name);
          return [city.name, [...means(city), then ? means(then) : null]];
        }),
    ),
  };
}

/**
 * The index of the newest survey (`week`'s Sunday and Saturday) with each
 * state's hash, `hashes` by code: a short hash of its files' bytes, made
 * by the page that writes the index (8 hex digits).
 */
export function alertsIndexJson(
  week: { readonly weekStart: string; readonly weekEnd: string },
  hashes: Readonly<Partial<Record<Uf, string>>>,
): AlertsIndexJson {
  return { format: 1, weekStart: week.weekStart, weekEnd: week.weekEnd, states: { ...hashes } };
}
