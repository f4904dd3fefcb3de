import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Station } from "#data/build/stations.ts";
import { cityPagePath } from "#lib/paths.ts";
import { cityStationFlipsText, previousShareClause, stationFlipsSentence } from "./station-messages.ts";
import { byCnpj, cityFlippedStations, flippedStations, stationFlips } from "./week-changes.ts";

/** A station of one survey, prices in centavos (null: not sold). */
const station = (cnpj: string, ethanol: number | null, gasoline: number | null): Station => ({
  cnpj: cnpj.padStart(14, "0"),
  uf: "GO",
  city: "Goiânia",
  name: `Posto ${cnpj}`,
  brand: null,
  street: "Rua Um",
  number: null,
  district: null,
  cep: null,
  ethanol: ethanol === null ? null : { price: (ethanol / 100).toString(), collected: "2026-06-16" },
  gasoline: gasoline === null ? null : { price: (gasoline / 100).toString(), collected: "2026-06-16" },
});

describe("stationFlips", () => {
  const previous = [
    station("1", 440, 620), // gasoline (70.97%)
    station("2", 430, 620), // ethanol (69.35%)
    station("3", 421, 600), // gasoline, just above 70%
    station("4", 400, 600), // ethanol, stays
    station("5", null, 600), // gasoline only
    station("6", 400, 600), // leaves the survey
  ];
  const current = [
    station("1", 430, 620), // → ethanol
    station("2", 440, 620), // → gasoline
    station("3", 420, 600), // exactly 70% → ethanol
    station("4", 410, 600), // ethanol still
    station("5", 300, 600), // sold only gasoline before: not compared
    station("7", 300, 600), // new to the survey: not compared
  ];

  it("counts flips both ways among the stations that sold both fuels in both surveys", () => {
    expect(stationFlips(current, byCnpj(previous))).toEqual({ ethanol: 2, gasoline: 1, compared: 4 });
  });

  it("lists the flipped stations each way, in the order of the current survey", () => {
    const flipped = flippedStations(current, byCnpj(previous));
    expect(flipped.ethanol.map((each) => each.cnpj)).toEqual([current[0]?.cnpj, current[2]?.cnpj]);
    expect(flipped.gasoline.map((each) => each.cnpj)).toEqual([current[1]?.cnpj]);
    expect(flipped.compared).toBe(stationFlips(current, byCnpj(previous)).compared);
  });

  it("groups the flips by city, by the city page's path, each city against the whole previous survey", () => {
    const inCity = (each: Station, uf: Station["uf"], city: string): Station => ({ ...each, uf, city });
    const elsewhere = [inCity(current[0]!, "SP", "Campinas"), inCity(current[1]!, "GO", "Anápolis")];
    const byCity = cityFlippedStations([...elsewhere, ...current.slice(2)], byCnpj(previous));
    expect([...byCity.keys()]).toEqual(
      [
        { uf: "SP", name: "Campinas" },
        { uf: "GO", name: "Anápolis" },
        { uf: "GO", name: "Goiânia" },
      ].map(cityPagePath),
    );
    expect(byCity.get("/precos/sp/campinas")).toEqual({ ethanol: [elsewhere[0]], gasoline: [], compared: 1 });
    expect(byCity.get("/precos/go/anapolis")).toEqual({ ethanol: [], gasoline: [elsewhere[1]], compared: 1 });
    expect(byCity.get("/precos/go/goiania")).toEqual({ ethanol: [current[2]], gasoline: [], compared: 2 });
  });

  it("counts nothing without a previous survey", () => {
    expect(stationFlips(current, new Map())).toEqual({ ethanol: 0, gasoline: 0, compared: 0 });
  });

  it("property: flips both ways add up to the stations whose side of 70% changed", () => {
    const prices = fc.tuple(fc.integer({ min: 100, max: 2000 }), fc.integer({ min: 100, max: 2000 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(prices, prices), { maxLength: 30 }), (pairs) => {
        const before = pairs.map(([[e, g]], index) => station(String(index), e, g));
        const now = pairs.map(([, [e, g]], index) => station(String(index), e, g));
        const pays = (e: number, g: number) => 10 * e <= 7 * g;
        const flips = stationFlips(now, byCnpj(before));
        const toEthanol = pairs.filter(([[e0, g0], [e1, g1]]) => !pays(e0, g0) && pays(e1, g1)).length;
        const toGasoline = pairs.filter(([[e0, g0], [e1, g1]]) => pays(e0, g0) && !pays(e1, g1)).length;
        expect(flips).toEqual({ ethanol: toEthanol, gasoline: toGasoline, compared: pairs.length });
        // Swapping the surveys swaps the directions.
        expect(stationFlips(before, byCnpj(now))).toEqual({
          ethanol: toGasoline,
          gasoline: toEthanol,
          compared: pairs.length,
        });
      }),
    );
  });
});

