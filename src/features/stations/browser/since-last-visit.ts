/**
 * "Desde a sua última visita" in a page: what changed at the items the
 * device follows since their snapshots, from the files this page can get
 * (the network, or offline the service worker's copies), with no
 * permission asked. Nothing to tell moves the snapshots on silently (the
 * page now shows the newest survey); dismissing the panel does it for what
 * was told. docs/alerts.md.
 */
import { loadCityMeans } from "#data/browser/city-means.ts";
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { Change, Subject } from "#features/stations/alerts.ts";
import type { Snapshots } from "#features/stations/follows.ts";
import { checkFollows } from "./alerts-check.ts";
import { loadFollows, saveSnapshots } from "./follow-store.ts";
import { pricesOf } from "./state-files.ts";

/** What the panel shows, and how to dismiss it. */
export interface SinceLastVisit {
  readonly week: SurveyWeek;
  readonly changes: readonly Change[];
  /** Stores the snapshots that acknowledge these changes; resolves false when storage failed. */
  readonly dismiss: () => Promise<boolean>;
}

/** Stores `snapshots` over the ones stored now (read again: another page may have changed them). */
async function store(snapshots: Snapshots): Promise<boolean> {
  const { snapshots: stored } = await loadFollows();
  return saveSnapshots({ ...stored, ...snapshots });
}

/**
 * The changes at the followed items that `only` keeps (all by default);
 * null when nothing is followed, nothing changed, or the files could not
 * be had (the panel then simply does not appear).
 */
export async function sinceLastVisit(only?: (subject: Subject) => boolean): Promise<SinceLastVisit | null> {
  try {
    const check = await checkFollows(await loadFollows(), { prices: pricesOf, means: loadCityMeans }, only);
    if (!check) return null;
    if (check.changes.length === 0) {
      await store(check.acknowledged);
      return null;
    }
    await store(check.baselines);
    return { week: check.week, changes: check.changes, dismiss: () => store(check.acknowledged) };
  } catch {
    return null;
  }
}

/** Gives each followed item without a snapshot its first, from the survey this page can get; tells nothing. */
export async function storeBaselines(): Promise<void> {
  try {
    const check = await checkFollows(await loadFollows(), { prices: pricesOf, means: loadCityMeans });
    if (check) await store(check.baselines);
  } catch {
    // No file: the next check gives the baseline.
  }
}
