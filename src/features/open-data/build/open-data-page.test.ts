import { describe, expect, it } from "vitest";
import { syntheticWeekFiles } from "#testing/open-data-weeks.ts";
import { openDataPageView, weekPageView } from "./open-data-page.ts";

const SOURCE = { creator: "ANP", sourceUrl: "https://www.gov.br/anp/levantamento" };

describe("openDataPageView", () => {
  it("spans the kept weeks, newest first, and describes them as one Dataset", () => {
    const weeks = syntheticWeekFiles(3, "2026-06-14");
    const view = openDataPageView(weeks, SOURCE);
    expect([view.newest, view.oldest]).toEqual([weeks[0], weeks[2]]);
    expect(view.period).toBe("Pesquisas ANP de 31/05 a 06/06/2026 a 14 a 20/06/2026");
    expect(view.trail).toEqual([
      ["Início", "/"],
      ["Dados abertos", "/dados"],
    ]);
    expect(view.dataset).toMatchObject({
      "@type": "Dataset",
      temporalCoverage: "2026-05-31/2026-06-20",
      dateModified: "2026-06-20",
      creator: { name: "ANP", url: SOURCE.sourceUrl },
      spatialCoverage: { name: "Brasil" },
    });
  });

  it("names a single kept week as one survey, and refuses none", () => {
    expect(openDataPageView(syntheticWeekFiles(1, "2026-06-14"), SOURCE).period).toBe(
      "Pesquisa ANP de 14 a 20/06/2026",
    );
    expect(() => openDataPageView([], SOURCE)).toThrow("/dados: nenhuma semana da ANP guardada");
  });
});

describe("weekPageView", () => {
  it("titles one week's page, counts its rows and places it under /dados", () => {
    const [week] = syntheticWeekFiles(2, "2026-06-14");
    const view = weekPageView(week!, SOURCE);
    expect(view.title).toBe("Pesquisa de 14 a 20/06/2026: preços da ANP em CSV e JSON");
    expect(view.path).toBe("/dados/2026-06-14_2026-06-20");
    expect(view.counts).toBe("10 postos, 10 municípios e 10 unidades da federação");
    expect(view.description).toBe(
      "Os preços de etanol e gasolina da pesquisa semanal da ANP de 14 a 20/06/2026 em CSV e JSON: 10 postos, 10 municípios e 10 unidades da federação, com o veredito da regra dos 70%. Licença ODbL.",
    );
    expect(view.trail.at(-1)).toEqual(["Pesquisa de 14 a 20/06/2026", view.path]);
    expect(view.dataset).toMatchObject({ temporalCoverage: "2026-06-14/2026-06-20", dateModified: "2026-06-20" });
  });
});
