import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { WeeklyPrices } from "#data/build/weekly.ts";
import { ANP_SOURCE } from "#data/dataset.ts";
import { decimalText, parseDecimal } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";
import { anpKey, STATES, type Uf } from "#lib/states.ts";
import { readMunicipalities } from "#pipelines/ibge/municipalities.ts";
import { cityNames, municipalityKey } from "#pipelines/ibge/municipality-names.ts";
import { readPrice } from "./cells.ts";
import {
  buildCityIndex,
  buildMonthly,
  buildWeekly,
  type MonthlyRecord,
  nextMonth,
  parseMonthlySheet,
  parseWeeklySheet,
  PRODUCT_NAMES,
  type WeeklySheet,
} from "./parse.ts";
import { readSheets } from "./workbook.ts";

/** The weekly summary of 7 to 13/06/2026, frozen (fixtures/README.md); the monthly series as committed. */
const FIXTURES = new URL("../../fixtures/anp-2026-06-07/", import.meta.url);
const DATA = new URL("../../data/anp/", import.meta.url);
const WEEKLY_FILE = "resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx";
const MONTHLY_FILE = "mensal-estados-desde-jan2013.xlsx";
const MONTHLY_SHEET = "ESTADOS - DESDE JANEIRO DE 2013";

let weekly: Map<string, unknown[][]>;
let monthly: Map<string, unknown[][]>;
const sheet = (book: Map<string, unknown[][]>, name: string) => book.get(name)!.map((row) => [...row]);

beforeAll(async () => {
  weekly = await readSheets(readFileSync(new URL(WEEKLY_FILE, FIXTURES)), WEEKLY_FILE);
  monthly = await readSheets(readFileSync(new URL(MONTHLY_FILE, DATA)), MONTHLY_FILE);
}, 60_000);

