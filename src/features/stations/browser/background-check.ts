/**
 * The service worker's background check of Avisos (docs/alerts.md), with
 * what it touches passed in so that it can be tested: read what is followed,
 * fetch the tiny index, then only the followed states' files, and show at
 * most one notice per new survey, for the flips alone. A failed or timed-out
 * fetch, a malformed or older file, or storage that refuses to write shows no
 * notice and leaves every snapshot as it was; the next check tries again.
 */
import type { AlertsIndexJson } from "#data/browser/alerts-index.ts";
import { noticeOf, type Notice } from "#features/stations/alert-messages.ts";
import { isNotice } from "#features/stations/alerts.ts";
import { alreadyNoticed } from "#features/stations/follows.ts";
import { type AlertFiles, checkFollows } from "./alerts-check.ts";
import type { Follows } from "./follow-store.ts";

/** What the check needs from the worker. */
export interface BackgroundCheckContext {
  readonly load: () => Promise<Follows>;
  readonly index: () => Promise<AlertsIndexJson>;
  /** The state's files, at the version `hash` the index names. */
  readonly files: (hash: (uf: string) => string) => AlertFiles;
  readonly saveSnapshots: (follows: Follows["snapshots"]) => Promise<boolean>;
  readonly saveSettings: (settings: Follows["settings"]) => Promise<boolean>;
  readonly notify: (notice: Notice) => Promise<void>;
}

/** What a check ended with, for tests and the worker's log. */
export type BackgroundOutcome = "off" | "nothing-followed" | "already-told" | "no-flip" | "notified" | "not-stored";

/**
 * One background check. Throws when a fetch or a file fails (the worker's
 * `waitUntil` then ends, and nothing was stored or shown).
 */
export async function backgroundCheck(context: BackgroundCheckContext): Promise<BackgroundOutcome> {
  const follows = await context.load();
  if (!follows.settings.notices) return "off";
  if (follows.stations.length + follows.cities.length === 0) return "nothing-followed";
  const index = await context.index();
  const week = { start: index.weekStart, end: index.weekEnd };
  if (alreadyNoticed(follows.settings, week)) return "already-told";
  const check = await checkFollows(
    follows,
    context.files((uf) => index.states[uf] ?? ""),
  );
  if (!check) return "nothing-followed";
  const baselined = { ...follows.snapshots, ...check.baselines };
  const notice = noticeOf(check.changes.filter(isNotice), check.week);
  if (!notice) return (await context.saveSnapshots(baselined)) ? "no-flip" : "not-stored";
  const stored =
    (await context.saveSnapshots(baselined)) &&
    (await context.saveSettings({ ...follows.settings, noticedWeek: check.week.end }));
  if (!stored) return "not-stored";
  await context.notify(notice);
  return "notified";
}
