import { describe, expect, it } from "vitest";
import { stateVerdicts } from "#features/prices/price-verdicts.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { statePageView } from "./state-page.ts";

const { weekly, monthly } = ANP_JUNE_2026;
const rowOf = (uf: string) => stateVerdicts(weekly.states).find((row) => row.state.uf === uf)!;

describe("statePageView", () => {
  it("gives São Paulo's page its week, its capital and largest cities, and its months since 2013", () => {
    const view = statePageView(rowOf("SP"), weekly, monthly);
    expect(view.meta.title).toBe("Etanol ou gasolina em São Paulo");
    expect([view.where, view.week]).toEqual(["em São Paulo", "7 a 13/06/2026"]);
    expect(view.cities.map(({ city, capital }) => [city.name, capital])).toEqual([
      ["São Paulo", true],
      ["Campinas", false],
      ["Guarulhos", false],
      ["Ribeirão Preto", false],
      ["Franca", false],
      ["Osasco", false],
    ]);
    expect(view.cityCaption).toBe(
      "Preço médio na capital e nas 5 cidades com mais postos pesquisados em São Paulo, pesquisa ANP de 7 a 13/06/2026.",
    );
    expect(view.months).toHaveLength(162);
    expect(view.period).toBe("janeiro de 2013 a junho de 2026");
    // The ANP published no mean for São Paulo in September 2020: the chart's line breaks there.
    expect(view.gaps).toEqual(["setembro de 2020"]);
    expect(view.finding).toBe(
      "Em São Paulo, o etanol compensou em 112 dos 161 meses com os dois preços, de janeiro de 2013 a junho de 2026.",
    );
    expect(view.lastMonths).toBe(
      "Nos últimos 12 meses o etanol compensou em 10 dos 12 meses (julho de 2025 a junho de 2026).",
    );
  });

  it("has no gap where every month has both prices", () => {
    const full = {
      ...monthly,
      states: monthly.states.map((state) => ({
        ...state,
        months: state.months.map((month) => ({
          ...month,
          ethanol: month.ethanol ?? "1",
          gasoline: month.gasoline ?? "2",
        })),
      })),
    };
    const view = statePageView(rowOf("SP"), weekly, full);
    expect(view.gaps).toEqual([]);
    expect(view.finding).toMatch(/^Em São Paulo, o etanol compensou em \d+ dos 162 meses/);
  });
});
