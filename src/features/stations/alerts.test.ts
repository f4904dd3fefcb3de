import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PREVIOUS_STATIONS, STATIONS, type Station } from "#data/build/stations.ts";
import { itemLine, noticeOf, panelLines, pricesText } from "./alert-messages.ts";
import { isNotice, judge, type Observation, type Subject, snapshotOf, verdictOf } from "./alerts.ts";
import { stationChange } from "./station-change.ts";

const JUNE_7 = { start: "2026-06-07", end: "2026-06-13" };
const JUNE_14 = { start: "2026-06-14", end: "2026-06-20" };
const MAY_17 = { start: "2026-05-17", end: "2026-05-23" };
const POSTO: Subject = { kind: "station", cnpj: "12345678000190", name: "Posto Tal", uf: "SP", city: "Campinas" };
const CAMPINAS: Subject = { kind: "city", uf: "SP", city: "Campinas" };

const seen = (week: typeof JUNE_7, ethanol: string | null, gasoline: string | null): Observation => ({
  week,
  ethanol,
  gasoline,
});

describe("judge", () => {
  it("tells a flip of the verdict, with the newest prices, and takes them as the snapshot", () => {
    const before = snapshotOf(seen(JUNE_7, "4.49", "6.29"));
    const now = seen(JUNE_14, "4.39", "6.29");
    const { changes, next } = judge(POSTO, before, JUNE_14, now);
    expect(changes).toEqual([
      { kind: "flip", subject: POSTO, from: "gasoline", to: "ethanol", now },
      { kind: "price", subject: POSTO, fuel: "ethanol", from: "4.49", to: "4.39", since: JUNE_7, week: JUNE_14 },
    ]);
    expect(next).toEqual({ ...now, verdict: "ethanol" });
  });

  it("counts exactly 70% as ethanol on both sides of a flip", () => {
    expect(verdictOf({ ethanol: "4.20", gasoline: "6.00" })).toBe("ethanol");
    expect(verdictOf({ ethanol: "4.21", gasoline: "6.00" })).toBe("gasoline");
    const { changes } = judge(
      CAMPINAS,
      snapshotOf(seen(JUNE_7, "4.21", "6.00")),
      JUNE_14,
      seen(JUNE_14, "4.20", "6.00"),
    );
    expect(changes.filter(isNotice)).toEqual([
      { kind: "flip", subject: CAMPINAS, from: "gasoline", to: "ethanol", now: seen(JUNE_14, "4.20", "6.00") },
    ]);
  });

  it("tells a price that moved by exactly R$\u00a00,10, and not one that moved by R$\u00a00,099", () => {
    const before = snapshotOf(seen(JUNE_7, "3.90", "6.29"));
    const moved = judge(POSTO, before, JUNE_14, seen(JUNE_14, "4.00", "6.191")).changes;
    expect(moved).toEqual([
      { kind: "price", subject: POSTO, fuel: "ethanol", from: "3.90", to: "4.00", since: JUNE_7, week: JUNE_14 },
    ]);
    expect(judge(POSTO, before, JUNE_14, seen(JUNE_14, "3.80", "6.39")).changes).toHaveLength(2);
  });

  it("tells a followed item missing from the newest survey, dated, and keeps its last known prices", () => {
    const before = snapshotOf(seen(JUNE_7, "4.49", "6.29"));
    const { changes, next } = judge(POSTO, before, JUNE_14, null);
    expect(changes).toEqual([{ kind: "missing", subject: POSTO, week: JUNE_14 }]);
    expect(changes.some(isNotice)).toBe(false);
    expect(next).toEqual({ ...before, week: JUNE_14 });
    // Acknowledged: the same survey tells it no more; back in a later survey, it is judged against its last prices.
    expect(judge(POSTO, next, JUNE_14, null).changes).toEqual([]);
  });

  it("judges a snapshot three weeks old against the newest survey: what changed since the driver last looked", () => {
    const before = snapshotOf(seen(MAY_17, "4.59", "6.29"));
    const { changes } = judge(POSTO, before, JUNE_14, seen(JUNE_14, "4.39", "6.29"));
    expect(changes.map((change) => change.kind)).toEqual(["flip", "price"]);
    expect(itemLine(changes)).toBe(
      "Posto Tal: agora compensa etanol; etanol de R$\u00a04,59 para R$\u00a04,39, da pesquisa de 17 a 23/05/2026 à de 14 a 20/06/2026.",
    );
  });

  it("tells nothing about a survey no later than the snapshot's, nor without a snapshot (the newest becomes it)", () => {
    const before = snapshotOf(seen(JUNE_14, "4.49", "6.29"));
    expect(judge(POSTO, before, JUNE_14, seen(JUNE_14, "3.00", "7.00"))).toEqual({ changes: [], next: before });
    expect(judge(POSTO, before, JUNE_7, seen(JUNE_7, "3.00", "7.00"))).toEqual({ changes: [], next: before });
    expect(judge(POSTO, null, JUNE_14, seen(JUNE_14, "4.39", "6.29"))).toEqual({
      changes: [],
      next: snapshotOf(seen(JUNE_14, "4.39", "6.29")),
    });
    expect(judge(POSTO, null, JUNE_14, null)).toEqual({ changes: [], next: null });
  });

  it("tells no flip when a fuel was not sold on either side", () => {
    const before = snapshotOf(seen(JUNE_7, null, "6.29"));
    expect(judge(POSTO, before, JUNE_14, seen(JUNE_14, "3.00", "6.29")).changes).toEqual([]);
  });

  it("tells a flip exactly when the verdict by the 70% rule differs, and a move exactly when |Δ| ≥ 0,10", () => {
    const cents = fc.integer({ min: 100, max: 999 }).map((value) => (value / 100).toFixed(2));
    fc.assert(
      fc.property(cents, cents, cents, cents, (e0, g0, e1, g1) => {
        const { changes } = judge(POSTO, snapshotOf(seen(JUNE_7, e0, g0)), JUNE_14, seen(JUNE_14, e1, g1));
        const flipped = verdictOf({ ethanol: e0, gasoline: g0 }) !== verdictOf({ ethanol: e1, gasoline: g1 });
        expect(changes.some(isNotice)).toBe(flipped);
        const moves = changes.filter((change) => change.kind === "price").map((change) => change.fuel);
        const moved = (a: string, b: string) =>
          Math.abs(Math.round(Number(a) * 100) - Math.round(Number(b) * 100)) >= 10;
        expect(moves).toEqual([...(moved(e0, e1) ? ["ethanol"] : []), ...(moved(g0, g1) ? ["gasoline"] : [])]);
      }),
    );
  });
});

