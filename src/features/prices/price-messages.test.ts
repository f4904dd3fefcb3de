import { describe, expect, it } from "vitest";
import { stateByCode } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { monthlySeries } from "./anp-data.ts";
import { fuelSources, type PriceData, type PricePlace } from "./city-prices.ts";
import {
  lastMonthsSentence,
  nationalSentence,
  priceSourceText,
  SAME_STATE_NOTE,
  seriesFinding,
  townOptionDetail,
  verdictDescription,
} from "./price-messages.ts";
import {
  countEthanolMonths,
  lastTwelveMonths,
  type MonthCount,
  monthVerdicts,
  nationalSummary,
  pairVerdict,
  stateVerdicts,
} from "./price-verdicts.ts";
import { inState } from "./state-names.ts";

const { weekly, monthly } = ANP_JUNE_2026;

describe("a place's verdict in words", () => {
  it("describes a verdict as the map says it", () => {
    expect(verdictDescription(pairVerdict("3.86", "6.46"))).toBe("etanol a 59,8% da gasolina, etanol compensa");
    expect(verdictDescription(pairVerdict("5.98", "6.51"))).toBe("etanol a 91,9% da gasolina, gasolina compensa");
    expect(verdictDescription(pairVerdict(null, "6.51"))).toBe("sem preço de etanol nesta pesquisa");
    expect(verdictDescription(pairVerdict("5", null))).toBe("sem preço de gasolina nesta pesquisa");
    expect(verdictDescription(pairVerdict(null, null))).toBe("sem preços de etanol e de gasolina nesta pesquisa");
  });
});

describe("the June 2026 survey week in words (weekly.json)", () => {
  it("ethanol pays off in 8 states and gasoline in 19", () => {
    const summary = nationalSummary(stateVerdicts(weekly.states), weekly.brazil);
    expect(nationalSentence(summary)).toBe("Nesta pesquisa o etanol compensa em 8 estados e a gasolina em 19.");
  });
});

describe("nationalSentence", () => {
  const sentence = (ethanolStates: number, gasolineStates: number, incompleteStates = 0) =>
    nationalSentence({ ethanolStates, gasolineStates, incompleteStates, brazil: { ok: false, missing: "both" } });

  it("says 1 estado in the singular", () => {
    expect(sentence(1, 26)).toBe("Nesta pesquisa o etanol compensa em 1 estado e a gasolina em 26.");
  });

  it("handles none, all and states without a price", () => {
    expect(sentence(0, 27)).toBe("Nesta pesquisa o etanol não compensa em nenhum estado e a gasolina em 27.");
    expect(sentence(27, 0)).toBe("Nesta pesquisa o etanol compensa em 27 estados e a gasolina em nenhum.");
    expect(sentence(8, 18, 1)).toBe(
      "Nesta pesquisa o etanol compensa em 8 estados e a gasolina em 18; 1 estado ficou sem um dos dois preços.",
    );
    expect(sentence(8, 17, 2)).toContain("; 2 estados ficaram sem um dos dois preços.");
  });
});

describe("the monthly series in words (monthly.json)", () => {
  const months = (code: string) => monthVerdicts(monthlySeries(monthly, code));

  it("São Paulo: ethanol paid off in 10 of the last 12 months (by hand: all but Jan and Feb 2026)", () => {
    expect(lastMonthsSentence(lastTwelveMonths(months("sp")))).toBe(
      "Nos últimos 12 meses o etanol compensou em 10 dos 12 meses (julho de 2025 a junho de 2026).",
    );
  });

  it("Santa Catarina: once in 12 months, in the singular (June 2026: 4,57 ÷ 6,55 = 69,8%)", () => {
    expect(lastMonthsSentence(lastTwelveMonths(months("sc")))).toBe(
      "Nos últimos 12 meses o etanol compensou em 1 dos 12 meses (julho de 2025 a junho de 2026).",
    );
  });

  it("Amapá: never, over the 11 months with both prices (no ethanol mean in January 2026)", () => {
    expect(lastMonthsSentence(lastTwelveMonths(months("ap")))).toBe(
      "Nos últimos 12 meses o etanol não compensou em nenhum dos 11 meses com os dois preços (julho de 2025 a junho de 2026).",
    );
  });

  it("São Paulo's whole series: 112 of 161 months (September 2020 had no survey)", () => {
    const count = countEthanolMonths(months("sp"));
    expect(seriesFinding(inState(stateByCode("sp")!), count)).toBe(
      "Em São Paulo, o etanol compensou em 112 dos 161 meses com os dois preços, de janeiro de 2013 a junho de 2026.",
    );
    expect(seriesFinding(inState(stateByCode("ba")!), count)).toMatch(/^Na Bahia, o etanol/);
  });
});

