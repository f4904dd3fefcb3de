import { describe, expect, it } from "vitest";
import type { StatePricesJson } from "#data/browser/station-prices.ts";
import { absentText, keptStationView, weekWithYear } from "./kept-station-view.ts";
import type { KeptStation } from "./kept-stations.ts";

const station: KeptStation = {
  cnpj: "12345678000195",
  uf: "SP",
  city: "Campinas",
  name: "Auto Posto Tal",
  brand: null,
  address: "Avenida Brasil, 100 – Centro",
};

const file: StatePricesJson = {
  format: 1,
  source: "ANP",
  uf: "SP",
  weekStart: "2026-06-14",
  weekEnd: "2026-06-20",
  previous: { start: "2026-06-07", end: "2026-06-13" },
  stations: {
    [station.cnpj]: [
      ["4.19", "2026-06-16"],
      ["6.29", "2026-06-17"],
      ["4.29", "6.19"],
    ],
    "98765432000198": [null, ["6.09", "2026-06-16"], null],
  },
};

describe("keptStationView", () => {
  it("gives a kept station this week's prices and days, by CNPJ, and their change", () => {
    expect(keptStationView(station, file)).toEqual({
      kind: "surveyed",
      prices: {
        ethanol: { price: "4.19", collected: "2026-06-16" },
        gasoline: { price: "6.29", collected: "2026-06-17" },
      },
      change: {
        kind: "kept",
        ethanol: { price: "4.19", change: "-0.10" },
        gasoline: { price: "6.29", change: "0.10" },
        flip: null,
      },
    });
  });

  it("says new for a station missing from the previous survey, and no change without a previous survey", () => {
    const other = { ...station, cnpj: "98765432000198" };
    expect(keptStationView(other, file)).toMatchObject({ kind: "surveyed", change: { kind: "new" } });
    expect(keptStationView(station, { ...file, previous: null })).toMatchObject({ kind: "surveyed", change: null });
  });

  it("names the newest week, with no price, for a station missing from the newest survey", () => {
    const gone = { ...station, cnpj: "11111111000191" };
    const view = keptStationView(gone, file);
    expect(view).toEqual({ kind: "absent", week: { start: "2026-06-14", end: "2026-06-20" } });
    expect(view.kind === "absent" && absentText(view.week)).toBe(
      "Fora da pesquisa de 14 a 20/06/2026: a ANP não publicou preços deste posto nessa semana.",
    );
  });
});

describe("weekWithYear", () => {
  it.each([
    [{ start: "2026-06-14", end: "2026-06-20" }, "14 a 20/06/2026"],
    [{ start: "2026-06-28", end: "2026-07-04" }, "28/06 a 04/07/2026"],
    [{ start: "2026-12-27", end: "2027-01-02" }, "27/12/2026 a 02/01/2027"],
  ])("%j is %s", (week, text) => {
    expect(weekWithYear(week)).toBe(text);
  });
});
