import brazil from "@svg-maps/brazil";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { WeeklyPrices } from "./anp-data";
import { brazilMap, statePagePath } from "./brazil-map";
import { stateVerdicts } from "./price-verdicts";
import { STATES } from "./states";

const weekly = JSON.parse(
  readFileSync(new URL("../../../fixtures/anp-2026-06-07/weekly.json", import.meta.url), "utf8"),
) as WeeklyPrices;

describe("brazilMap with the June 2026 week", () => {
  const model = brazilMap(brazil, stateVerdicts(weekly.states));

  it("draws the 27 UFs once each, in the package's viewBox, each linking to its page", () => {
    expect(model.viewBox).toBe("0 0 613 639");
    expect(model.states.map((state) => state.code).toSorted()).toEqual(STATES.map((state) => state.code).toSorted());
    for (const state of model.states) {
      expect(state.href).toBe(`/precos/${state.code}`);
      expect(state.path).toMatch(/^m /i);
    }
  });

  it("names São Paulo with its ratio and verdict, and Amapá with gasoline", () => {
    const byCode = (code: string) => model.states.find((state) => state.code === code)!;
    expect(byCode("sp")).toMatchObject({
      label: "São Paulo: etanol a 59,8% da gasolina, etanol compensa",
      verdict: "ethanol",
      href: "/precos/sp",
    });
    expect(byCode("ap")).toMatchObject({
      label: "Amapá: etanol a 91,9% da gasolina, gasolina compensa",
      verdict: "gasoline",
    });
    // IBGE's spelling from STATES, whatever the package writes.
    expect(byCode("df").label).toMatch(/^Distrito Federal: /);
  });

  it("colours 8 states for ethanol and 19 for gasoline, as the summary counts", () => {
    const count = (verdict: string) => model.states.filter((state) => state.verdict === verdict).length;
    expect([count("ethanol"), count("gasoline"), count("missing")]).toEqual([8, 19, 0]);
  });
});

describe("brazilMap", () => {
  it("says which price a state lacks", () => {
    const rows = stateVerdicts(weekly.states.map((row) => (row.uf === "AP" ? { ...row, ethanol: null } : row)));
    const amapa = brazilMap(brazil, rows).states.find((state) => state.code === "ap")!;
    expect(amapa).toMatchObject({ label: "Amapá: sem preço de etanol nesta pesquisa", verdict: "missing" });
  });

  it("refuses an outline that is not a UF, and a UF without an outline", () => {
    const rows = stateVerdicts(weekly.states);
    expect(() =>
      brazilMap({ ...brazil, locations: [...brazil.locations, { id: "xx", name: "X", path: "m 0,0 z" }] }, rows),
    ).toThrow(/"xx"/);
    expect(() =>
      brazilMap(
        { ...brazil, locations: brazil.locations.filter((location: { id: string }) => location.id !== "se") },
        rows,
      ),
    ).toThrow(/SE/);
  });

  it("gives every state the verdict its label states (any prices)", () => {
    const price = fc.integer({ min: 100, max: 9_999 }).map((cents) => (cents / 100).toFixed(2));
    const stats = (mean: string) => ({ mean, min: mean, max: mean, stations: 3 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.option(price, { nil: null }), price), { minLength: 27, maxLength: 27 }),
        (pairs) => {
          const rows = stateVerdicts(
            STATES.map((state, index) => ({
              uf: state.uf,
              ethanol: pairs[index]![0] === null ? null : stats(pairs[index]![0]),
              gasoline: stats(pairs[index]![1]),
            })),
          );
          for (const state of brazilMap(brazil, rows).states) {
            const suffix = { ethanol: ", etanol compensa", gasoline: ", gasolina compensa", missing: "nesta pesquisa" };
            expect(state.label.endsWith(suffix[state.verdict])).toBe(true);
            expect(state.href).toBe(statePagePath(state.code));
          }
        },
      ),
    );
  });
});