describe("the weekly summary of 2026-06-07 to 2026-06-13", () => {
  it("reads ESTADOS: 178 rows, both fuels for all 27 UFs", () => {
    const states = parseWeeklySheet(sheet(weekly, "ESTADOS"), "ESTADOS", "state");
    expect(states).toMatchObject({ weekStart: "2026-06-07", weekEnd: "2026-06-13", rowCount: 178 });
    expect(states.records).toHaveLength(54);
    // Checked in the spreadsheet, sheet ESTADOS: row 11 (ACRE, ETANOL HIDRATADO),
    // row 35 (SAO PAULO, ETANOL HIDRATADO), row 89 (SAO PAULO, GASOLINA COMUM).
    expect(states.records.find((record) => record.row === 11)).toEqual({
      row: 11,
      product: "ethanol",
      uf: "AC",
      city: null,
      prices: { mean: "5.32", min: "4.97", max: "5.89", stations: 5 },
    });
    expect(states.records.find((record) => record.row === 35)?.prices).toEqual({
      mean: "3.86",
      min: "2.96",
      max: "6.29",
      stations: 1177,
    });
    expect(states.records.find((record) => record.row === 89)).toMatchObject({
      uf: "SP",
      product: "gasoline",
      prices: { mean: "6.46" },
    });
  });

  it("reads MUNICIPIOS: 2344 rows, 381 cities, 9 of them without ethanol", () => {
    const cities = parseWeeklySheet(sheet(weekly, "MUNICIPIOS"), "MUNICIPIOS", "city");
    expect(cities.rowCount).toBe(2344);
    expect(cities.records).toHaveLength(753);
    expect(new Set(cities.records.map((record) => `${record.uf} ${record.city}`)).size).toBe(381);
    // Sheet MUNICIPIOS, row 80: SAO PAULO, CAMPINAS, ETANOL HIDRATADO, 25 stations, 3.8 / 3.39 / 4.18.
    expect(cities.records.find((record) => record.row === 80)).toEqual({
      row: 80,
      product: "ethanol",
      uf: "SP",
      city: "CAMPINAS",
      prices: { mean: "3.8", min: "3.39", max: "4.18", stations: 25 },
    });
    // Sheet MUNICIPIOS, row 873: ACRE, CRUZEIRO DO SUL, GASOLINA COMUM, 1 station at 8.46; no ethanol row.
    const cruzeiro = cities.records.filter((record) => record.city === "CRUZEIRO DO SUL");
    expect(cruzeiro).toEqual([
      {
        row: 873,
        product: "gasoline",
        uf: "AC",
        city: "CRUZEIRO DO SUL",
        prices: { mean: "8.46", min: "8.46", max: "8.46", stations: 1 },
      },
    ]);
  });

  it("reads CAPITAIS: the 27 capitals of STATES, each row identical to its MUNICIPIOS row", () => {
    const capitals = parseWeeklySheet(sheet(weekly, "CAPITAIS"), "CAPITAIS", "city");
    const cities = parseWeeklySheet(sheet(weekly, "MUNICIPIOS"), "MUNICIPIOS", "city");
    expect(capitals.rowCount).toBe(170);
    expect(new Set(capitals.records.map((record) => `${record.uf} ${record.city}`))).toEqual(
      new Set(STATES.map((state) => `${state.uf} ${anpKey(state.capital)}`)),
    );
    for (const { uf, city, product, prices } of capitals.records) {
      expect(
        cities.records.find((record) => record.uf === uf && record.city === city && record.product === product)?.prices,
      ).toEqual(prices);
    }
  });

  it("buildWeekly names the cities with IBGE's spelling; only the names differ from the title-case fallback", () => {
    const brazil = parseWeeklySheet(sheet(weekly, "BRASIL"), "BRASIL", "country");
    const states = parseWeeklySheet(sheet(weekly, "ESTADOS"), "ESTADOS", "state");
    const cities = parseWeeklySheet(sheet(weekly, "MUNICIPIOS"), "MUNICIPIOS", "city");
    const municipalities = readMunicipalities();
    const official = buildWeekly(brazil, states, cities, cityNames(municipalities));
    const fallback = buildWeekly(brazil, states, cities, cityNames([]));
    const names = (json: WeeklyPrices, uf: Uf) => json.cities.filter((city) => city.uf === uf).map((city) => city.name);
    expect(names(official, "SP")).toEqual(
      expect.arrayContaining(["São José dos Campos", "Ribeirão Preto", "Mogi Guaçu", "Embu das Artes", "São Paulo"]),
    );
    expect(names(official, "RS")).toContain("Sant'Ana do Livramento");
    expect(names(official, "RO")).toContain("Ji-Paraná");
    expect(names(fallback, "SP")).toContain("Sao Jose dos Campos");
    const listed = new Set(municipalities.map((town) => `${town.uf} ${town.name}`));
    expect(official.cities.filter((city) => !listed.has(`${city.uf} ${city.name}`))).toEqual([]);
    for (const { uf } of STATES) {
      expect(names(official, uf)).toEqual(names(official, uf).toSorted((a, b) => a.localeCompare(b, "pt-BR")));
    }
    const byPlace = (json: WeeklyPrices) =>
      Object.fromEntries(json.cities.map(({ name, ...prices }) => [`${prices.uf} ${municipalityKey(name)}`, prices]));
    expect(byPlace(official)).toEqual(byPlace(fallback));
    expect({ ...official, cities: [] }).toEqual({ ...fallback, cities: [] });
  });

  it("reads BRASIL", () => {
    const brazil = parseWeeklySheet(sheet(weekly, "BRASIL"), "BRASIL", "country");
    expect(brazil.rowCount).toBe(7);
    // Sheet BRASIL, row 13: GASOLINA COMUM, 4335 stations, 6.61 / 5.49 / 9.69.
    expect(brazil.records.find((record) => record.product === "gasoline")).toEqual({
      row: 13,
      product: "gasoline",
      uf: null,
      city: null,
      prices: { mean: "6.61", min: "5.49", max: "9.69", stations: 4335 },
    });
  });
});

describe("the committed monthly series", () => {
  it("reads every month since January 2013 for 27 UFs × 2 fuels, less Amapá's months without ethanol", () => {
    const parsed = parseMonthlySheet(sheet(monthly, MONTHLY_SHEET), MONTHLY_SHEET);
    const months = new Set(parsed.records.map((record) => record.month));
    const apEthanol = parsed.records.filter((record) => record.uf === "AP" && record.product === "ethanol");
    expect(parsed.records).toHaveLength(months.size * 27 * 2 - (months.size - apEthanol.length));
    // January 2013 to June 2026, less September 2020 (no survey), when this test was written.
    expect(months.size).toBeGreaterThanOrEqual(161);
    const at = (row: number) => parsed.records.find((record) => record.row === row);
    // Checked in the spreadsheet: row 18 (2013-01, ETANOL HIDRATADO, ACRE, 2.552).
    expect(at(18)).toEqual({ row: 18, month: "2013-01", uf: "AC", product: "ethanol", mean: "2.552" });
    expect(apEthanol.some((record) => record.month === "2026-01")).toBe(false);
    expect(parsed.records.some((record) => record.month === "2020-09")).toBe(false);
  });
});

