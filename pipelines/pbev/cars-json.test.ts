import { describe, expect, it } from "vitest";
import type { CarsJson } from "#data/cars.ts";
import { checkNoDuplicateEdition, formatCarsJson } from "./run.ts";

const CARS: CarsJson = {
  format: 1,
  source: "Fonte: Inmetro – PBE Veicular",
  editions: [
    { year: 2025, updated: "2025-11-24", file: "pbev-2025-11-24.pdf" },
    { year: 2026, updated: "2026-06-03", file: "pbev-2026-06-03.pdf" },
  ],
  makes: [
    [
      "Audi",
      "audi",
      [
        [
          "A3 Sedan",
          [
            ["Prestige", "1.4 16V", "A 6", "7.8", "9.9", "11.7", "14.2", 0, 1],
            ["Prestige Plus", "1.4 16V", "A 6", "7.8", "9.9", "11.7", "14.2", 1, 1],
          ],
        ],
        ["Q3", [["", "1.4 16V", "DCT 6", "6.9", "8.1", "10.2", "11.9", 0, 0]]],
      ],
    ],
    ["Fiat", "fiat", [["Mobi", [["Like", "1.0 6V", "M 5", "9.8", "10.7", "13.9", "15.2", 0, 1]]]]],
  ],
};

describe("formatCarsJson", () => {
  const text = formatCarsJson(CARS);

  it("reads back as the same catalogue", () => {
    expect(JSON.parse(text)).toEqual(CARS);
  });

  it("writes one car per line, so that a new table's diff shows each car added, changed or removed", () => {
    const lines = text.split("\n");
    for (const [, , models] of CARS.makes)
      for (const [, cars] of models)
        for (const car of cars)
          expect(lines.filter((line) => line.trim().startsWith(JSON.stringify(car)))).toHaveLength(1);
    expect(lines).toContain('    {"year":2026,"updated":"2026-06-03","file":"pbev-2026-06-03.pdf"}');
    expect(text.endsWith("}\n")).toBe(true);
  });
});

describe("checkNoDuplicateEdition", () => {
  const edition = (file: string, updated: string) => ({
    file,
    info: { year: Number(updated.slice(0, 4)), updated, flexCount: null },
  });

  it("accepts editions with distinct update dates, the same year included", () => {
    expect(() =>
      checkNoDuplicateEdition([edition("a.pdf", "2026-01-20"), edition("b.pdf", "2026-06-03")]),
    ).not.toThrow();
  });

  it("refuses two files of the same edition, naming both", () => {
    expect(() =>
      checkNoDuplicateEdition([edition("pbev-2026-06-03.pdf", "2026-06-03"), edition("Tabela PBEV.pdf", "2026-06-03")]),
    ).toThrow("Tabela PBEV.pdf: the edition updated 2026-06-03 is already in pbev-2026-06-03.pdf; remove one of them");
  });
});
