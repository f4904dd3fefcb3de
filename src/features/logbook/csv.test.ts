import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillUp, handExample } from "#testing/test-fill-ups.ts";
import { readCsv, toCsv } from "./csv.ts";
import { summarize } from "./segments.ts";

const TODAY = "2026-11-24";
let next = 0;
const newId = () => `csv${(next += 1)}`;
const HEADER = "data,combustivel,hodometro_km,litros,preco_litro,tanque_cheio";

describe("toCsv", () => {
  it("writes the documented columns, oldest first, numbers the Brazilian way", () => {
    const text = toCsv([fillUp("ethanol", "10300", "40.5", false, "4.19"), fillUp("gasoline", "9800", "35", true)]);
    expect(text.split("\r\n")).toEqual([
      HEADER,
      `${"2026-01-10"},gasolina,9800,35,,sim`,
      `${"2026-01-11"},etanol,10300,"40,5","4,19",não`,
      "",
    ]);
  });
});

describe("readCsv", () => {
  it("reads back what it wrote: the same figures", () => {
    const log = handExample();
    const result = readCsv(toCsv(log), [], TODAY, newId);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const strip = (summary: ReturnType<typeof summarize>) => ({ ...summary, segments: summary.segments.length });
    expect(strip(summarize(result.added))).toEqual(strip(summarize(log)));
  });

  it("reads Brazilian dates, thousands separators, upper case and a byte-order mark", () => {
    const text = `\uFEFF${HEADER}\n20/11/2026,ETANOL,10.300,"40,5",,Sim\n`;
    const result = readCsv(text, [], TODAY, newId);
    expect(result.ok && result.added.map(({ date, fuel, fullTank }) => [date, fuel, fullTank])).toEqual([
      ["2026-11-20", "ethanol", true],
    ]);
  });

  it("reads the example of docs/logbook-csv.md", () => {
    const doc = readFileSync(new URL("../../../docs/logbook-csv.md", import.meta.url), "utf8");
    const example = /```\n(data,[\s\S]*?)```/.exec(doc)?.[1] ?? "";
    const result = readCsv(example, [], TODAY, newId);
    expect(result.ok && result.added.map(({ fuel, fullTank }) => [fuel, fullTank])).toEqual([
      ["gasoline", true],
      ["ethanol", false],
    ]);
  });

  it("skips lines already stored, so that importing a file twice adds nothing", () => {
    const log = handExample();
    const result = readCsv(toCsv(log), log, TODAY, newId);
    expect(result).toEqual({ ok: true, added: [], duplicates: log.length });
  });

  it.each([
    [
      `${HEADER}\n2026-11-01,etanol,1000,40,,sim\n2026-11-02,diesel,1400,40,,sim`,
      3,
      "em combustivel: Escolha o combustível",
    ],
    [`${HEADER}\n2026-11-01,etanol,1000,40,,talvez`, 2, 'em tanque_cheio, escreva "sim" ou "não".'],
    [`${HEADER}\n2026-11-01,etanol,1000,-4,,sim`, 2, "em litros: Informe os litros"],
    [`${HEADER}\n2099-11-01,etanol,1000,40,,sim`, 2, "em data: A data está no futuro"],
    [`${HEADER}\n2026-11-01,etanol,1000,40,,sim\n\n2026-11-02,etanol,900,40,,sim`, 4, "em hodometro_km: O hodômetro"],
    [`${HEADER}\n2026-11-01,etanol,1000,40,,sim\n2026-11-02,etanol,5000,40,,sim`, 3, "daria 100,0 km/l"],
    ["data;combustivel\n2026-11-01;etanol", 1, "faltam as colunas"],
  ])("stops at the first bad line and adds nothing (%#)", (text, line, message) => {
    const result = readCsv(text, [], TODAY, newId);
    expect(result).toMatchObject({ ok: false, line });
    expect(!result.ok && result.message).toContain(message);
  });

  it("checks the new lines against the fill-ups already stored", () => {
    const stored = [fillUp("ethanol", "5000", "40")];
    const result = readCsv(`${HEADER}\n2026-11-01,etanol,4000,40,,sim`, stored, TODAY, newId);
    expect(result).toMatchObject({ ok: false, line: 2 });
  });
});
