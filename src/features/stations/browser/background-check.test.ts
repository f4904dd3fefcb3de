import { describe, expect, it, vi } from "vitest";
import type { AlertsIndexJson } from "#data/browser/alerts-index.ts";
import { SURVEY_WEEKS, weekStations, weekSummary } from "#data/build/anp-history.ts";
import type { Notice } from "#features/stations/alert-messages.ts";
import { alertsIndexJson, cityMeansJson } from "#features/stations/alerts-files.ts";
import { NO_ALERT_SETTINGS, stationKey } from "#features/stations/follows.ts";
import { type StationChange, stationChange } from "#features/stations/station-change.ts";
import { statePricesJson } from "#features/stations/station-picks.ts";
import { FUEL_NAME } from "#lib/fuels.ts";
import type { Uf } from "#lib/states.ts";
import { keptStationOf } from "#testing/follows.ts";
import { type AlertFiles, checkFollows } from "./alerts-check.ts";
import { type BackgroundCheckContext, backgroundCheck } from "./background-check.ts";
import type { Follows } from "./follow-store.ts";

// The two newest surveys the site keeps: the driver follows on the older, the check runs on the newer.
const [older, newer] = SURVEY_WEEKS.slice(-2).map((week) => ({
  stations: weekStations(week),
  summary: weekSummary(week),
}));
if (!older || !newer) throw new Error("the data keeps two surveys");

/** The files of a survey as the build writes them, for the states asked. */
function filesOf(survey: typeof newer, before: typeof older | null): AlertFiles {
  return {
    prices: async (uf: Uf) => statePricesJson(survey!.stations, before?.stations ?? null, uf),
    means: async (uf: Uf) => cityMeansJson(survey!.summary, before?.summary ?? null, uf),
  };
}

// A station that sold both fuels in both surveys and whose verdict flipped, and one whose verdict held.
const previous = new Map(older.stations.stations.map((station) => [station.cnpj, station]));
const change = (station: (typeof newer.stations.stations)[number]) => {
  const before = previous.get(station.cnpj);
  return before ? stationChange(station, before) : null;
};
const flipped = newer.stations.stations.find((station) => {
  const changed = change(station);
  return changed?.kind === "kept" && changed.flip !== null;
})!;
const steady = newer.stations.stations.find((station) => {
  const changed = change(station);
  return changed?.kind === "kept" && changed.flip === null && station.ethanol && station.gasoline;
})!;

/** What the device holds after following `stations` on the older survey's pages, notices asked for. */
async function followedOnOlder(stations: readonly (typeof flipped)[]): Promise<Follows> {
  const follows: Follows = {
    stations: stations.map(keptStationOf),
    cities: [],
    snapshots: {},
    settings: NO_ALERT_SETTINGS,
  };
  const check = await checkFollows(follows, filesOf(older!, null));
  return { ...follows, snapshots: check!.baselines, settings: { notices: true, noticedWeek: null } };
}

/** A worker's context over `follows`, stored in memory, with the newer survey deployed. */
function context(start: Follows, files: AlertFiles = filesOf(newer!, older!)) {
  let follows = start;
  const notices: Notice[] = [];
  const index: AlertsIndexJson = alertsIndexJson(newer!.summary, { SP: "0123abcd" });
  const ctx: BackgroundCheckContext = {
    load: async () => follows,
    index: async () => index,
    files: () => files,
    saveSnapshots: vi.fn(async (snapshots) => {
      follows = { ...follows, snapshots };
      return true;
    }),
    saveSettings: vi.fn(async (settings) => {
      follows = { ...follows, settings };
      return true;
    }),
    notify: async (notice) => void notices.push(notice),
  };
  return { ctx, notices, stored: () => follows };
}

describe("the background check, on the two real surveys", () => {
  it("gives exactly one notice for a followed station that flipped, naming it and its new verdict, once per survey", async () => {
    const { ctx, notices } = context(await followedOnOlder([flipped, steady]));
    expect(await backgroundCheck(ctx)).toBe("notified");
    expect(notices).toHaveLength(1);
    const { flip } = change(flipped) as Extract<StationChange, { kind: "kept" }>;
    expect(notices[0]?.title).toBe(`${flipped.name}: agora compensa ${FUEL_NAME[flip!]}`);
    expect(notices[0]?.tag).toBe(`avisos-${newer.summary.weekEnd}`);
    expect(await backgroundCheck(ctx)).toBe("already-told");
    expect(notices).toHaveLength(1);
  });

  it("gives none for a follow list with no flip", async () => {
    const { ctx, notices } = context(await followedOnOlder([steady]));
    expect(await backgroundCheck(ctx)).toBe("no-flip");
    expect(notices).toEqual([]);
  });

  it("gives none and keeps every snapshot when a fetch fails; the next check gives it", async () => {
    const start = await followedOnOlder([flipped]);
    const failing: AlertFiles = {
      prices: async () => Promise.reject(new TypeError("Failed to fetch")),
      means: async () => Promise.reject(new TypeError("Failed to fetch")),
    };
    const broken = context(start, failing);
    await expect(backgroundCheck(broken.ctx)).rejects.toThrow("Failed to fetch");
    expect(broken.notices).toEqual([]);
    expect(broken.ctx.saveSnapshots).not.toHaveBeenCalled();
    expect(broken.stored()).toBe(start);
    const working = context(start);
    expect(await backgroundCheck(working.ctx)).toBe("notified");
  });

  it("shows nothing when storage refuses to note the survey as told", async () => {
    const { ctx, notices } = context(await followedOnOlder([flipped]));
    vi.mocked(ctx.saveSettings).mockResolvedValue(false);
    expect(await backgroundCheck(ctx)).toBe("not-stored");
    expect(notices).toEqual([]);
  });

  it("does nothing unless notices were asked for, or with nothing followed", async () => {
    const start = await followedOnOlder([flipped]);
    expect(await backgroundCheck(context({ ...start, settings: NO_ALERT_SETTINGS }).ctx)).toBe("off");
    expect(await backgroundCheck(context({ ...start, stations: [] }).ctx)).toBe("nothing-followed");
  });

  it("tells nothing of the survey the snapshots already show", async () => {
    const start = await followedOnOlder([flipped]);
    const same = context(start, filesOf(older!, null));
    expect(await backgroundCheck(same.ctx)).toBe("no-flip");
    expect(same.stored().snapshots[stationKey(flipped.cnpj)]?.week.end).toBe(older.summary.weekEnd);
  });
});
