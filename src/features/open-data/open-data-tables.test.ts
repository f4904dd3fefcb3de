import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { Station, WeeklyPrices } from "#data/build/anp-history.ts";
import { ANP_SOURCE } from "#data/dataset.ts";
import { stationChange } from "#features/stations/station-change.ts";
import { CITIES_TABLE, STATES_TABLE } from "./open-data-place-tables.ts";
import { maskCnpj, STATIONS_TABLE } from "./open-data-station-table.ts";
import { type Cell, type StationPrices, type TableRows, TABLES, weekTables } from "./open-data-tables.ts";

/** A price in centavos as the pipeline writes it: 419 → "4.19", 600 → "6". */
const price = (centavos: number) => (centavos / 100).toString();

/** A station of the week 14–20/06/2026 with prices in centavos (null: not sold). */
function station(
  cnpj: string,
  ethanol: number | null,
  gasoline: number | null,
  details: Partial<Station> = {},
): Station {
  return {
    cnpj,
    uf: "SP",
    city: "Campinas",
    name: "Auto Posto Tal",
    brand: "Ipiranga",
    street: "Avenida Brasil",
    number: "1569",
    district: "Centro",
    cep: "01310100",
    ethanol: ethanol === null ? null : { price: price(ethanol), collected: "2026-06-16" },
    gasoline: gasoline === null ? null : { price: price(gasoline), collected: "2026-06-17" },
    ...details,
  };
}

const SUMMARY: WeeklyPrices = {
  source: ANP_SOURCE,
  weekStart: "2026-06-14",
  weekEnd: "2026-06-20",
  brazil: { ethanol: null, gasoline: null },
  states: [
    {
      uf: "SP",
      ethanol: { mean: "4.2", min: "3.89", max: "5.19", stations: 1100 },
      gasoline: { mean: "6", min: "5.79", max: "7.49", stations: 1190 },
    },
    { uf: "AP", ethanol: null, gasoline: { mean: "6.5", min: "6.43", max: "6.75", stations: 17 } },
  ],
  cities: [
    {
      uf: "SP",
      name: "Campinas",
      ethanol: { mean: "4.21", min: "3.99", max: "4.59", stations: 25 },
      gasoline: { mean: "6", min: "5.89", max: "6.39", stations: 25 },
    },
  ],
};

/** The cell of column `name` in row `index` of `rows`. */
const cell = (rows: TableRows, index: number, name: string): Cell => {
  const column = rows.table.columns.findIndex((candidate) => candidate.name === name);
  expect(column, name).toBeGreaterThanOrEqual(0);
  return rows.rows[index]?.[column] ?? null;
};

/** The station table of a week of `stations`, against `previous` (null: the first kept week). */
const stationRows = (stations: Station[], previous: Station[] | null) =>
  weekTables(
    {
      summary: SUMMARY,
      stations,
      previous: previous && new Map<string, StationPrices>(previous.map((s) => [s.cnpj, s])),
    },
    stationChange,
  ).postos;

