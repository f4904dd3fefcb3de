import { describe, expect, it } from "vitest";
import { citiesOfState } from "#features/prices/anp-data.ts";
import { capitalAndLargestCities, pairVerdict, stateVerdicts } from "#features/prices/price-verdicts.ts";
import { inState } from "#features/prices/state-names.ts";
import { stateHistoryPath } from "#lib/paths.ts";
import { STATES, stateByCode } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import {
  ANP_SURVEY_URL,
  cityTableCaption,
  pricesIndexMeta,
  ratioClause,
  stateHistoryMeta,
  statePageMeta,
  verdictHeadline,
  weekVerdictSentence,
  shareSentence,
} from "./price-pages.ts";

const { weekly, monthly } = ANP_JUNE_2026;
const rows = stateVerdicts(weekly.states);
const row = (uf: string) => rows.find((candidate) => candidate.state.uf === uf)!;

describe("/precos", () => {
  const meta = pricesIndexMeta(weekly);

  it("has its title, a description of search-result length, its path and a trail", () => {
    expect(meta.title).toBe("Etanol ou gasolina em cada estado");
    expect(meta.description.length).toBeGreaterThan(100);
    expect(meta.description.length).toBeLessThanOrEqual(170);
    expect(meta.description).toContain("7 a 13/06/2026");
    expect(meta.path).toBe("/precos");
    expect(meta.trail).toEqual([
      ["Início", "/"],
      ["Preços por estado", "/precos"],
    ]);
  });

  it("describes the dataset: the ANP, the survey week, Brazil", () => {
    expect(meta.dataset).toMatchObject({
      path: "/precos",
      creator: "Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)",
      sourceUrl: ANP_SURVEY_URL,
      temporalCoverage: "2026-06-07/2026-06-13",
      spatialCoverage: "Brasil",
      dateModified: "2026-06-13",
    });
  });
});

describe("/precos/<uf>", () => {
  it("São Paulo: title, description with the verdict, path, trail and dataset", () => {
    const meta = statePageMeta(stateByCode("sp")!, row("SP"), weekly, monthly);
    expect(meta.title).toBe("Etanol ou gasolina em São Paulo");
    expect(meta.description).toContain("etanol a 59,8% da gasolina, etanol compensa");
    expect(meta.path).toBe("/precos/sp");
    expect(meta.trail.at(-1)).toEqual(["São Paulo", "/precos/sp"]);
    expect(meta.dataset).toMatchObject({
      temporalCoverage: "2013-01-01/2026-06-13",
      spatialCoverage: "São Paulo, Brasil",
    });
  });

  it("every state: a title with the right preposition and a description under 170 characters", () => {
    for (const state of STATES) {
      const meta = statePageMeta(state, row(state.uf), weekly, monthly);
      expect(meta.title).toBe(`Etanol ou gasolina ${inState(state)}`);
      expect(meta.description.length).toBeLessThanOrEqual(170);
    }
    expect(statePageMeta(stateByCode("ba")!, row("BA"), weekly, monthly).title).toBe("Etanol ou gasolina na Bahia");
    expect(statePageMeta(stateByCode("df")!, row("DF"), weekly, monthly).title).toBe(
      "Etanol ou gasolina no Distrito Federal",
    );
  });
});

describe("/precos/<uf>/historico", () => {
  it("São Paulo: its own title and description, below the state page in the trail, the monthly series' dataset", () => {
    const meta = stateHistoryMeta(stateByCode("sp")!, weekly, monthly);
    expect(meta.title).toBe("Etanol ou gasolina em São Paulo mês a mês desde 2013");
    expect(meta.description).toBe(
      "Preço médio do etanol e da gasolina em São Paulo em cada mês, de janeiro de 2013 a junho de 2026 (ANP), com a razão entre os dois e o veredito da regra dos 70%.",
    );
    expect(meta.path).toBe(stateHistoryPath("sp"));
    expect(meta.path).toBe("/precos/sp/historico");
    expect(meta.trail.slice(-2)).toEqual([
      ["São Paulo", "/precos/sp"],
      ["Mês a mês", "/precos/sp/historico"],
    ]);
    expect(meta.dataset).toMatchObject({
      path: "/precos/sp/historico",
      temporalCoverage: "2013-01/2026-06",
      spatialCoverage: "São Paulo, Brasil",
      creator: "Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)",
    });
  });

  it("every state: a title of its own, unlike its state page's, and a description under 170 characters", () => {
    for (const state of STATES) {
      const meta = stateHistoryMeta(state, weekly, monthly);
      expect(meta.title).not.toBe(statePageMeta(state, row(state.uf), weekly, monthly).title);
      expect(meta.title).toContain(inState(state));
      expect(meta.description.length).toBeLessThanOrEqual(170);
    }
  });
});