describe("the 2025-08-24 week's ESTADOS sheet saved as CSV (latin-1, ';', decimal comma)", () => {
  it("matches the press: SP ethanol R$ 3,98, lowest MS R$ 3,86, highest AC R$ 5,99", () => {
    const bytes = readFileSync(
      new URL("../../data/anp/resumo_semanal_lpc_2025-08-24_2025-08-30_ESTADOS.csv", import.meta.url),
    );
    const rows = new TextDecoder("latin1")
      .decode(bytes)
      .split(/\r?\n/)
      .map((line) => line.split(";"));
    const parsed = parseWeeklySheet(rows, "ESTADOS", "state");
    expect(parsed).toMatchObject({ weekStart: "2025-08-24", weekEnd: "2025-08-30" });
    const ethanol = parsed.records.filter((record) => record.product === "ethanol");
    const sorted = ethanol.toSorted((a, b) => Number(a.prices.mean) - Number(b.prices.mean));
    expect(ethanol.find((record) => record.uf === "SP")?.prices.mean).toBe("3.98");
    expect([sorted[0]?.uf, sorted[0]?.prices.mean]).toEqual(["MS", "3.86"]);
    expect([sorted.at(-1)?.uf, sorted.at(-1)?.prices.mean]).toEqual(["AC", "5.99"]);
  });
});

