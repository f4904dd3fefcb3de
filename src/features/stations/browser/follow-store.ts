/**
 * What the driver follows, on this device only: the stations kept in Meus
 * postos, the followed cities, the snapshots of what the device last
 * showed of each, and the notices' settings, in IndexedDB (idb-keyval's
 * default store, beside the fill-up log), where the service worker can read
 * them too; never sent anywhere. The first read moves a list of Meus postos
 * kept by an earlier version in localStorage (`kept_stations`) into
 * IndexedDB, and forgets the old copy only once the new one is written.
 * Runs in pages and in the service worker. Never throws: a store that fails
 * reads as empty and a write that fails answers false. docs/alerts.md.
 */
import { delMany, getMany, set } from "idb-keyval";
import { writeRecord } from "#browser/idb-write.ts";
import { getLocalStorage, readItem, removeItem, writeItem } from "#browser/safe-storage.ts";
import {
  type AlertSettings,
  type FollowedCity,
  FOLLOW_KEYS,
  FOLLOWING_KEY,
  parseAlertSettings,
  parseFollowedCities,
  parseSnapshots,
  type Snapshots,
} from "#features/stations/follows.ts";
import { type KeptStation, keptStationsOf, parseKeptStations } from "#features/stations/kept-stations.ts";

/** Everything followed on this device, as read. */
export interface Follows {
  readonly stations: readonly KeptStation[];
  readonly cities: readonly FollowedCity[];
  readonly snapshots: Snapshots;
  readonly settings: AlertSettings;
}

/** Nothing followed. */
export const NO_FOLLOWS: Follows = { stations: [], cities: [], snapshots: {}, settings: parseAlertSettings(null) };

/** Moves the localStorage list into IndexedDB (once: the old copy goes only after the new one is written). */
async function migrate(legacy: string): Promise<readonly KeptStation[]> {
  const stations = parseKeptStations(legacy);
  await set(FOLLOW_KEYS.stations, stations);
  removeItem(getLocalStorage(), FOLLOW_KEYS.stations);
  markFollowing(stations.length > 0);
  return stations;
}

/**
 * Reads everything followed, in one transaction. In a page, an IndexedDB
 * that fails still gives the stations of an earlier version's localStorage list.
 */
export async function loadFollows(): Promise<Follows> {
  // The list an earlier version kept in localStorage (none in the worker, which has no localStorage).
  const legacy = readItem(getLocalStorage(), FOLLOW_KEYS.stations);
  try {
    const [stations, cities, snapshots, settings] = await getMany<unknown>(Object.values(FOLLOW_KEYS));
    return {
      stations: stations === undefined && legacy !== null ? await migrate(legacy) : keptStationsOf(stations),
      cities: parseFollowedCities(cities),
      snapshots: parseSnapshots(snapshots),
      settings: parseAlertSettings(settings),
    };
  } catch {
    return { ...NO_FOLLOWS, stations: parseKeptStations(legacy) };
  }
}

/** Sets or forgets the localStorage mark that the device follows something (pages only: nothing in the worker). */
function markFollowing(following: boolean): void {
  if (following) writeItem(getLocalStorage(), FOLLOWING_KEY, "1");
  else removeItem(getLocalStorage(), FOLLOWING_KEY);
}

/** Stores Meus postos and the followed cities; false when storage is unavailable or full. */
export async function saveFollowed(
  stations: readonly KeptStation[],
  cities: readonly FollowedCity[],
): Promise<boolean> {
  const saved = (await writeRecord(FOLLOW_KEYS.stations, stations)) && (await writeRecord(FOLLOW_KEYS.cities, cities));
  if (saved) markFollowing(stations.length + cities.length > 0);
  return saved;
}

/** Stores the snapshots; false when storage is unavailable or full (every snapshot then stays as it was). */
export function saveSnapshots(snapshots: Snapshots): Promise<boolean> {
  return writeRecord(FOLLOW_KEYS.snapshots, snapshots);
}

/** Stores the notices' settings; false when storage is unavailable or full. */
export function saveAlertSettings(settings: AlertSettings): Promise<boolean> {
  return writeRecord(FOLLOW_KEYS.settings, settings);
}

/** Forgets everything followed: Meus postos, the cities, the snapshots and the settings. False when storage failed. */
export async function forgetFollows(): Promise<boolean> {
  try {
    await delMany(Object.values(FOLLOW_KEYS));
    markFollowing(false);
    return true;
  } catch {
    return false;
  }
}
