/**
 * One check of Avisos (docs/alerts.md), in a page ("Desde a sua última
 * visita") or in the service worker (the background notice): fetch the
 * files of the followed items' states only (their stations' prices, their
 * cities' means), judge each item against its snapshot (alerts.ts), and
 * say what changed with the snapshots that would acknowledge it. Any
 * failure rejects: the caller then tells nothing and keeps every snapshot.
 */
import type { CityMeansJson } from "#data/browser/city-means.ts";
import type { StatePricesJson } from "#data/browser/station-prices.ts";
import type { SurveyWeek } from "#data/build/anp-history.ts";
import {
  type Change,
  isLater,
  judge,
  type Observation,
  type Snapshot,
  type Subject,
} from "#features/stations/alerts.ts";
import { cityKey, type Snapshots, stationKey } from "#features/stations/follows.ts";
import type { Uf } from "#lib/states.ts";
import type { Follows } from "./follow-store.ts";

/** How a check gets a state's files (each rejects when it cannot). */
export interface AlertFiles {
  prices: (uf: Uf) => Promise<StatePricesJson>;
  means: (uf: Uf) => Promise<CityMeansJson>;
}

/** What a check found. */
export interface AlertCheck {
  /** The newest survey among the files read. */
  readonly week: SurveyWeek;
  /** What is worth telling, stations first, in the order followed. */
  readonly changes: readonly Change[];
  /** A first snapshot for each checked item that had none: stored whatever is told. */
  readonly baselines: Snapshots;
  /** Each checked item's snapshot once its changes are acknowledged (the panel dismissed). */
  readonly acknowledged: Snapshots;
}

/** A followed item to judge: who it is, its snapshot key, and what the newest file showed of it (null: absent). */
interface Item {
  readonly subject: Subject;
  readonly key: string;
  readonly now: Observation | null;
  /** The survey of the file it was looked up in. */
  readonly week: SurveyWeek;
}

function weekOf(file: { readonly weekStart: string; readonly weekEnd: string }): SurveyWeek {
  return { start: file.weekStart, end: file.weekEnd };
}

/** The followed items of `follows` that `only` keeps, with what their states' newest files showed. */
async function items(follows: Follows, files: AlertFiles, only: (subject: Subject) => boolean): Promise<Item[]> {
  const stations = follows.stations
    .map((station) => ({ station, subject: { kind: "station", ...station } as const }))
    .filter(({ subject }) => only(subject));
  const cities = follows.cities.map((city) => ({ kind: "city", ...city }) as const).filter(only);
  const prices = new Map<Uf, Promise<StatePricesJson>>();
  const means = new Map<Uf, Promise<CityMeansJson>>();
  const once = <T>(cache: Map<Uf, Promise<T>>, uf: Uf, load: (uf: Uf) => Promise<T>): Promise<T> => {
    const file = cache.get(uf) ?? load(uf);
    cache.set(uf, file);
    return file;
  };
  return Promise.all([
    ...stations.map(async ({ station, subject }): Promise<Item> => {
      const file = await once(prices, station.uf, files.prices);
      const row = file.stations[station.cnpj];
      const now = row ? { week: weekOf(file), ethanol: row[0]?.[0] ?? null, gasoline: row[1]?.[0] ?? null } : null;
      return { subject, key: stationKey(station.cnpj), now, week: weekOf(file) };
    }),
    ...cities.map(async (subject): Promise<Item> => {
      const file = await once(means, subject.uf, files.means);
      const row = file.cities[subject.city];
      const now = row ? { week: weekOf(file), ethanol: row[0], gasoline: row[1] } : null;
      return { subject, key: cityKey(subject), now, week: weekOf(file) };
    }),
  ]);
}

/**
 * Checks the followed items that `only` keeps (all by default) against
 * the files `files` gives; null when nothing is followed. The newest
 * survey is the latest week among the items' files (a missing item is
 * dated with it).
 */
export async function checkFollows(
  follows: Follows,
  files: AlertFiles,
  only: (subject: Subject) => boolean = () => true,
): Promise<AlertCheck | null> {
  const found = await items(follows, files, only);
  const week = found.reduce<SurveyWeek | null>(
    (latest, item) => (!latest || isLater(item.week, latest) ? item.week : latest),
    null,
  );
  if (!week) return null;
  const changes: Change[] = [];
  const baselines: Record<string, Snapshot> = {};
  const acknowledged: Record<string, Snapshot> = {};
  for (const { subject, key, now } of found) {
    const before = follows.snapshots[key] ?? null;
    const { changes: told, next } = judge(subject, before, week, now);
    changes.push(...told);
    if (next && !before) baselines[key] = next;
    if (next) acknowledged[key] = next;
  }
  return { week, changes, baselines, acknowledged };
}