describe("format changes", () => {
  const MEAN = 7; // column H, 0-based, of the weekly sheets
  const edit = (row: number, column: number, value: unknown) => (rows: unknown[][]) => {
    rows[row - 1]![column] = value;
  };

  it.each([
    [
      "a text price",
      edit(35, MEAN, "abc"),
      'Planilha "ESTADOS", linha 35: preço médio do etanol não é um número ("abc")',
    ],
    ["an empty price", edit(70, MEAN, null), 'Planilha "ESTADOS", linha 70: preço médio da gasolina está vazio'],
    ["a zero price", edit(70, MEAN, 0), 'Planilha "ESTADOS", linha 70: preço médio da gasolina não é positivo (0)'],
    [
      "a price with 4 decimals",
      edit(70, 9, 6.0001),
      'Planilha "ESTADOS", linha 70: preço mínimo da gasolina tem mais de 3 casas decimais (6.0001)',
    ],
    ["an unknown state", edit(57, 3, "ATLANTIDA"), 'Planilha "ESTADOS", linha 57: estado desconhecido ("ATLANTIDA")'],
    [
      "an unknown product",
      edit(40, 4, "HIDROGENIO"),
      'Planilha "ESTADOS", linha 40: produto desconhecido ("HIDROGENIO")',
    ],
    [
      "a fractional station count",
      edit(12, 5, 12.5),
      'Planilha "ESTADOS", linha 12: número de postos não é um inteiro positivo (12.5)',
    ],
    [
      "a date that is not one",
      edit(20, 0, "ontem"),
      'Planilha "ESTADOS", linha 20: data inicial não é uma data ("ontem")',
    ],
    [
      "another week",
      edit(20, 0, "31/05/2026"),
      'Planilha "ESTADOS", linha 20: semana 2026-05-31 a 2026-06-13 difere da primeira linha (2026-06-07 a 2026-06-13)',
    ],
    [
      "a week not from Sunday",
      (rows: unknown[][]) => rows.forEach((row, index) => index >= 10 && (row[0] = "08/06/2026")),
      'Planilha "ESTADOS", linha 11: semana 2026-06-08 a 2026-06-13 não vai de domingo a sábado',
    ],
    [
      "another unit",
      edit(11, 6, "R$/m³"),
      'Planilha "ESTADOS", linha 11: unidade do etanol é "R$/m³", esperado "R$/l"',
    ],
    [
      "min above mean",
      edit(11, 9, 5.33),
      'Planilha "ESTADOS", linha 11: preços do etanol fora de ordem: mínimo 5.33, médio 5.32, máximo 5.89',
    ],
    [
      "a repeated row",
      (rows: unknown[][]) => rows.push([...rows[10]!]),
      'Planilha "ESTADOS", linha 189: ETANOL HIDRATADO de AC repetido (já na linha 11)',
    ],
    [
      "a missing column",
      (rows: unknown[][]) => rows.forEach((row) => row.splice(MEAN, 1)),
      'Planilha "ESTADOS", linha 10: falta a coluna "PREÇO MÉDIO REVENDA" no cabeçalho',
    ],
    [
      "no header",
      (rows: unknown[][]) => rows.splice(9, 1),
      'Planilha "ESTADOS": cabeçalho não encontrado (colunas esperadas: "DATA INICIAL", "DATA FINAL", "PRODUTO", "NÚMERO DE POSTOS PESQUISADOS", "UNIDADE DE MEDIDA", "PREÇO MÉDIO REVENDA", "PREÇO MÍNIMO REVENDA", "PREÇO MÁXIMO REVENDA", "ESTADOS")',
    ],
    [
      "no data",
      (rows: unknown[][]) => rows.splice(10),
      'Planilha "ESTADOS", linha 10: nenhuma linha de dados abaixo do cabeçalho',
    ],
  ])("%s names the sheet and row", (_, change, message) => {
    const rows = sheet(weekly, "ESTADOS");
    change(rows);
    expect(() => parseWeeklySheet(rows, "ESTADOS", "state")).toThrow(new Error(message));
  });

  it("finds a shifted header with reordered columns, and then names the shifted rows", () => {
    const original = parseWeeklySheet(sheet(weekly, "ESTADOS"), "ESTADOS", "state");
    const swap = (row: unknown[]) => [row[9], ...row.slice(0, 9), ...row.slice(10)]; // PREÇO MÍNIMO first
    const rows = [["nota nova"], [], [], ...sheet(weekly, "ESTADOS").map(swap)];
    const shifted = parseWeeklySheet(rows, "ESTADOS", "state");
    expect(shifted.records).toEqual(original.records.map((record) => ({ ...record, row: record.row + 3 })));
    rows[37]![MEAN + 1] = "abc";
    expect(() => parseWeeklySheet(rows, "ESTADOS", "state")).toThrow(
      'Planilha "ESTADOS", linha 38: preço médio do etanol',
    );
  });

  it("reads exceljs rich text and formula cells as their text and result", () => {
    const rows = sheet(weekly, "ESTADOS");
    rows[34]![3] = { richText: [{ text: "SAO " }, { font: { bold: true }, text: "PAULO" }] };
    rows[34]![MEAN] = { formula: "AVERAGE(X1:X9)", result: 3.86 };
    const parsed = parseWeeklySheet(rows, "ESTADOS", "state");
    expect(parsed.records.find((record) => record.row === 35)).toMatchObject({ uf: "SP", prices: { mean: "3.86" } });
  });

  it("refuses a month that is not the 1st and a repeated month, naming the row", () => {
    const rows = sheet(monthly, MONTHLY_SHEET).slice(0, 30);
    rows[17]![0] = new Date("2013-01-15T00:00:00Z");
    expect(() => parseMonthlySheet(rows, MONTHLY_SHEET)).toThrow(
      `Planilha "${MONTHLY_SHEET}", linha 18: mês não é o dia 1º de um mês (2013-01-15)`,
    );
    const repeated = [...sheet(monthly, MONTHLY_SHEET).slice(0, 30), sheet(monthly, MONTHLY_SHEET)[17]!];
    expect(() => parseMonthlySheet(repeated, MONTHLY_SHEET)).toThrow(
      `Planilha "${MONTHLY_SHEET}", linha 31: ETANOL HIDRATADO de AC em 2013-01 repetido (já na linha 18)`,
    );
  });
});

// ——— Properties ————————————————————————————————————————————————————————————

const UFS = STATES.map((state) => state.uf);
const ALL_PRODUCTS = [
  PRODUCT_NAMES.ethanol,
  PRODUCT_NAMES.gasoline,
  "GASOLINA ADITIVADA",
  "GLP",
  "GNV",
  "OLEO DIESEL",
  "OLEO DIESEL S10",
];
const TITLES = [
  "DATA INICIAL",
  "DATA FINAL",
  "REGIAO",
  "ESTADOS",
  "PRODUTO",
  "NÚMERO DE POSTOS PESQUISADOS",
  "UNIDADE DE MEDIDA",
  "PREÇO MÉDIO REVENDA",
  "DESVIO PADRÃO REVENDA",
  "PREÇO MÍNIMO REVENDA",
  "PREÇO MÁXIMO REVENDA",
];

