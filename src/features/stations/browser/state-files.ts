/**
 * The calculator's station files, each state's fetched once per page (again
 * after a failure): the picks (/precos/<uf>/postos.json) and every
 * station's prices (/precos/<uf>/postos-precos.json).
 */
import { loadStatePicks, type StatePicksJson } from "#data/browser/station-picks.ts";
import { loadStatePrices, type StatePricesJson } from "#data/browser/station-prices.ts";
import type { Uf } from "#lib/states.ts";

/** `load` for each state at most once at a time, forgotten when it fails so that a retry fetches again. */
function once<T>(load: (uf: Uf) => Promise<T>): (uf: Uf) => Promise<T> {
  const loading = new Map<Uf, Promise<T>>();
  return (uf) => {
    let request = loading.get(uf);
    if (!request) {
      request = load(uf).catch((error: unknown) => {
        loading.delete(uf);
        throw error;
      });
      loading.set(uf, request);
    }
    return request;
  };
}

/** A state's picks file, validated. */
export const picksOf: (uf: Uf) => Promise<StatePicksJson> = once(loadStatePicks);

/** A state's prices file, validated. */
export const pricesOf: (uf: Uf) => Promise<StatePricesJson> = once(loadStatePrices);
