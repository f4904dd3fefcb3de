import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, type Fraction } from "#lib/decimal.ts";
import { earlierWeek } from "#testing/earlier-week.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { stationChange } from "./station-change.ts";
import { stationsOf } from "./station-pages.ts";
import {
  changeSince,
  pickPrices,
  pickSource,
  PICKS_PER_CITY,
  rowPrices,
  statePicksJson,
  statePricesJson,
} from "./station-picks.ts";
import { gasolineEquivalentCost, stationShare } from "./station-ranking.ts";

const survey = ANP_JUNE_2026.stations;
const cities = [
  { name: "Campinas", path: "/precos/sp/campinas" },
  { name: "São Paulo", path: "/precos/sp/sao-paulo" },
  { name: "Nenhures", path: "/precos/sp/nenhures" },
];

// The week before the fixture's: the first station of Campinas new this week, ethanol ten centavos cheaper then.
const left = stationsOf(survey.stations, "SP", "Campinas")[0]!;
const before = earlierWeek(survey, { left: (station) => station.cnpj === left.cnpj });
const now = survey;
const sp = statePicksJson(now, before, "SP", cities);

describe("statePicksJson", () => {
  it("gives each city its stations, its share and its cheapest per km among those that sold both", () => {
    expect(sp).toMatchObject({
      format: 2,
      uf: "SP",
      weekStart: survey.weekStart,
      weekEnd: survey.weekEnd,
      previous: { start: "2026-05-31", end: "2026-06-06" },
    });
    const campinas = sp.cities["Campinas"]!;
    const stations = stationsOf(now.stations, "SP", "Campinas");
    expect(campinas).toMatchObject({
      path: "/precos/sp/campinas",
      stations: stations.length,
      ...stationShare(stations),
    });
    expect(campinas.picks).toHaveLength(PICKS_PER_CITY);
    const costs = campinas.picks.map((pick) => gasolineEquivalentCost(pickPrices(pick)) as Fraction);
    for (let index = 1; index < costs.length; index++)
      expect(compare(costs[index - 1]!, costs[index]!)).toBeLessThanOrEqual(0);
    // No station that sold both is cheaper per km than the last pick.
    const last = costs.at(-1)!;
    const picked = new Set(campinas.picks.map((pick) => pick.cnpj));
    for (const station of stations.filter((each) => each.ethanol && each.gasoline && !picked.has(each.cnpj))) {
      expect(compare(gasolineEquivalentCost(station) as Fraction, last)).toBeGreaterThanOrEqual(0);
    }
  });

  it("gives each pick its CNPJ and its prices in the previous survey, null for a station new to it", () => {
    for (const pick of Object.values(sp.cities).flatMap((city) => city.picks)) {
      const then = before.stations.find((station) => station.cnpj === pick.cnpj);
      expect(pick.previous).toEqual(then ? [then.ethanol?.price ?? null, then.gasoline?.price ?? null] : null);
    }
    // Ethanol was ten centavos cheaper in the previous survey at every station kept in it.
    for (const pick of sp.cities["Campinas"]!.picks.filter((each) => each.previous)) {
      expect(changeSince(pickPrices(pick), pick.previous, sp.previous)).toMatchObject({
        kind: "kept",
        ethanol: { price: pick.ethanol[0], change: "0.10" },
      });
    }
    // The one station missing from the previous survey, when it is among the picks.
    const campinas = sp.cities["Campinas"]!.picks;
    const pick = campinas.find((each) => each.cnpj === left.cnpj);
    if (pick) expect(pick.previous).toBeNull();
  });

  it("has no previous week nor previous prices when only one survey is kept", () => {
    const alone = statePicksJson(survey, null, "SP", cities);
    expect(alone.previous).toBeNull();
    expect(Object.values(alone.cities).flatMap((city) => city.picks.map((pick) => pick.previous))).not.toContain(
      expect.anything(),
    );
  });

  it("gives a city without stations none", () => {
    expect(sp.cities["Nenhures"]).toEqual({ path: "/precos/sp/nenhures", stations: 0, pays: 0, total: 0, picks: [] });
  });
});

describe("statePricesJson", () => {
  const prices = statePricesJson(now, before, "SP");

  it("has every station of the state, and only those, by CNPJ", () => {
    const ofState = now.stations.filter((station) => station.uf === "SP");
    expect(Object.keys(prices.stations).sort()).toEqual(ofState.map((station) => station.cnpj).sort());
    expect(prices).toMatchObject({ format: 1, uf: "SP", previous: { start: "2026-05-31", end: "2026-06-06" } });
  });

  it("gives each station this week's prices and days, and the previous survey's prices", () => {
    for (const station of now.stations.filter((each) => each.uf === "SP")) {
      const row = prices.stations[station.cnpj]!;
      expect(rowPrices(row)).toEqual({ ethanol: station.ethanol, gasoline: station.gasoline });
      const then = before.stations.find((each) => each.cnpj === station.cnpj);
      expect(row[2]).toEqual(then ? [then.ethanol?.price ?? null, then.gasoline?.price ?? null] : null);
    }
    expect(prices.stations[left.cnpj]![2]).toBeNull();
  });
});

describe("changeSince", () => {
  const week = { start: "2026-05-31", end: "2026-06-06" };
  const current = {
    ethanol: { price: "4.19", collected: "2026-06-09" },
    gasoline: { price: "6.29", collected: "2026-06-09" },
  };

  it("is the change of stationChange against the previous survey's prices", () => {
    expect(changeSince(current, ["4.29", "6.29"], week)).toEqual(
      stationChange(current, {
        ethanol: { price: "4.29", collected: week.end },
        gasoline: { price: "6.29", collected: week.end },
      }),
    );
    expect(changeSince(current, ["4.29", null], week)).toMatchObject({
      kind: "kept",
      ethanol: { price: "4.19", change: "-0.10" },
      gasoline: { price: "6.29", change: null },
    });
  });

  it("says new for a station missing from the previous survey, and nothing without a previous survey", () => {
    expect(changeSince(current, null, week)).toEqual({ kind: "new" });
    expect(changeSince(current, ["4.29", "6.29"], null)).toBeNull();
  });

  it("never depends on the previous survey's days, which the files do not keep", () => {
    const price = fc.stringMatching(/^[1-9]\.\d{2}$/);
    fc.assert(
      fc.property(price, price, price, price, (e, g, pe, pg) => {
        const today = {
          ethanol: { price: e, collected: "2026-06-09" },
          gasoline: { price: g, collected: "2026-06-10" },
        };
        const other = { start: "2026-05-24", end: "2026-05-30" };
        expect(changeSince(today, [pe, pg], week)).toEqual(changeSince(today, [pe, pg], other));
      }),
    );
  });
});

describe("pickSource", () => {
  it("names the station, its brand, address and city, and the day the ANP collected the prices", () => {
    const pick = {
      name: "Posto Flores",
      brand: null,
      address: "Avenida Nilton Lins, 2653 – Flores",
      ethanol: ["4.59", "2026-06-10"] as [string, string],
      gasoline: ["6.79", "2026-06-10"] as [string, string],
    };
    expect(pickSource(pick, "Manaus")).toBe(
      "Posto: Posto Flores (Bandeira branca), Avenida Nilton Lins, 2653 – Flores, Manaus. Preços coletados pela ANP em 10/06/2026.",
    );
    expect(pickSource({ ...pick, ethanol: ["4.59", "2026-06-09"] }, "Manaus")).toMatch(
      /coletados pela ANP em 09\/06\/2026 \(etanol\) e 10\/06\/2026 \(gasolina\)\.$/,
    );
  });
});