/** A price in thousandths of a real (R$ 0,001 to R$ 20,00), with the exact text the parser must return. */
const price = fc.integer({ min: 1, max: 20_000 }).map((thousandths) => ({
  thousandths,
  text: decimalText({ n: BigInt(thousandths), d: 1000n }),
}));

/** How a spreadsheet may hold a price: a number, a text with a comma, or one with trailing zeros. */
const priceCell = (thousandths: number) =>
  fc.constantFrom(
    thousandths / 1000,
    (thousandths / 1000).toString().replace(".", ","),
    `${(thousandths / 1000).toFixed(3)}0`,
  );

/** A valid ESTADOS row: unique UF and product, min ≤ mean ≤ max. */
const stateRow = fc
  .record({
    uf: fc.constantFrom(...UFS),
    product: fc.constantFrom(...ALL_PRODUCTS),
    stations: fc.integer({ min: 1, max: 5000 }),
    prices: fc.tuple(price, price, price).map((triple) => triple.toSorted((a, b) => a.thousandths - b.thousandths)),
  })
  .chain((row) =>
    fc.tuple(...row.prices.map((entry) => priceCell(entry.thousandths))).map((cells) => ({ ...row, cells })),
  );

/** A whole ESTADOS sheet: preamble of any length, columns in any order, valid rows. */
const stateSheet = fc.record({
  preamble: fc.array(fc.constantFrom<unknown[]>(["LEVANTAMENTO DE PREÇOS"], [], [null, "OBS"]), { maxLength: 12 }),
  order: fc.shuffledSubarray(
    TITLES.map((_, index) => index),
    { minLength: TITLES.length },
  ),
  rows: fc.uniqueArray(stateRow, { minLength: 1, maxLength: 60, selector: (row) => `${row.uf} ${row.product}` }),
});

function toCells(sheet: typeof stateSheet extends fc.Arbitrary<infer T> ? T : never): unknown[][] {
  const line = (cells: unknown[]) => sheet.order.map((index) => cells[index]);
  const anpName = (uf: Uf) => STATES.find((state) => state.uf === uf)!.anpName;
  const [min, mean, max] = [0, 1, 2];
  return [
    ...sheet.preamble,
    line(TITLES),
    ...sheet.rows.map((row) =>
      line([
        "07/06/2026",
        "13/06/2026",
        "SUL",
        anpName(row.uf),
        row.product,
        row.stations,
        "R$/l",
        row.cells[mean],
        0.1,
        row.cells[min],
        row.cells[max],
      ]),
    ),
  ];
}

