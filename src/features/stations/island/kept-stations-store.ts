/**
 * "Meus postos" on this device, for the calculator: the kept stations as a
 * store the components read, and how to keep or remove one (localStorage,
 * in memory only if storage is blocked or full; never sent anywhere).
 */
import { readItem, getLocalStorage } from "#browser/safe-storage.ts";
import { createStoredValue } from "#browser/stored-value.ts";
import {
  keep,
  KEPT_STATIONS_KEY,
  type KeptStation,
  parseKeptStations,
  removeKept,
} from "#features/stations/kept-stations.ts";

const stored = createStoredValue(KEPT_STATIONS_KEY, parseKeptStations, []);

/** The kept stations, in the order kept (none while prerendering). */
export const keptStationsStore = stored.store;

/**
 * The list as stored now (another tab may have changed it since this page
 * read it); this page's own list where nothing could be stored.
 */
function latest(): readonly KeptStation[] {
  const stored = readItem(getLocalStorage(), KEPT_STATIONS_KEY);
  return stored === null ? keptStationsStore.get() : parseKeptStations(stored);
}

/** Keeps `station` (nothing when it is kept already or the list is full); returns whether it is kept now. */
export function keepStation(station: KeptStation): boolean {
  const list = keep(latest(), station);
  stored.save(list);
  return list.some((each) => each.cnpj === station.cnpj);
}

/**
 * Removes the station with `cnpj` from Meus postos; the last one removed
 * forgets the key, so that the calculator no longer hydrates on arrival for it.
 */
export function removeStation(cnpj: string): void {
  const list = removeKept(latest(), cnpj);
  if (list.length === 0) stored.clear();
  else stored.save(list);
}
