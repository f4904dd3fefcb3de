import { describe, expect, it } from "vitest";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { nationalSummary, placeVerdict, stateVerdicts } from "#features/prices/price-verdicts.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { nationalCard, placeCard } from "./share-cards.ts";

const { weekly } = ANP_JUNE_2026;
const week = formatSurveyWeek(weekly.weekStart, weekly.weekEnd);
const rows = stateVerdicts(weekly.states);
const state = (uf: string) => {
  const row = rows.find((candidate) => candidate.state.uf === uf)!;
  return { name: row.state.name, prices: row.prices, verdict: row.verdict };
};
// The stations' clauses come from the stations feature (station-messages.ts), which the page composes with these cards.
const stationClause = "o etanol compensa em 1.146 de 1.163 postos";

describe("a state's card (ANP survey of 7 to 13/06/2026)", () => {
  it("São Paulo: ethanol pays off, in green, with the ratio, both means, the stations and the week", () => {
    expect(placeCard(state("SP"), week, stationClause)).toEqual({
      title: "São Paulo",
      headline: "Etanol compensa",
      tone: "ethanol",
      lines: [
        "Etanol a 59,8% da gasolina",
        "Na média, etanol R$\u00a03,86 e gasolina R$\u00a06,46 por litro",
        "O etanol compensa em 1.146 de 1.163 postos",
      ],
      source: "Pesquisa ANP de 7 a 13/06/2026",
    });
  });

  it("Rio de Janeiro: gasoline pays off, in amber", () => {
    const card = placeCard(state("RJ"), week, null);
    expect(card).toMatchObject({ title: "Rio de Janeiro", headline: "Gasolina compensa", tone: "gasoline" });
    expect(card.lines).toEqual([
      "Etanol a 73% da gasolina",
      "Na média, etanol R$\u00a04,85 e gasolina R$\u00a06,64 por litro",
    ]);
  });

  it("a place without an ethanol mean has no verdict and no colour, and says what is missing", () => {
    const prices = { ...state("RJ").prices, ethanol: null };
    const card = placeCard({ name: "Rio de Janeiro", prices, verdict: placeVerdict(prices) }, week, null);
    expect(card).toMatchObject({ headline: "Sem veredito", tone: null });
    expect(card.lines).toEqual(["Sem preço de etanol nesta pesquisa", "Na média, gasolina R$\u00a06,64 por litro"]);
  });
});

describe("a city the newest survey missed", () => {
  it("gives its last verdict in the past tense, with its week and the week it was missed", () => {
    const card = placeCard(state("BA"), week, "Sem pesquisa da ANP em 14 a 20/06/2026", true);
    expect(card).toMatchObject({ headline: "Etanol compensava", source: "Pesquisa ANP de 7 a 13/06/2026" });
    expect(card.lines.at(-1)).toBe("Sem pesquisa da ANP em 14 a 20/06/2026");
  });
});

describe("a city's card", () => {
  it("Campinas (SP): its verdict, ratio, means and stations", () => {
    const city = weekly.cities.find((candidate) => candidate.name === "Campinas" && candidate.uf === "SP")!;
    const card = placeCard(
      { name: "Campinas (SP)", prices: city, verdict: placeVerdict(city) },
      week,
      "o etanol compensa em 25 dos 25 postos pesquisados que vendem os dois",
    );
    expect(card).toEqual({
      title: "Campinas (SP)",
      headline: "Etanol compensa",
      tone: "ethanol",
      lines: [
        "Etanol a 59,8% da gasolina",
        "Na média, etanol R$\u00a03,80 e gasolina R$\u00a06,35 por litro",
        "O etanol compensa em 25 dos 25 postos pesquisados que vendem os dois",
      ],
      source: "Pesquisa ANP de 7 a 13/06/2026",
    });
  });
});

describe("the national card (/precos)", () => {
  it("Brazil's verdict from the national means, the count of states, the ratio and the means", () => {
    expect(nationalCard(nationalSummary(rows, weekly.brazil), weekly.brazil, week)).toEqual({
      title: "Brasil",
      headline: "Etanol compensa",
      tone: "ethanol",
      lines: [
        "Nesta pesquisa o etanol compensa em 8 estados e a gasolina em 19.",
        "Etanol a 62,8% da gasolina",
        "Na média, etanol R$\u00a04,15 e gasolina R$\u00a06,61 por litro",
      ],
      source: "Pesquisa ANP de 7 a 13/06/2026",
    });
  });
});