describe("lastMonthsSentence", () => {
  const count = (months: number, withData: number, ethanolWins: number): MonthCount => ({
    months,
    withData,
    ethanolWins,
    first: "2025-07",
    last: months === 1 ? "2025-07" : "2026-06",
  });

  it.each([
    [count(12, 12, 9), "Nos últimos 12 meses o etanol compensou em 9 dos 12 meses (julho de 2025 a junho de 2026)."],
    [
      count(12, 12, 12),
      "Nos últimos 12 meses o etanol compensou em todos os 12 meses (julho de 2025 a junho de 2026).",
    ],
    [
      count(12, 12, 0),
      "Nos últimos 12 meses o etanol não compensou em nenhum dos 12 meses (julho de 2025 a junho de 2026).",
    ],
    [
      count(12, 1, 1),
      "Nos últimos 12 meses o etanol compensou no único mês com os dois preços (julho de 2025 a junho de 2026).",
    ],
    [count(12, 0, 0), "Nos últimos 12 meses a ANP não publicou os dois preços (julho de 2025 a junho de 2026)."],
    [count(1, 1, 0), "No último mês o etanol não compensou (julho de 2025)."],
  ])("%j → %s", (input, sentence) => {
    expect(lastMonthsSentence(input)).toBe(sentence);
  });
});

const data: PriceData = { cities: ANP_JUNE_2026.cities, towns: ANP_JUNE_2026.towns };

describe("where the prices come from", () => {
  const campinas = { uf: "SP", city: "Campinas" } as const;
  const text = (place: PricePlace, current: { ethanol: string; gasoline: string }) =>
    priceSourceText(data.cities, place, fuelSources(data, place), current);

  it("names the city, the survey week and the stations while both fields hold the survey's prices", () => {
    expect(text(campinas, { ethanol: "3.8", gasoline: "6.35" })).toBe(
      "Preço médio em Campinas (SP), pesquisa ANP de 7 a 13/06/2026, 25 postos.",
    );
    // The same prices typed another way still are the survey's.
    expect(text(campinas, { ethanol: "3,80", gasoline: "6.350" })).toMatch(/^Preço médio em/);
  });

  it("names only the fuel still from the survey, and nothing once both were replaced", () => {
    expect(text(campinas, { ethanol: "3.59", gasoline: "6.35" })).toMatch(
      /^Preço médio da gasolina em Campinas \(SP\)/,
    );
    expect(text(campinas, { ethanol: "3.8", gasoline: "" })).toMatch(/^Preço médio do etanol em Campinas \(SP\)/);
    expect(text(campinas, { ethanol: "3.5", gasoline: "6" })).toBeNull();
  });

  it("names the nearest survey and its distance for a municipality the ANP does not survey", () => {
    expect(text({ uf: "SP", city: "Ilhabela" }, { ethanol: "4.14", gasoline: "6.76" })).toBe(
      "A ANP não pesquisa em Ilhabela. Mais próxima: Caraguatatuba (SP), a 19 km. " +
        "Preço médio em Caraguatatuba, pesquisa ANP de 7 a 13/06/2026, 9 postos.",
    );
  });

  it("says the nearest survey is too far and that the state's mean fills in", () => {
    expect(text({ uf: "BA", city: "Lençóis" }, { ethanol: "4.91", gasoline: "7.09" })).toBe(
      "A ANP não pesquisa em Lençóis. Mais próxima: Jacobina (BA), a 181 km, longe demais para valer aqui. " +
        "Preço médio na Bahia, pesquisa ANP de 7 a 13/06/2026.",
    );
  });

  it("says which fuel the survey lacks in the city, where that fuel comes from, and counts one station in the singular", () => {
    expect(text({ uf: "AC", city: "Cruzeiro do Sul" }, { ethanol: "5.32", gasoline: "8.46" })).toBe(
      "A pesquisa da ANP não tem preço de etanol em Cruzeiro do Sul. " +
        "Mais próxima com etanol: Rio Branco (AC), a 594 km, longe demais para valer aqui. " +
        "Preço médio do etanol no Acre, pesquisa ANP de 7 a 13/06/2026. " +
        "Preço médio da gasolina em Cruzeiro do Sul (AC), pesquisa ANP de 7 a 13/06/2026, 1 posto.",
    );
  });

  it("explains the same-state rule: the ICMS, and the 50 km between seats", () => {
    expect(SAME_STATE_NOTE).toContain("ICMS");
    expect(SAME_STATE_NOTE).toContain("50 km");
  });
});

describe("townOptionDetail", () => {
  const data: PriceData = { cities: ANP_JUNE_2026.cities, towns: ANP_JUNE_2026.towns };
  const detail = (uf: "SP" | "AP", name: string, stations: number) =>
    townOptionDetail({ uf, name, stations }, fuelSources(data, { uf, city: name }));

  it("gives a surveyed town's own means, a neighbour's within reach, or the state's", () => {
    expect(detail("AP", "Macapá", 17)).toBe("etanol R$\u00a05,98 · gasolina R$\u00a06,51");
    expect(detail("SP", "Ilhabela", 0)).toBe("sem pesquisa da ANP: preços de Caraguatatuba, a 19 km");
    expect(detail("AP", "Oiapoque", 0)).toBe("sem pesquisa da ANP por perto: média do estado");
  });
});