describe("the sentences of the week's changes", () => {
  const weeks = ["7 a 13/06/2026", "14 a 20/06/2026"] as const;

  it("counts the stations that flipped each way", () => {
    expect(stationFlipsSentence({ ethanol: 120, gasoline: 85, compared: 3950 }, weeks)).toBe(
      "Dos 3.950 postos que venderam etanol e gasolina nas pesquisas de 7 a 13/06/2026 e de 14 a 20/06/2026, 120 passaram a compensar o etanol e 85, a gasolina, pelos seus próprios preços.",
    );
    expect(stationFlipsSentence({ ethanol: 1, gasoline: 0, compared: 1 }, weeks)).toBe(
      "Do único posto que vendeu etanol e gasolina nas pesquisas de 7 a 13/06/2026 e de 14 a 20/06/2026, 1 passou a compensar o etanol e nenhum, a gasolina, pelos seus próprios preços.",
    );
    expect(stationFlipsSentence({ ethanol: 0, gasoline: 2, compared: 9 }, weeks)).toMatch(
      /, nenhum passou a compensar o etanol e 2, a gasolina,/,
    );
    expect(stationFlipsSentence({ ethanol: 0, gasoline: 0, compared: 0 }, weeks)).toBe(
      "Nenhum posto vendeu etanol e gasolina nas pesquisas de 7 a 13/06/2026 e de 14 a 20/06/2026.",
    );
  });

  it("lists a city's flipped stations with their address and prices after the count", () => {
    const tal = { ...station("1", 419, 629), name: "Auto Posto Tal", number: "12", district: "Centro" };
    const other = { ...station("2", 460, 620), name: "Posto Dois" };
    const third = { ...station("3", 470, 620), name: "Posto Três" };
    expect(cityStationFlipsText({ ethanol: [tal], gasoline: [other, third], compared: 20 }, weeks)).toBe(
      "Dos 20 postos que venderam etanol e gasolina nas pesquisas de 7 a 13/06/2026 e de 14 a 20/06/2026, 1 passou a compensar o etanol e 2, a gasolina, pelos seus próprios preços. " +
        "Passou a compensar o etanol: Auto Posto Tal (Rua Um, 12 – Centro): etanol R$\u00a04,19 e gasolina R$\u00a06,29 (66,6%). " +
        "Passaram a compensar a gasolina: Posto Dois (Rua Um): etanol R$\u00a04,60 e gasolina R$\u00a06,20 (74,2%); " +
        "Posto Três (Rua Um): etanol R$\u00a04,70 e gasolina R$\u00a06,20 (75,8%).",
    );
    expect(cityStationFlipsText({ ethanol: [], gasoline: [], compared: 3 }, weeks)).toBe(
      stationFlipsSentence({ ethanol: 0, gasoline: 0, compared: 3 }, weeks),
    );
  });

  it("gives the previous survey's share beside this week's", () => {
    const stations = [station("1", 400, 600), station("2", 450, 600), station("3", null, 600)];
    const previous = { stations, week: "7 a 13/06/2026" };
    expect(previousShareClause(previous, "count")).toBe("; na pesquisa de 7 a 13/06/2026, em 1 de 2");
    expect(previousShareClause(previous, "percent")).toBe("; na pesquisa de 7 a 13/06/2026, em 50% (1 de 2)");
    expect(previousShareClause({ stations: stations.slice(1), week: "7 a 13/06/2026" }, "count")).toBe(
      "; na pesquisa de 7 a 13/06/2026, em 0 de 1",
    );
    expect(
      previousShareClause(
        { stations: [station("2", 450, 600), station("8", 430, 600)], week: "7 a 13/06/2026" },
        "percent",
      ),
    ).toBe("; na pesquisa de 7 a 13/06/2026, em nenhum dos 2");
    expect(previousShareClause({ stations: stations.slice(2), week: "7 a 13/06/2026" }, "count")).toBe("");
    expect(previousShareClause(null, "percent")).toBe("");
  });
});
