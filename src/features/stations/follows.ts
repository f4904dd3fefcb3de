/**
 * What a driver follows on this device, beside the stations kept in Meus
 * postos (each kept station is followed): the cities they follow ("Seguir
 * Campinas"), the snapshot of what the device last showed of each followed
 * item, and whether background notices were asked for. How each is stored
 * (IndexedDB, never sent anywhere: browser/follow-store.ts) and how each is
 * read back from anything at all, never throwing. docs/alerts.md.
 */
import { stateByCode, type Uf } from "#lib/states.ts";
import { isLater, type Snapshot, verdictOf } from "./alerts.ts";

/** IndexedDB keys (idb-keyval's default store, as the fill-up log): the kept stations, the cities, the snapshots, the settings. */
export const FOLLOW_KEYS = {
  stations: "kept_stations",
  cities: "followed_cities",
  snapshots: "alert_snapshots",
  settings: "alert_settings",
} as const;

/**
 * localStorage key set ("1") while the device follows anything: the home
 * page's calculator hydrates on arrival for it (client:interaction reads
 * localStorage synchronously; IndexedDB cannot be).
 */
export const FOLLOWING_KEY = "following";

/** Most cities followed; following one more is refused with {@link CITIES_FULL_TEXT}. */
export const MAX_CITIES = 10;

/** A followed city: its state and its name as the ANP survey spells it (IBGE). */
export interface FollowedCity {
  readonly uf: Uf;
  readonly city: string;
}

/** One followed city read from anything; null when it is not one. */
export function toFollowedCity(value: unknown): FollowedCity | null {
  if (typeof value !== "object" || value === null) return null;
  const { uf, city } = value as Record<string, unknown>;
  const state = typeof uf === "string" ? stateByCode(uf) : undefined;
  if (!state || state.uf !== uf || typeof city !== "string" || city === "" || city.length > 200) return null;
  return { uf: state.uf, city };
}

/** The followed cities stored as `value` (anything), each once, at most {@link MAX_CITIES}. */
export function parseFollowedCities(value: unknown): readonly FollowedCity[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .map(toFollowedCity)
    .filter((city): city is FollowedCity => {
      if (!city || seen.has(cityKey(city))) return false;
      seen.add(cityKey(city));
      return true;
    })
    .slice(0, MAX_CITIES);
}

/** Whether `city` is followed. */
export function isFollowed(cities: readonly FollowedCity[], city: FollowedCity): boolean {
  return cities.some((each) => cityKey(each) === cityKey(city));
}

/** The list with `city` followed last; the same list when it already is or the list is full. */
export function follow(cities: readonly FollowedCity[], city: FollowedCity): readonly FollowedCity[] {
  return isFollowed(cities, city) || cities.length >= MAX_CITIES ? cities : [...cities, city];
}

/** The list without `city`. */
export function unfollow(cities: readonly FollowedCity[], city: FollowedCity): readonly FollowedCity[] {
  return cities.filter((each) => cityKey(each) !== cityKey(city));
}

/** The snapshot key of a city: "city:SP/Campinas". */
export function cityKey(city: FollowedCity): string {
  return `city:${city.uf}/${city.city}`;
}

/** The snapshot key of a station: "station:<CNPJ>". */
export function stationKey(cnpj: string): string {
  return `station:${cnpj}`;
}

/** The snapshots by key ({@link cityKey}, {@link stationKey}). */
export type Snapshots = Readonly<Record<string, Snapshot>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PRICE = /^\d+(\.\d+)?$/;

/** One stored snapshot; null when any part is unusable (the item then gets a new baseline, and tells nothing). */
function toSnapshot(value: unknown): Snapshot | null {
  if (typeof value !== "object" || value === null) return null;
  const { week, ethanol, gasoline } = value as Record<string, unknown>;
  const { start, end } = (typeof week === "object" && week !== null ? week : {}) as Record<string, unknown>;
  const price = (text: unknown) => (text === null || (typeof text === "string" && PRICE.test(text)) ? text : undefined);
  const [e, g] = [price(ethanol), price(gasoline)];
  if (typeof start !== "string" || typeof end !== "string" || !DAY.test(start) || !DAY.test(end)) return null;
  if (e === undefined || g === undefined) return null;
  const prices = { ethanol: e, gasoline: g };
  // The verdict follows from the prices, whatever was stored beside them.
  return { week: { start, end }, ...prices, verdict: verdictOf(prices) };
}

/** The snapshots stored as `value` (anything): each usable one by its key. */
export function parseSnapshots(value: unknown): Snapshots {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, snapshot]) => {
      const read = toSnapshot(snapshot);
      return read ? [[key, read]] : [];
    }),
  );
}

/**
 * The settings of background notices: whether the driver asked for them
 * ("Avisar quando mudar") and the Saturday of the last survey a notice was
 * shown for (at most one notice per survey).
 */
export interface AlertSettings {
  readonly notices: boolean;
  readonly noticedWeek: string | null;
}

/** No notices asked for, none shown. */
export const NO_ALERT_SETTINGS: AlertSettings = { notices: false, noticedWeek: null };

/** The settings stored as `value` (anything); an unusable part counts as never set. */
export function parseAlertSettings(value: unknown): AlertSettings {
  if (typeof value !== "object" || value === null) return NO_ALERT_SETTINGS;
  const { notices, noticedWeek } = value as Record<string, unknown>;
  return {
    notices: notices === true,
    noticedWeek: typeof noticedWeek === "string" && DAY.test(noticedWeek) ? noticedWeek : null,
  };
}

/** Whether the survey ending on `weekEnd` was already told in a notice. */
export function alreadyNoticed(
  settings: AlertSettings,
  week: { readonly start: string; readonly end: string },
): boolean {
  return settings.noticedWeek !== null && !isLater(week, { start: settings.noticedWeek, end: settings.noticedWeek });
}

/** Said when a city is followed. */
export function followedText(city: string): string {
  return `Você segue ${city}: as mudanças aparecem aqui e em Meus postos, neste aparelho.`;
}

/** Said when a city is no longer followed. */
export function unfollowedText(city: string): string {
  return `Você deixou de seguir ${city}.`;
}

/** The follow button's label: "Seguir Campinas", or "Deixar de seguir Campinas". */
export function followLabel(city: string, followed: boolean): string {
  return followed ? `Deixar de seguir ${city}` : `Seguir ${city}`;
}

/** Said when a city cannot be followed because {@link MAX_CITIES} already are. */
export const CITIES_FULL_TEXT = `Você pode seguir até ${MAX_CITIES} cidades: deixe de seguir uma para seguir outra.`;

/** The Periodic Background Sync tag of Avisos, registered by the page and answered by the service worker. */
export const ALERTS_SYNC_TAG = "avisos";

/** The least time between two background checks, in ms: the browser may wait longer, never less (12 h). */
export const ALERTS_SYNC_INTERVAL_MS = 12 * 60 * 60 * 1000;
