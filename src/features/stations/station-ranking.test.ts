import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Station, StationPrice } from "#data/build/stations.ts";
import { compare, type Fraction } from "#lib/decimal.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { STATION_ORDERS } from "./station-order.ts";
import {
  cheapestStation,
  gasolineEquivalentCost,
  sortStations,
  stationShare,
  stationVerdict,
} from "./station-ranking.ts";

/** A price in whole centavos as the pipeline writes it ("3.9", "4.19"). */
const price = (cents: number): StationPrice => ({ price: (cents / 100).toString(), collected: "2026-06-09" });

const station = (
  name: string,
  ethanol: number | null,
  gasoline: number | null,
  cnpj = name.padEnd(14, "0"),
): Station => ({
  cnpj,
  uf: "SP",
  city: "Campinas",
  name,
  brand: null,
  street: "Rua Um",
  number: "1",
  district: "Centro",
  cep: null,
  ethanol: ethanol === null ? null : price(ethanol),
  gasoline: gasoline === null ? null : price(gasoline),
});

const cents = fc.integer({ min: 100, max: 2000 });

describe("stationVerdict", () => {
  it("decides on the station's own two prices, exactly: 70% is ethanol", () => {
    expect(stationVerdict(station("A", 420, 600))).toEqual({ kind: "both", fuel: "ethanol", ratio: 0.7 });
    expect(stationVerdict(station("A", 421, 600))).toMatchObject({ kind: "both", fuel: "gasoline" });
    expect(stationVerdict(station("A", 399, 570))).toMatchObject({ kind: "both", fuel: "ethanol", ratio: 0.7 });
  });

  it("agrees with the rule in whole centavos for any pair (e × 10 ≤ g × 7 is ethanol)", () => {
    fc.assert(
      fc.property(cents, cents, (ethanol, gasoline) => {
        const verdict = stationVerdict(station("A", ethanol, gasoline));
        expect(verdict).toMatchObject({ kind: "both", fuel: ethanol * 10 <= gasoline * 7 ? "ethanol" : "gasoline" });
      }),
    );
  });

  it("names the one fuel a station sold, and has nothing for a station with neither", () => {
    expect(stationVerdict(station("A", null, 600))).toEqual({ kind: "only", fuel: "gasoline" });
    expect(stationVerdict(station("A", 400, null))).toEqual({ kind: "only", fuel: "ethanol" });
    expect(stationVerdict(station("A", null, null))).toBeNull();
  });
});

describe("gasolineEquivalentCost", () => {
  /** Whether the cost is exactly `reais`. */
  const costIs = (each: Station, reais: Fraction) => compare(gasolineEquivalentCost(each) as Fraction, reais) === 0;

  it("is the lower of the gasoline price and the ethanol price ÷ 0,7", () => {
    expect(costIs(station("A", 350, 600), { n: 5n, d: 1n })).toBe(true);
    expect(costIs(station("A", 450, 600), { n: 6n, d: 1n })).toBe(true);
    expect(costIs(station("A", 350, null), { n: 5n, d: 1n })).toBe(true);
    expect(costIs(station("A", null, 590), { n: 59n, d: 10n })).toBe(true);
    expect(gasolineEquivalentCost(station("A", null, null))).toBeNull();
  });
});

describe("sortStations", () => {
  const list = fc.array(
    fc.record({ ethanol: fc.option(cents), gasoline: fc.option(cents), name: fc.constantFrom("A", "B", "C") }),
    { maxLength: 20 },
  );

  it("orders by cost per km with the 70% rule: cheaper per km first, whatever the input order", () => {
    fc.assert(
      fc.property(list, (rows) => {
        const stations = rows.map((row, index) =>
          station(row.name, row.ethanol, row.gasoline, String(index).padStart(14, "0")),
        );
        const sorted = sortStations(stations);
        expect(sorted).toHaveLength(stations.length);
        // Cost in hundredths of centavos × 7: gasoline × 7 or ethanol × 10, exact integers.
        const cost = (each: Station) => {
          const values = [
            each.ethanol && Math.round(Number(each.ethanol.price) * 100) * 10,
            each.gasoline && Math.round(Number(each.gasoline.price) * 100) * 7,
          ].filter((value): value is number => typeof value === "number");
          return values.length ? Math.min(...values) : Infinity;
        };
        for (let index = 1; index < sorted.length; index++) {
          expect(cost(sorted[index - 1]!)).toBeLessThanOrEqual(cost(sorted[index]!));
        }
        expect(sortStations([...stations].reverse()).map((each) => each.cnpj)).toEqual(sorted.map((each) => each.cnpj));
      }),
    );
  });

  it("orders by one fuel's price with the stations that did not sell it last", () => {
    const stations = [station("A", null, 600), station("B", 450, 590), station("C", 400, null)];
    expect(sortStations(stations, "ethanol").map((each) => each.name)).toEqual(["C", "B", "A"]);
    expect(sortStations(stations, "gasoline").map((each) => each.name)).toEqual(["B", "A", "C"]);
    expect(STATION_ORDERS).toEqual(["cost", "ethanol", "gasoline"]);
  });

  it("breaks ties by name in pt-BR order, then by CNPJ", () => {
    const stations = [
      station("Posto Zé", 400, 600),
      station("Posto Ágata", 400, 600),
      station("Posto Ágata", 400, 600, "0".repeat(14)),
    ];
    expect(sortStations(stations).map((each) => `${each.name} ${each.cnpj.slice(0, 1)}`)).toEqual([
      "Posto Ágata 0",
      "Posto Ágata P",
      "Posto Zé P",
    ]);
  });
});

describe("stationShare", () => {
  it("counts the stations where ethanol paid off among those that sold both", () => {
    expect(
      stationShare([station("A", 420, 600), station("B", 430, 600), station("C", null, 600), station("D", 300, null)]),
    ).toEqual({
      pays: 1,
      total: 2,
    });
    expect(stationShare([])).toEqual({ pays: 0, total: 0 });
  });

  it("matches two states counted by hand from the station file of 7 to 13/06/2026", () => {
    // Counted from revendas_lpc_2026-06-07_2026-06-13.xlsx in whole centavos (ETANOL × 10 ≤ GASOLINA COMUM × 7).
    const of = (uf: string) => ANP_JUNE_2026.stations.stations.filter((each) => each.uf === uf);
    expect(stationShare(of("BA"))).toEqual({ pays: 89, total: 202 });
    expect(stationShare(of("SP"))).toEqual({ pays: 1146, total: 1163 });
    expect(stationShare(ANP_JUNE_2026.stations.stations)).toEqual({ pays: 2181, total: 3632 });
  });
});

describe("cheapestStation", () => {
  it("is the station with the lowest price of the fuel, or null when none sold it", () => {
    const stations = [station("A", 420, 600), station("B", 410, 610), station("C", null, 590)];
    expect(cheapestStation(stations, "ethanol")?.name).toBe("B");
    expect(cheapestStation(stations, "gasoline")?.name).toBe("C");
    expect(cheapestStation([station("C", null, 590)], "ethanol")).toBeNull();
  });
});