describe("the station table", () => {
  it("has one row per station, in the week's order, with the CNPJ and CEP masked as text", () => {
    const rows = stationRows([station("08220930000162", 419, 629), station("12ABC34501DE35", null, 629)], null);
    expect(rows.rows).toHaveLength(2);
    expect(cell(rows, 0, "cnpj")).toBe("08.220.930/0001-62");
    expect(cell(rows, 1, "cnpj")).toBe("12.ABC.345/01DE-35");
    expect(cell(rows, 0, "cep")).toBe("01310-100");
    expect(cell(rows, 0, "semana_inicio")).toBe("2026-06-14");
    expect(cell(rows, 0, "semana_fim")).toBe("2026-06-20");
    expect(cell(rows, 0, "fonte")).toBe("Fonte: ANP – Levantamento de Preços de Combustíveis");
  });

  it("gives each price and day as the ANP published them, prices with at least two decimals", () => {
    const rows = stationRows([station("08220930000162", 419, 629), station("08220930000243", 460, 600)], null);
    expect(cell(rows, 0, "preco_etanol")).toBe("4.19");
    expect(cell(rows, 1, "preco_etanol")).toBe("4.60");
    expect(cell(rows, 1, "preco_gasolina")).toBe("6.00");
    expect(cell(rows, 0, "data_etanol")).toBe("2026-06-16");
    expect(cell(rows, 0, "preco_gasolina")).toBe("6.29");
    expect(cell(rows, 0, "data_gasolina")).toBe("2026-06-17");
  });

  it("counts exactly 70% as ethanol: 4,20 against 6,00 is ethanol, 4,21 is gasoline", () => {
    const rows = stationRows([station("08220930000162", 420, 600), station("08220930000243", 421, 600)], null);
    expect(cell(rows, 0, "razao_etanol_gasolina")).toBe("0.7000");
    expect(cell(rows, 0, "veredito")).toBe("etanol");
    expect(cell(rows, 1, "razao_etanol_gasolina")).toBe("0.7017");
    expect(cell(rows, 1, "veredito")).toBe("gasolina");
  });

  it("decides the verdict exactly, as ethanol × 10 ≤ gasoline × 7 in centavos", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), (ethanol, gasoline) => {
        const rows = stationRows([station("08220930000162", ethanol, gasoline)], null);
        expect(cell(rows, 0, "veredito")).toBe(ethanol * 10 <= gasoline * 7 ? "etanol" : "gasolina");
      }),
    );
  });

  it("leaves a fuel the station did not sell empty, with no ratio and no verdict", () => {
    const rows = stationRows([station("08220930000162", null, 629)], [station("08220930000162", 429, 624)]);
    for (const name of ["preco_etanol", "data_etanol", "razao_etanol_gasolina", "veredito", "variacao_etanol"]) {
      expect(cell(rows, 0, name), name).toBeNull();
    }
    expect(cell(rows, 0, "variacao_gasolina")).toBe("0.05");
  });

  it("gives each fuel's change since the previous kept survey, by the station pages' rule", () => {
    const rows = stationRows(
      [station("08220930000162", 419, 629), station("08220930000243", 399, 599)],
      [station("08220930000162", 429, 624), station("11111111000191", 400, 600)],
    );
    expect(cell(rows, 0, "variacao_etanol")).toBe("-0.10");
    expect(cell(rows, 0, "variacao_gasolina")).toBe("0.05");
    // New to the survey: no change.
    expect(cell(rows, 1, "variacao_etanol")).toBeNull();
    expect(cell(rows, 1, "variacao_gasolina")).toBeNull();
  });

  it("gives no change at all in the first kept week, without asking for one", () => {
    const changeOf = vi.fn(stationChange);
    const { postos } = weekTables(
      { summary: SUMMARY, stations: [station("08220930000162", 419, 629)], previous: null },
      changeOf,
    );
    expect(cell(postos, 0, "variacao_etanol")).toBeNull();
    expect(cell(postos, 0, "variacao_gasolina")).toBeNull();
    expect(changeOf).not.toHaveBeenCalled();
  });

  it('writes an unbranded station\'s flag as "Branca", and empty optional address parts as empty', () => {
    const rows = stationRows([station("08220930000162", 419, 629, { brand: null, number: null, cep: null })], null);
    expect(cell(rows, 0, "bandeira")).toBe("Branca");
    expect(cell(rows, 0, "numero")).toBeNull();
    expect(cell(rows, 0, "cep")).toBeNull();
  });
});

describe("the municipality and state tables", () => {
  const tables = weekTables({ summary: SUMMARY, stations: [], previous: null }, stationChange);

  it("give the summary's means as the ANP gives them, with the ratio and verdict of the means", () => {
    expect(cell(tables.municipios, 0, "municipio")).toBe("Campinas");
    expect(cell(tables.municipios, 0, "preco_medio_etanol")).toBe("4.21");
    expect(cell(tables.municipios, 0, "postos_gasolina")).toBe("25");
    expect(cell(tables.municipios, 0, "veredito")).toBe("gasolina");
    expect(cell(tables.estados, 0, "estado")).toBe("São Paulo");
    expect(cell(tables.estados, 0, "preco_medio_etanol")).toBe("4.20");
    expect(cell(tables.estados, 0, "preco_medio_gasolina")).toBe("6.00");
    expect(cell(tables.estados, 0, "razao_etanol_gasolina")).toBe("0.7000");
    expect(cell(tables.estados, 0, "veredito")).toBe("etanol");
  });

  it("leave a fuel the ANP did not survey empty, with no verdict", () => {
    expect(cell(tables.estados, 1, "preco_medio_etanol")).toBeNull();
    expect(cell(tables.estados, 1, "postos_etanol")).toBeNull();
    expect(cell(tables.estados, 1, "veredito")).toBeNull();
    expect(cell(tables.estados, 1, "preco_minimo_gasolina")).toBe("6.43");
  });
});

describe("the column definitions", () => {
  it("name every column once per table, in lower case without accents, each with a description", () => {
    for (const table of TABLES) {
      const names = table.columns.map((column) => column.name);
      expect(new Set(names).size, table.name).toBe(names.length);
      for (const column of table.columns) {
        expect(column.name).toMatch(/^[a-z_]+$/);
        expect(column.description.length, column.name).toBeGreaterThan(10);
      }
      expect(names).toEqual(expect.arrayContaining([...table.primaryKey]));
      expect(names.at(-1)).toBe("fonte");
    }
  });

  it("give prices and changes in R$/l", () => {
    const units = (table: typeof STATIONS_TABLE | typeof CITIES_TABLE | typeof STATES_TABLE) =>
      table.columns.filter((column) => column.unit === "R$/l").map((column) => column.name);
    expect(units(STATIONS_TABLE)).toEqual(["preco_etanol", "preco_gasolina", "variacao_etanol", "variacao_gasolina"]);
    expect(units(STATES_TABLE)).toHaveLength(6);
  });

  it("mask any 14-character CNPJ as 00.000.000/0000-00", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\dA-Z]{12}\d{2}$/), (cnpj) => {
        const masked = maskCnpj(cnpj);
        expect(masked).toMatch(/^.{2}\..{3}\..{3}\/.{4}-\d{2}$/);
        expect(masked.replace(/[./-]/g, "")).toBe(cnpj);
      }),
    );
  });
});