describe("properties", () => {
  it("any valid ESTADOS sheet round-trips: every ethanol and gasoline row, exact, at its row number", () => {
    fc.assert(
      fc.property(stateSheet, (generated) => {
        const parsed = parseWeeklySheet(toCells(generated), "ESTADOS", "state");
        const first = generated.preamble.length + 2;
        const expected = generated.rows.flatMap((row, index) => {
          const product =
            row.product === PRODUCT_NAMES.ethanol
              ? "ethanol"
              : row.product === PRODUCT_NAMES.gasoline
                ? "gasoline"
                : null;
          if (!product) return [];
          const [min, mean, max] = row.prices.map((entry) => entry.text);
          return [
            { row: first + index, product, uf: row.uf, city: null, prices: { mean, min, max, stations: row.stations } },
          ];
        });
        expect(parsed.records).toEqual(expected);
        expect(parsed.rowCount).toBe(generated.rows.length);
      }),
    );
  });

  it("buildWeekly keeps every UF, with null for a fuel the sheet lacks", () => {
    fc.assert(
      fc.property(stateSheet, (generated) => {
        const states = parseWeeklySheet(toCells(generated), "ESTADOS", "state");
        const empty: WeeklySheet = { ...states, sheet: "X", records: [] };
        const weeklyJson = buildWeekly(empty, states, empty, cityNames([]));
        expect(weeklyJson.states.map((row) => row.uf)).toEqual(UFS);
        for (const row of weeklyJson.states) {
          for (const product of ["ethanol", "gasoline"] as const) {
            const record = states.records.find((entry) => entry.uf === row.uf && entry.product === product);
            expect(row[product]).toEqual(record?.prices ?? null);
          }
        }
      }),
    );
  });

  it("any price ≤ 0 is refused, naming its row", () => {
    const nonPositive = fc.oneof(
      fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -9999, max: 0 }).map((units) => (units / 100).toString().replace(".", ",")),
    );
    fc.assert(
      fc.property(stateSheet, fc.nat(), fc.constantFrom(7, 9, 10), nonPositive, (generated, pick, column, value) => {
        const rows = toCells(generated);
        const target = generated.preamble.length + 1 + (pick % generated.rows.length);
        rows[target]![generated.order.indexOf(column)] = value;
        expect(() => parseWeeklySheet(rows, "ESTADOS", "state")).toThrow(
          new RegExp(`^Planilha "ESTADOS", linha ${target + 1}: preço (médio|mínimo|máximo) .* não é positivo`),
        );
      }),
    );
  });

  it("readPrice reads a price of up to 3 places as its exact shortest text and refuses more", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), (n, places) => {
        const digits = n.toString().padStart(places + 1, "0");
        const cell = places === 0 ? digits : `${digits.slice(0, -places)},${digits.slice(-places)}`;
        const exact = { n, d: 10n ** BigInt(places) };
        if (places > 3 && n % 10n ** BigInt(places - 3) !== 0n) {
          expect(() => readPrice(cell, "ESTADOS", 9, "preço")).toThrow("tem mais de 3 casas decimais");
        } else {
          const text = readPrice(cell, "ESTADOS", 9, "preço");
          expect(text).toMatch(/^\d+(\.\d{0,2}[1-9])?$/);
          const read = parseDecimal(text)!;
          expect(read.n * exact.d).toBe(exact.n * read.d);
        }
      }),
    );
  });

  it("buildMonthly gives every UF one entry per calendar month, the record's mean or null", () => {
    const month = fc.integer({ min: 0, max: 40 }).map((offset) => {
      let value = "2019-11";
      for (let index = 0; index < offset; index += 1) value = nextMonth(value);
      return value;
    });
    const record = fc.record({
      month,
      uf: fc.constantFrom(...UFS),
      product: fc.constantFrom<Fuel>("ethanol", "gasoline"),
      mean: price.map((entry) => entry.text),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(record, {
          minLength: 1,
          maxLength: 80,
          selector: (entry) => `${entry.month} ${entry.uf} ${entry.product}`,
        }),
        (records) => {
          const withRows: MonthlyRecord[] = records.map((entry, index) => ({ ...entry, row: index + 18 }));
          const result = buildMonthly({ sheet: "M", rowCount: records.length, records: withRows });
          const months = records.map((entry) => entry.month).sort();
          const calendar = [months[0]!];
          while (calendar.at(-1)! < months.at(-1)!) calendar.push(nextMonth(calendar.at(-1)!));
          const mean = (uf: Uf, month: string, product: Fuel) =>
            records.find((item) => item.uf === uf && item.month === month && item.product === product)?.mean ?? null;
          // Compared as JSON text: toEqual on thousands of entries per run is too slow.
          expect(JSON.stringify(result)).toBe(
            JSON.stringify({
              source: ANP_SOURCE,
              firstMonth: months[0],
              lastMonth: months.at(-1),
              states: UFS.map((uf) => ({
                uf,
                months: calendar.map((month) => ({
                  month,
                  ethanol: mean(uf, month, "ethanol"),
                  gasoline: mean(uf, month, "gasoline"),
                })),
              })),
            }),
          );
        },
      ),
    );
  });
});

describe("buildCityIndex", () => {
  it("lists every UF, cities by name, [mean, stations] or null per fuel", () => {
    const stats = { mean: "4.1", min: "4", max: "4.2", stations: 3 };
    const index = buildCityIndex({
      source: "s",
      weekStart: "2026-06-07",
      weekEnd: "2026-06-13",
      brazil: { ethanol: null, gasoline: null },
      states: [],
      cities: [
        { name: "Zé Doca", uf: "MA", ethanol: stats, gasoline: null },
        { name: "Águas Lindas de Goiás", uf: "GO", ethanol: null, gasoline: stats },
        { name: "Bacabal", uf: "MA", ethanol: stats, gasoline: stats },
      ],
    });
    expect(Object.keys(index.states)).toEqual(UFS);
    expect(index.states.MA).toEqual([
      ["Bacabal", ["4.1", 3], ["4.1", 3]],
      ["Zé Doca", ["4.1", 3], null],
    ]);
    expect(index.states.GO).toEqual([["Águas Lindas de Goiás", null, ["4.1", 3]]]);
    expect(index.states.SP).toEqual([]);
  });
});
