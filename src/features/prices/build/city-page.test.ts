import { describe, expect, it } from "vitest";
import { type CityWeek, WEEKLY } from "../../../data/weekly.ts";
import { stateByCode, type State } from "../../../lib/states.ts";
import { cityPageMeta, stationRange, stationRangeSentence } from "./city-page.ts";

const city = (ethanol: [string, string, string] | null, gasoline: [string, string, string] | null): CityWeek => ({
  name: "Sant'Ana do Livramento",
  uf: "RS",
  ethanol: ethanol && { mean: ethanol[0], min: ethanol[1], max: ethanol[2], stations: 7 },
  gasoline: gasoline && { mean: gasoline[0], min: gasoline[1], max: gasoline[2], stations: 8 },
});

describe("the verdict at the cheapest and the dearest station", () => {
  it("compares each end of the ethanol range with the mean gasoline, exactly (70% is ethanol)", () => {
    const range = stationRange(city(["4.5", "4.2", "4.9"], ["6.5", "6.2", "7"]))!;
    expect(range.cheapest.verdict).toMatchObject({ ok: true, fuel: "ethanol" });
    // 4.55 / 6.5 = 0.7 exactly.
    expect(stationRange(city(["4.5", "4.55", "4.9"], ["6.5", "6.2", "7"]))?.cheapest.verdict).toMatchObject({
      fuel: "ethanol",
      ratio: 0.7,
    });
    expect(range.dearest.verdict).toMatchObject({ ok: true, fuel: "gasoline" });
    expect(stationRangeSentence(range)).toBe(
      "No posto mais barato (R$\u00a04,20), o etanol sai a 64,6% da gasolina: compensa. No mais caro (R$\u00a04,90), a 75,4%: não compensa.",
    );
  });

  it("is null without both fuels", () => {
    expect(stationRange(city(null, ["8.46", "8.46", "8.46"]))).toBeNull();
    expect(stationRange(city(["4", "4", "4"], null))).toBeNull();
  });
});

describe("cityPageMeta", () => {
  it("titles the page with the city and its UF, trails back to the state, and describes the week's dataset", () => {
    const meta = cityPageMeta(city(["4.5", "4.2", "4.9"], ["6.5", "6.2", "7"]), stateByCode("rs") as State, WEEKLY);
    expect(meta.title).toBe("Etanol ou gasolina em Sant'Ana do Livramento (RS)");
    expect(meta.path).toBe("/precos/rs/sant-ana-do-livramento");
    expect(meta.trail.at(-2)).toEqual(["Rio Grande do Sul", "/precos/rs"]);
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.dataset.spatialCoverage).toBe("Sant'Ana do Livramento, Rio Grande do Sul, Brasil");
  });
});