describe("on the real weeks the site keeps", () => {
  /** A station of the survey as the worker observes it. */
  const observed = (station: Station, week: typeof JUNE_7): Observation =>
    seen(week, station.ethanol?.price ?? null, station.gasoline?.price ?? null);

  it("gives a notice for exactly the stations whose verdict flipped between the two newest surveys", () => {
    if (!PREVIOUS_STATIONS) throw new Error("the data keeps two surveys");
    const weekOf = (survey: typeof STATIONS) => ({ start: survey.weekStart, end: survey.weekEnd });
    const [before, now] = [weekOf(PREVIOUS_STATIONS), weekOf(STATIONS)];
    const newest = new Map(STATIONS.stations.map((station) => [station.cnpj, station]));
    let notices = 0;
    let missing = 0;
    for (const old of PREVIOUS_STATIONS.stations) {
      const subject: Subject = { kind: "station", cnpj: old.cnpj, name: old.name, uf: old.uf, city: old.city };
      const current = newest.get(old.cnpj);
      const { changes } = judge(
        subject,
        snapshotOf(observed(old, before)),
        now,
        current ? observed(current, now) : null,
      );
      const change = current && stationChange(current, old);
      expect(changes.some(isNotice)).toBe(change?.kind === "kept" && change.flip !== null);
      notices += changes.filter(isNotice).length;
      missing += changes.filter((each) => each.kind === "missing").length;
    }
    expect(notices).toBeGreaterThan(0);
    expect(missing).toBe(PREVIOUS_STATIONS.stations.filter((station) => !newest.has(station.cnpj)).length);
  });
});

describe("the words", () => {
  const flip = (subject: Subject, to: "ethanol" | "gasoline") =>
    ({
      kind: "flip",
      subject,
      from: to === "ethanol" ? "gasoline" : "ethanol",
      to,
      now: seen(JUNE_14, "4.39", "6.29"),
    }) as const;

  it("names the survey by its dates and the prices in R$", () => {
    expect(pricesText(seen(JUNE_14, "4.39", "6.29"))).toBe(
      "etanol R$\u00a04,39 e gasolina R$\u00a06,29, pesquisa ANP de 14 a 20/06/2026",
    );
    expect(itemLine([flip(CAMPINAS, "ethanol")])).toBe(
      "Campinas (média da cidade): agora compensa etanol (etanol R$\u00a04,39 e gasolina R$\u00a06,29, pesquisa ANP de 14 a 20/06/2026).",
    );
    expect(itemLine([{ kind: "missing", subject: POSTO, week: JUNE_14 }])).toBe(
      "Posto Tal: fora da pesquisa ANP de 14 a 20/06/2026; a ANP não publicou preços deste posto nessa semana.",
    );
  });

  it("gives the panel one line per followed item, in the order the changes came", () => {
    const move = {
      kind: "price",
      subject: POSTO,
      fuel: "gasoline",
      from: "6.29",
      to: "6.49",
      since: JUNE_7,
      week: JUNE_14,
    } as const;
    const lines = panelLines([flip(POSTO, "ethanol"), flip(CAMPINAS, "gasoline"), move]);
    expect(lines).toEqual([
      "Posto Tal: agora compensa etanol; gasolina de R$\u00a06,29 para R$\u00a06,49, da pesquisa de 7 a 13/06/2026 à de 14 a 20/06/2026.",
      "Campinas (média da cidade): agora compensa gasolina (etanol R$\u00a04,39 e gasolina R$\u00a06,29, pesquisa ANP de 14 a 20/06/2026).",
    ]);
  });

  it("makes one notice per survey: the first change in the title, with the count when there are more", () => {
    expect(noticeOf([], JUNE_14)).toBeNull();
    expect(noticeOf([flip(POSTO, "ethanol")], JUNE_14)).toEqual({
      title: "Posto Tal: agora compensa etanol",
      body: "Etanol R$\u00a04,39 e gasolina R$\u00a06,29, pesquisa ANP de 14 a 20/06/2026.",
      tag: "avisos-2026-06-20",
      url: "/precos/sp/campinas?aviso=2026-06-20#avisos",
    });
    const two = noticeOf([flip(POSTO, "ethanol"), flip(CAMPINAS, "gasoline")], JUNE_14);
    expect(two?.title).toBe("2 mudanças · Posto Tal: agora compensa etanol");
    expect(two?.body.split("\n")).toEqual([
      "Etanol R$\u00a04,39 e gasolina R$\u00a06,29, pesquisa ANP de 14 a 20/06/2026.",
      "Campinas (média da cidade): agora compensa gasolina.",
    ]);
  });
});