describe("state page texts", () => {
  it("states the week's verdict with both means and the ratio", () => {
    expect(verdictHeadline(row("SP").verdict)).toBe("Etanol compensa");
    expect(weekVerdictSentence(row("SP"))).toBe(
      "Em São Paulo, na média, o etanol custou R$\u00a03,86 e a gasolina R$\u00a06,46 por litro: o etanol saiu a 59,8% do preço da gasolina, dentro do limite de 70%.",
    );
    expect(verdictHeadline(row("AP").verdict)).toBe("Gasolina compensa");
    expect(weekVerdictSentence(row("AP"))).toMatch(/^No Amapá, na média, /);
    expect(weekVerdictSentence(row("AP"))).toContain("91,9% do preço da gasolina, acima do limite de 70%.");
  });

  it("puts a ratio against the 70% rule, exactly 70% being within it", () => {
    expect(ratioClause(pairVerdict("4.15", "6.61"))).toBe(
      "o etanol saiu a 62,8% do preço da gasolina, dentro do limite de 70%",
    );
    expect(ratioClause(pairVerdict("3.5", "5"))).toBe(
      "o etanol saiu a 70% do preço da gasolina, dentro do limite de 70%",
    );
    expect(ratioClause(pairVerdict("3.51", "5"))).toBe(
      "o etanol saiu a 70,2% do preço da gasolina, acima do limite de 70%",
    );
    expect(ratioClause(pairVerdict(null, "5"))).toBe("sem preço de etanol nesta pesquisa");
  });

  it("says so when a price is missing", () => {
    const amapa = { ...row("AP"), verdict: pairVerdict(null, "6.51") };
    expect(verdictHeadline(amapa.verdict)).toBe("Sem veredito");
    expect(weekVerdictSentence(amapa)).toBe(
      "Amapá ficou sem preço de etanol nesta pesquisa: não dá para comparar os dois combustíveis.",
    );
  });

  it("captions the city table by how many cities it has", () => {
    const caption = (code: string) => {
      const state = stateByCode(code)!;
      return cityTableCaption(
        state,
        capitalAndLargestCities(citiesOfState(weekly, code), state.capital),
        "7 a 13/06/2026",
      );
    };
    expect(caption("sp")).toBe(
      "Preço médio na capital e nas 5 cidades com mais postos pesquisados em São Paulo, pesquisa ANP de 7 a 13/06/2026.",
    );
    expect(caption("ac")).toBe(
      "Preço médio na capital e na outra cidade pesquisada no Acre, pesquisa ANP de 7 a 13/06/2026.",
    );
    expect(caption("df")).toBe(
      "Preço médio na capital, Brasília, na pesquisa ANP de 7 a 13/06/2026: a única cidade no Distrito Federal pesquisada nessa semana.",
    );
  });
});

describe("shareSentence", () => {
  const bahia = pairVerdict("4.91", "7.09");
  const state = stateByCode("ba")!;

  it("names the state, its ratio and the share of the table's cars", () => {
    expect(shareSentence(state, bahia, { pays: 232, total: 267 }, 2026)).toBe(
      "Na Bahia (etanol a 69,3% da gasolina), o etanol compensa em 87% dos carros flex da tabela 2026 do Inmetro (232 de 267).",
    );
    expect(shareSentence(stateByCode("sp")!, pairVerdict("3.86", "6.46"), { pays: 267, total: 267 }, 2026)).toBe(
      "Em São Paulo (etanol a 59,8% da gasolina), o etanol compensa em todos os 267 carros flex da tabela 2026 do Inmetro.",
    );
  });

  it("says when the state lacks a price", () => {
    expect(shareSentence(state, pairVerdict(null, "7.09"), null, 2026)).toBe(
      "Na Bahia, sem preço de etanol nesta pesquisa: não dá para dizer em quantos carros o etanol compensa.",
    );
  });
});
