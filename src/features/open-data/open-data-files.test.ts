import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { tableCsv, tableJson } from "./open-data-files.ts";
import { type Column, type Table, type TableRows } from "./open-data-tables.ts";

/** A small table with a text, a number, an integer and a date column, for the writers. */
const TABLE: Table<never> = {
  name: "postos",
  title: "Teste",
  description: "Tabela de teste.",
  primaryKey: ["nome"],
  columns: (
    [
      ["nome", "string"],
      ["preco", "number"],
      ["postos", "integer"],
      ["dia", "date"],
    ] as const
  ).map(([name, type]): Column<never> => ({
    name,
    title: name,
    type,
    unit: null,
    description: name,
    value: () => null,
  })),
};

const rows = (...data: (string | null)[][]): TableRows => ({ table: TABLE, rows: data });

/** The CSV read back as Papa Parse reads it with the files' dialect: header and rows of text. */
const readCsv = (text: string) => {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

describe("tableCsv", () => {
  it("writes a BOM, the header, CRLF after every row, decimal commas and empty cells for nulls", () => {
    const text = tableCsv(rows(["Posto A", "4.19", "25", "2026-06-16"], ["Posto B", null, null, null]));
    expect(text).toBe("\uFEFFnome;preco;postos;dia\r\nPosto A;4,19;25;2026-06-16\r\nPosto B;;;\r\n");
  });

  it("keeps negative numbers as numbers", () => {
    expect(tableCsv(rows(["Posto A", "-0.10", "1", "2026-06-16"]))).toContain("Posto A;-0,10;1;");
  });

  it('quotes a name with ";" or quotes, doubling the quotes, so that it reads back whole', () => {
    const names = ["Avenida dos Holandeses, SALA:01 Matriz;", 'Posto "Bom Preço"', "Zona Rural; MA 140"];
    const text = tableCsv(rows(...names.map((name) => [name, "4.19", "1", "2026-06-16"])));
    expect(text).toContain('"Posto ""Bom Preço"""');
    expect(readCsv(text).map((row) => row[0])).toEqual(["nome", ...names]);
  });

  it("reads back any text exactly, one row per record, whatever its separators, quotes or line breaks", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "Ç", " ", ";", '"', ",", "\r", "\n", "'", "x") });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), (names) => {
        const safe = names.map((name) => (/^[=+\-@\t\r]/.test(name) ? `'${name}` : name));
        const read = readCsv(tableCsv(rows(...names.map((name) => [name, null, null, null]))));
        // A row whose only cells are empty reads back as ";;;", never as a skipped line.
        expect(read.slice(1).map((row) => row[0])).toEqual(safe);
      }),
    );
  });

  it("puts an apostrophe before a text a spreadsheet would run as a formula, never before a number", () => {
    const text = tableCsv(rows(["=HYPERLINK(1)", "-1.5", "1", "2026-06-16"], ["@SUM(A1)", "2", "1", "2026-06-16"]));
    expect(readCsv(text).slice(1)).toEqual([
      ["'=HYPERLINK(1)", "-1,5", "1", "2026-06-16"],
      ["'@SUM(A1)", "2", "1", "2026-06-16"],
    ]);
  });
});

describe("tableJson", () => {
  it("writes one object per row, numbers as numbers and empty cells as null", () => {
    const text = tableJson(rows(["Posto A", "4.19", "25", "2026-06-16"], ["Posto B", null, null, null]));
    expect(JSON.parse(text)).toEqual([
      { nome: "Posto A", preco: 4.19, postos: 25, dia: "2026-06-16" },
      { nome: "Posto B", preco: null, postos: null, dia: null },
    ]);
    expect(text.split("\n")).toHaveLength(5);
  });

  it("keeps every price of up to three decimals exact", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (thousandths) => {
        const text = (thousandths / 1000).toString();
        const [record] = JSON.parse(tableJson(rows(["Posto", text, "1", "2026-06-16"])));
        expect(String(record.preco)).toBe(text);
      }),
    );
  });

  it("writes an empty array for a table without rows", () => {
    expect(JSON.parse(tableJson(rows()))).toEqual([]);
  });
});
