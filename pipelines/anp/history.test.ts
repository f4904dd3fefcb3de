import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  joinStations,
  REGISTRY_FILE,
  type Station,
  type StationSurvey,
  weekFileName,
  type WeeklyPrices,
  weeksOf,
} from "#data/build/anp-history.ts";
import { ANP_SOURCE } from "#data/dataset.ts";
import { historyTexts, mergeRegistry, placeWeek, weekFileOf } from "./history.ts";

const station = (cnpj: string, overrides: Partial<Station> = {}): Station => ({
  cnpj,
  uf: "SP",
  city: "Campinas",
  name: `Posto ${cnpj.slice(0, 2)}`,
  brand: null,
  street: "Rua A",
  number: "1",
  district: null,
  cep: null,
  ethanol: { price: "4.19", collected: "2026-06-16" },
  gasoline: { price: "6.29", collected: "2026-06-16" },
  ...overrides,
});
const survey = (weekStart: string, weekEnd: string, stations: Station[]): StationSurvey => ({
  source: ANP_SOURCE,
  weekStart,
  weekEnd,
  stations,
});
const summary = (weekStart: string, weekEnd: string): WeeklyPrices => ({
  source: ANP_SOURCE,
  weekStart,
  weekEnd,
  brazil: { ethanol: null, gasoline: null },
  states: [],
  cities: [],
});
const JUNE_7 = { start: "2026-06-07", end: "2026-06-13" };
const JUNE_14 = { start: "2026-06-14", end: "2026-06-20" };

describe("placeWeek: where a new week goes among the kept ones", () => {
  it("puts the first week, and one after the newest, as the newest", () => {
    expect(placeWeek(JUNE_7, [], false)).toBe("newest");
    expect(placeWeek(JUNE_14, [JUNE_7], false)).toBe("newest");
  });

  it("takes the newest kept week again as a rerun", () => {
    expect(placeWeek(JUNE_14, [JUNE_7, JUNE_14], false)).toBe("again");
  });

  it("refuses a week older than the newest kept one, naming both and the way to bring it in", () => {
    expect(() => placeWeek(JUNE_7, [JUNE_14], false)).toThrow(
      "A semana 2026-06-07 a 2026-06-13 é anterior à mais nova já guardada (2026-06-14 a 2026-06-20): nada foi gravado. " +
        "Para trazer uma semana perdida, use npm run data:anp -- --semana-passada <resumo> <mensal> <revendas>.",
    );
  });

  it("accepts it as a past week when the owner brings a missed week in by hand", () => {
    expect(placeWeek(JUNE_7, [JUNE_14], true)).toBe("past");
  });
});

describe("mergeRegistry", () => {
  const registry = { source: ANP_SOURCE, stations: [{ ...station("11111111000111"), ethanol: undefined }] };
  const details = (item: Station) => {
    const { ethanol: _e, gasoline: _g, ...rest } = item;
    return rest;
  };

  it("adds new stations and, for the newest week, takes its names and addresses", () => {
    const renamed = station("11111111000111", { name: "Posto Novo Nome", brand: "Ipiranga" });
    const added = station("22222222000122", { city: "Americana" });
    const merged = mergeRegistry(
      { source: ANP_SOURCE, stations: [details(station("11111111000111"))] },
      survey("2026-06-14", "2026-06-20", [renamed, added]),
      true,
    );
    expect(merged.stations).toEqual([details(added), details(renamed)]);
  });

  it("keeps the registry's own details for a past week, adding only stations it lacks", () => {
    const old = station("11111111000111", { name: "Nome Antigo" });
    const merged = mergeRegistry(
      { source: ANP_SOURCE, stations: [details(station("11111111000111"))] },
      survey("2026-06-07", "2026-06-13", [old, station("33333333000133")]),
      false,
    );
    expect(merged.stations.map((item) => item.name)).toEqual(["Posto 11", "Posto 33"]);
    expect(registry.stations).toHaveLength(1);
  });
});

describe("the week file and the registry, written and read back", () => {
  const stations = [
    station("22222222000122", { name: "B", ethanol: null }),
    station("11111111000111", { name: "A", gasoline: { price: "6.3", collected: "2026-06-17" } }),
  ];

  it("writes one line a station, [cnpj, etanol, dia, gasolina, dia], in the registry's order, and reads them back", () => {
    const texts = historyTexts(
      summary("2026-06-14", "2026-06-20"),
      survey("2026-06-14", "2026-06-20", stations),
      null,
      "newest",
    );
    expect(Object.keys(texts)).toEqual([`weeks/${weekFileName(JUNE_14)}`, REGISTRY_FILE]);
    const weekText = texts[`weeks/${weekFileName(JUNE_14)}`]!;
    expect(weekText).toContain('\n    ["11111111000111","4.19","2026-06-16","6.3","2026-06-17"],\n');
    expect(weekText).toContain('\n    ["22222222000122",null,null,"6.29","2026-06-16"]\n');
    const week = JSON.parse(weekText);
    const registry = JSON.parse(texts[REGISTRY_FILE]!);
    const read = joinStations(week, new Map(registry.stations.map((item: Station) => [item.cnpj, item])), "semana");
    expect(read.stations).toEqual([stations[1], stations[0]]);
  });

  it("a CNPJ the registry lacks stops the reader, naming the file", () => {
    const week = weekFileOf(summary("2026-06-14", "2026-06-20"), survey("2026-06-14", "2026-06-20", stations));
    expect(() => joinStations(week, new Map(), "weeks/2026-06-14_2026-06-20.json")).toThrow(
      "weeks/2026-06-14_2026-06-20.json: o CNPJ 22222222000122 não está em station-registry.json",
    );
  });

  it("any stations survive the round trip", () => {
    const cnpj = fc.stringMatching(/^\d{14}$/);
    const price = fc.option(
      fc.record({ price: fc.constantFrom("4.19", "6.29", "5"), collected: fc.constant("2026-06-16") }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ cnpj, ethanol: price, gasoline: price }), { selector: (item) => item.cnpj }),
        (items) => {
          const all = items.map((item) => station(item.cnpj, item));
          const week = weekFileOf(summary("2026-06-14", "2026-06-20"), survey("2026-06-14", "2026-06-20", all));
          const read = joinStations(week, new Map(all.map((item) => [item.cnpj, item])), "semana");
          expect(read.stations).toEqual(all);
        },
      ),
    );
  });
});

describe("weeksOf", () => {
  it("lists the week files by date, oldest first, and ignores other names", () => {
    expect(weeksOf(["2026-06-14_2026-06-20.json", "LEIA-ME.md", "2026-06-07_2026-06-13.json", "x.json"])).toEqual([
      JUNE_7,
      JUNE_14,
    ]);
  });
});
