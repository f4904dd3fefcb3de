import { describe, expect, it } from "vitest";
import { compare, type Fraction } from "../../lib/decimal.ts";
import { ANP_JUNE_2026 } from "../../testing/fixtures.ts";
import { stationsOf } from "./station-pages.ts";
import { pickPrices, pickSource, PICKS_PER_CITY, statePicksJson } from "./station-picks.ts";
import { gasolineEquivalentCost, stationShare } from "./station-ranking.ts";

const survey = ANP_JUNE_2026.stations;
const sp = statePicksJson(survey, "SP", [
  { name: "Campinas", path: "/precos/sp/campinas" },
  { name: "São Paulo", path: "/precos/sp/sao-paulo" },
  { name: "Nenhures", path: "/precos/sp/nenhures" },
]);

describe("statePicksJson", () => {
  it("gives each city its stations, its share and its cheapest per km among those that sold both", () => {
    expect(sp).toMatchObject({ format: 1, uf: "SP", weekStart: "2026-06-07", weekEnd: "2026-06-13" });
    const campinas = sp.cities["Campinas"]!;
    const stations = stationsOf(survey.stations, "SP", "Campinas");
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
    const picked = new Set(campinas.picks.map((pick) => pick.name));
    for (const station of stations.filter((each) => each.ethanol && each.gasoline && !picked.has(each.name))) {
      expect(compare(gasolineEquivalentCost(station) as Fraction, last)).toBeGreaterThanOrEqual(0);
    }
  });

  it("gives a city without stations none", () => {
    expect(sp.cities["Nenhures"]).toEqual({ path: "/precos/sp/nenhures", stations: 0, pays: 0, total: 0, picks: [] });
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
