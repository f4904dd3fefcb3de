/**
 * Test support for what the device follows: IndexedDB through
 * fake-indexeddb (jsdom has none), and helpers that store a list of Meus
 * postos as a page would and empty everything between tests.
 */
import "fake-indexeddb/auto";
import { clear, set } from "idb-keyval";
import type { Station } from "#data/build/stations.ts";
import { NO_FOLLOWS } from "#features/stations/browser/follow-store.ts";
import { followsStore } from "#features/stations/browser/kept-stations-store.ts";
import { FOLLOW_KEYS } from "#features/stations/follows.ts";
import type { KeptStation } from "#features/stations/kept-stations.ts";
import { stationAddress } from "#features/stations/station-messages.ts";

/** Stores `stations` as Meus postos, and the page's store shows them. */
export async function keepHere(stations: readonly KeptStation[]): Promise<void> {
  await set(FOLLOW_KEYS.stations, stations);
  followsStore.set({ ...NO_FOLLOWS, stations });
}

/** Empties what the device follows, and the page's store. */
export async function resetFollows(): Promise<void> {
  await clear();
  localStorage.clear();
  followsStore.set(NO_FOLLOWS);
}

/** A station of the survey as Meus postos keeps it, as its card on a city page gives it. */
export function keptStationOf(station: Station): KeptStation {
  const { cnpj, uf, city, name, brand } = station;
  return { cnpj, uf, city, name, brand, address: stationAddress(station) };
}
