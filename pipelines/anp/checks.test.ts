import { describe, expect, it } from "vitest";
import type { WeeklyPrices } from "#data/build/weekly.ts";
import type { Fuel } from "#lib/fuels.ts";
import { STATES, type Uf } from "#lib/states.ts";
import {
  checkCityCount,
  checkCountryCoverage,
  checkMonthlyReachesWeek,
  checkStateCoverage,
  checkStationCounts,
  KNOWN_STATE_GAPS,
  MAX_CITY_DROP,
} from "./checks.ts";
import { type MonthlySheet, placeKey, type WeeklyRecord, type WeeklySheet } from "./parse.ts";
import type { StationRecord, StationSheet } from "./stations.ts";

const FILE = "resumo.xlsx";
const prices = { mean: "4", min: "3.9", max: "4.1", stations: 3 };

function weekly(sheet: string, places: readonly { uf: Uf | null; product: Fuel }[]): WeeklySheet {
  const records: WeeklyRecord[] = places.map((place, index) => ({ ...place, row: index + 10, city: null, prices }));
  return {
    sheet,
    weekStart: "2026-06-07",
    weekEnd: "2026-06-13",
    rowCount: records.length,
    records,
    places: new Set(records.map((record) => placeKey(record.uf, record.city))),
  };
}

const everyState = (skip: (uf: Uf, product: Fuel) => boolean = () => false) =>
  STATES.flatMap(({ uf }) =>
    (["ethanol", "gasoline"] as const).filter((product) => !skip(uf, product)).map((product) => ({ uf, product })),
  );

describe("checkStateCoverage", () => {
  it("accepts 27 states with both fuels, and the documented gaps missing", () => {
    expect(() => checkStateCoverage(weekly("ESTADOS", everyState()), FILE)).not.toThrow();
    const gaps = everyState((uf, product) => KNOWN_STATE_GAPS.some((gap) => gap.uf === uf && gap.product === product));
    expect(() => checkStateCoverage(weekly("ESTADOS", gaps), FILE)).not.toThrow();
  });

  it("names the file, the sheet and every missing state and fuel", () => {
    const withoutSp = everyState((uf) => uf === "SP");
    expect(() => checkStateCoverage(weekly("ESTADOS", withoutSp), FILE)).toThrow(
      'resumo.xlsx, planilha "ESTADOS": faltam 2 linhas de estado e combustível: SP ETANOL HIDRATADO, SP GASOLINA COMUM',
    );
  });

  it("refuses a sheet cut short: every gasoline row gone", () => {
    const noGasoline = everyState((_, product) => product === "gasoline");
    expect(() => checkStateCoverage(weekly("ESTADOS", noGasoline), FILE)).toThrow(/faltam 27 linhas/);
  });
});

describe("checkCountryCoverage", () => {
  it("needs both national means", () => {
    const both = weekly("BRASIL", [
      { uf: null, product: "ethanol" },
      { uf: null, product: "gasoline" },
    ]);
    expect(() => checkCountryCoverage(both, FILE)).not.toThrow();
    expect(() => checkCountryCoverage(weekly("BRASIL", [{ uf: null, product: "ethanol" }]), FILE)).toThrow(
      'resumo.xlsx, planilha "BRASIL": falta a média nacional de GASOLINA COMUM',
    );
  });
});

describe("checkMonthlyReachesWeek", () => {
  const monthly = (months: string[]): MonthlySheet => ({
    sheet: "ESTADOS - DESDE JANEIRO DE 2013",
    rowCount: months.length,
    records: months.map((month, index) => ({ row: index + 2, month, uf: "SP", product: "ethanol", mean: "3.85" })),
  });

  it("accepts a series that reaches the week's month or goes beyond", () => {
    expect(() => checkMonthlyReachesWeek(monthly(["2026-05", "2026-06"]), "2026-06-07", "mensal.xlsx")).not.toThrow();
    expect(() => checkMonthlyReachesWeek(monthly(["2026-07"]), "2026-06-28", "mensal.xlsx")).not.toThrow();
  });

  it("refuses an older series, naming its newest month and row", () => {
    expect(() =>
      checkMonthlyReachesWeek(monthly(["2019-11", "2019-12", "2019-10"]), "2026-06-07", "mensal.xlsx"),
    ).toThrow(
      'mensal.xlsx, planilha "ESTADOS - DESDE JANEIRO DE 2013": a série termina em 2019-12 (linha 3), antes do mês da pesquisa semanal (2026-06)',
    );
    expect(() => checkMonthlyReachesWeek(monthly([]), "2026-06-07", "mensal.xlsx")).toThrow(/nenhum mês/);
  });
});

