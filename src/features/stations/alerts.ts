/**
 * Avisos: what is worth telling a driver about the stations and cities they
 * follow, judged against the snapshot the device keeps of what it last
 * showed (docs/alerts.md). Pure: the page's panel and the service worker's
 * background check both call it.
 * - A notice: a followed station's verdict flipped, or a followed city's
 *   mean's verdict flipped (the 70% rule, `compareFuels`; exactly 70% is ethanol).
 * - The panel: those, plus a price that moved by R$ 0,10 or more (exact on
 *   the decimals), plus a followed item missing from the newest survey.
 * Nothing else is told. A snapshot three weeks old is judged as it is: the
 * driver hears what changed since they last looked, not since last week.
 * Source: ANP – Levantamento de Preços de Combustíveis (weekly survey).
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import { compare, parseDecimal, subtract } from "#lib/decimal.ts";
import { compareFuels } from "#lib/fuel-comparison.ts";
import { FUELS, type Fuel } from "#lib/fuels.ts";

/** A move of a price, in R$ per litre, that the panel tells: R$ 0,10 or more either way. */
const PRICE_MOVE = { n: 1n, d: 10n } as const;

/** What a survey showed of a followed item: its week and its two prices in R$/l (exact decimal text; null: not sold or no mean). */
export interface Observation {
  readonly week: SurveyWeek;
  readonly ethanol: string | null;
  readonly gasoline: string | null;
}

/**
 * What the device last showed of a followed item: the last survey it
 * acknowledged (`week`), the last prices it knew (from that survey, or an
 * earlier one when the item was missing from it) and their verdict.
 */
export interface Snapshot extends Observation {
  readonly verdict: Fuel | null;
}

/** A followed station or city, as the notices and the panel name it. */
export type Subject =
  | {
      readonly kind: "station";
      readonly cnpj: string;
      readonly name: string;
      readonly uf: string;
      readonly city: string;
    }
  | { readonly kind: "city"; readonly uf: string; readonly city: string };

/** One thing worth telling about a followed item. */
export type Change =
  /** The verdict flipped: `to` now pays off; `now` is the newest survey's prices. */
  | {
      readonly kind: "flip";
      readonly subject: Subject;
      readonly from: Fuel;
      readonly to: Fuel;
      readonly now: Observation;
    }
  /** A price moved by R$ 0,10 or more since the snapshot (`from`, of `since`) to `to` (R$/l decimal text). */
  | {
      readonly kind: "price";
      readonly subject: Subject;
      readonly fuel: Fuel;
      readonly from: string;
      readonly to: string;
      readonly since: SurveyWeek;
      readonly week: SurveyWeek;
    }
  /** The newest survey (`week`) does not have the item. */
  | { readonly kind: "missing"; readonly subject: Subject; readonly week: SurveyWeek };

/** The fuel that pays off by the 70% rule at these prices; null without both. */
export function verdictOf(prices: Pick<Observation, "ethanol" | "gasoline">): Fuel | null {
  if (prices.ethanol === null || prices.gasoline === null) return null;
  const comparison = compareFuels(prices.ethanol, prices.gasoline);
  return comparison.ok ? comparison.fuel : null;
}

/** The snapshot of what a survey showed. */
export function snapshotOf(observation: Observation): Snapshot {
  return { ...observation, verdict: verdictOf(observation) };
}

/** Whether survey `a` ends after survey `b` (ISO days compare as text). */
export function isLater(a: SurveyWeek, b: SurveyWeek): boolean {
  return a.end > b.end;
}

/** Whether two prices (R$/l decimal text) differ by at least {@link PRICE_MOVE}. */
function movedEnough(from: string, to: string): boolean {
  const [a, b] = [parseDecimal(from), parseDecimal(to)];
  if (!a || !b) return false;
  const delta = subtract(b, a);
  const magnitude = delta.n < 0n ? { n: -delta.n, d: delta.d } : delta;
  return compare(magnitude, PRICE_MOVE) >= 0;
}

/** A followed item judged: what is worth telling, and the snapshot that acknowledges it (null: none to keep yet). */
export interface Judgement {
  readonly changes: readonly Change[];
  readonly next: Snapshot | null;
}

/**
 * Judges one followed item: its `snapshot` (null when the device has none
 * yet) against the newest survey, `week`, in which it showed `now` (null:
 * the survey does not have it).
 * - A survey no later than the snapshot's tells nothing and keeps it.
 * - Without a snapshot, nothing is told: the newest survey becomes it (a baseline).
 * - Present: a flip of the verdict, and each price moved by R$ 0,10 or more.
 * - Missing: that, dated; the snapshot keeps its last known prices and takes the week.
 */
export function judge(
  subject: Subject,
  snapshot: Snapshot | null,
  week: SurveyWeek,
  now: Observation | null,
): Judgement {
  if (snapshot && !isLater(week, snapshot.week)) return { changes: [], next: snapshot };
  if (!snapshot) return { changes: [], next: now && snapshotOf(now) };
  if (!now) return { changes: [{ kind: "missing", subject, week }], next: { ...snapshot, week } };
  const changes: Change[] = [];
  const to = verdictOf(now);
  if (snapshot.verdict && to && snapshot.verdict !== to)
    changes.push({ kind: "flip", subject, from: snapshot.verdict, to, now });
  for (const fuel of FUELS) {
    const [from, price] = [snapshot[fuel], now[fuel]];
    if (from !== null && price !== null && movedEnough(from, price)) {
      changes.push({ kind: "price", subject, fuel, from, to: price, since: snapshot.week, week: now.week });
    }
  }
  return { changes, next: snapshotOf(now) };
}

/** Whether a change becomes a notice (a flip); price moves and missing items stay in the panel. */
export function isNotice(change: Change): change is Extract<Change, { kind: "flip" }> {
  return change.kind === "flip";
}
