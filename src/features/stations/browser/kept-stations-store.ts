/**
 * "Meus postos" and the followed cities for the pages: a store the
 * calculator's components read (loaded once from IndexedDB,
 * browser/follow-store.ts; empty while prerendering and until then), and the
 * one way to keep or remove a station and to follow a city or stop, which
 * the island and the price pages' script share. Each change reads the
 * stored lists again first, so that another page's changes are never lost,
 * and a newly followed item gets its first snapshot from this page's survey.
 */
import { createExternalStore } from "#browser/external-store.ts";
import { follow, type FollowedCity, isFollowed, unfollow } from "#features/stations/follows.ts";
import { isKept, keep, type KeptStation, removeKept } from "#features/stations/kept-stations.ts";
import { type Follows, loadFollows, NO_FOLLOWS, saveFollowed } from "./follow-store.ts";
import { storeBaselines } from "./since-last-visit.ts";

/** What the device follows, in the order kept (nothing while prerendering or loading). */
export const followsStore = createExternalStore<Follows>(() => {
  void loadFollows().then((follows) => followsStore.set(follows));
  return NO_FOLLOWS;
}, NO_FOLLOWS);

/** How a change ended: the item is now followed, or not, or the list was full, or storage refused. */
export type FollowOutcome = "followed" | "unfollowed" | "full" | "not-saved";

/** Reads the stored lists, applies `change` and stores them; the store and the snapshots follow. */
async function update(
  change: (follows: Follows) => Pick<Follows, "stations" | "cities">,
  followed: (follows: Pick<Follows, "stations" | "cities">) => boolean,
): Promise<FollowOutcome> {
  const current = await loadFollows();
  const next = change(current);
  if (next.stations === current.stations && next.cities === current.cities) return "full";
  if (!(await saveFollowed(next.stations, next.cities))) return "not-saved";
  followsStore.set({ ...current, ...next });
  if (!followed(next)) return "unfollowed";
  // Before saying it is followed: the first snapshot comes from the survey this page shows, not a later one.
  await storeBaselines();
  return "followed";
}

/** Keeps `station` in Meus postos, or removes it when it is kept. */
export function toggleStation(station: KeptStation): Promise<FollowOutcome> {
  return update(
    ({ stations, cities }) => ({
      stations: isKept(stations, station.cnpj) ? removeKept(stations, station.cnpj) : keep(stations, station),
      cities,
    }),
    ({ stations }) => isKept(stations, station.cnpj),
  );
}

/** Follows `city`, or stops following it when it is followed. */
export function toggleCity(city: FollowedCity): Promise<FollowOutcome> {
  return update(
    ({ stations, cities }) => ({
      stations,
      cities: isFollowed(cities, city) ? unfollow(cities, city) : follow(cities, city),
    }),
    ({ cities }) => isFollowed(cities, city),
  );
}

/** Removes the station with `cnpj` from Meus postos (nothing when it is not kept). */
export function removeStation(cnpj: string): Promise<FollowOutcome> {
  return update(
    ({ stations, cities }) => ({ stations: removeKept(stations, cnpj), cities }),
    () => false,
  );
}

/** Stops following `city` (nothing when it is not followed). */
export function unfollowCity(city: FollowedCity): Promise<FollowOutcome> {
  return update(
    ({ stations, cities }) => ({ stations, cities: unfollow(cities, city) }),
    () => false,
  );
}