describe("checkCityCount", () => {
  const sheet = weekly("MUNICIPIOS", []);
  const committed = { count: 100, file: "data/anp/weekly.json" };

  it(`accepts a drop of up to ${MAX_CITY_DROP * 100}%, any rise, and no committed file`, () => {
    expect(() => checkCityCount(sheet, 80, committed, FILE, false)).not.toThrow();
    expect(() => checkCityCount(sheet, 400, committed, FILE, false)).not.toThrow();
    expect(() => checkCityCount(sheet, 1, null, FILE, false)).not.toThrow();
  });

  it("refuses a larger drop unless forced, naming both counts and the flag", () => {
    expect(() => checkCityCount(sheet, 79, committed, FILE, false)).toThrow(
      'resumo.xlsx, planilha "MUNICIPIOS": 79 municípios contra 100 em data/anp/weekly.json (queda de 21%, mais que 20%)',
    );
    expect(() => checkCityCount(sheet, 79, committed, FILE, false)).toThrow(/--force/);
    expect(() => checkCityCount(sheet, 79, committed, FILE, true)).not.toThrow();
  });
});

describe("checkStationCounts", () => {
  /** A summary whose ESTADOS sheet counts `counts` stations ("SP ethanol" → 3); a fuel not counted has no price. */
  const summary = (counts: Record<string, number>): WeeklyPrices => ({
    source: "ANP",
    weekStart: "2026-06-07",
    weekEnd: "2026-06-13",
    brazil: { ethanol: null, gasoline: null },
    states: STATES.map(({ uf }) => {
      const stats = (product: Fuel) => {
        const stations = counts[`${uf} ${product}`];
        return stations === undefined ? null : { ...prices, stations };
      };
      return { uf, ethanol: stats("ethanol"), gasoline: stats("gasoline") };
    }),
    cities: [],
  });
  /** A station file with one row per entry of `rows` (["SP", "ethanol"]). */
  const stationSheet = (rows: readonly (readonly [Uf, Fuel])[]): StationSheet => ({
    sheet: "POSTOS REVENDEDORES",
    weekStart: "2026-06-07",
    weekEnd: "2026-06-13",
    rowCount: rows.length,
    records: rows.map(([uf, product], index): StationRecord => ({
      row: index + 11,
      product,
      price: { price: "4", collected: "2026-06-10" },
      station: {
        cnpj: String(index),
        uf,
        city: "Cidade",
        name: "Posto",
        brand: null,
        street: "Rua",
        number: null,
        district: null,
        cep: null,
      },
    })),
  });
  const rows = [
    ["SP", "ethanol"],
    ["SP", "ethanol"],
    ["SP", "gasoline"],
    ["AC", "gasoline"],
  ] as const;

  it("accepts a station file with the summary's count for every state and fuel (none where it has no price)", () => {
    const counts = { "SP ethanol": 2, "SP gasoline": 1, "AC gasoline": 1 };
    expect(() => checkStationCounts(stationSheet(rows), summary(counts), "revendas.xlsx")).not.toThrow();
  });

  it("names the file, the sheet and each state and fuel whose counts differ", () => {
    const counts = { "SP ethanol": 3, "SP gasoline": 1, "AP ethanol": 2 };
    expect(() => checkStationCounts(stationSheet(rows), summary(counts), "revendas.xlsx")).toThrow(
      'revendas.xlsx, planilha "POSTOS REVENDEDORES": o número de postos difere da planilha "ESTADOS" do resumo semanal ' +
        "em 3 estados e combustíveis: AC GASOLINA COMUM: 1 linhas, o resumo semanal conta 0 postos; " +
        "AP ETANOL: 0 linhas, o resumo semanal conta 2 postos; SP ETANOL: 2 linhas, o resumo semanal conta 3 postos",
    );
  });
});
