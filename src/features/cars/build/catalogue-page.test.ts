import { describe, expect, it } from "vitest";
import { formatPercent } from "#lib/format.ts";
import { PBEV_JUNE_2026 } from "#testing/fixtures.ts";
import { cataloguePageView } from "./catalogue-page.ts";

describe("cataloguePageView", () => {
  const view = cataloguePageView(PBEV_JUNE_2026);

  it("works the intro's example exactly: 8,6 ÷ 12,1 km/l is 71,1%, so R$ 4,26 against gasoline at R$ 6,00", () => {
    expect(formatPercent(view.example.city.rounded)).toBe("71,1%");
    expect(view.example.breakEven).toBe("R$\u00a04,26");
  });

  it("spans the tables kept and says how far the latest's limits spread from the 70% rule", () => {
    expect([view.table.edition.year, view.firstYear, view.updated]).toEqual([2026, 2020, "3 de junho de 2026"]);
    expect(view.rangeText).toBe(
      "A famosa regra dos 70% é uma média. Na tabela de 2026, o limite no uso misto vai de 65,9% a 73,3%, conforme o carro (nas tabelas de 2020 a 2026, de 61,4% a 74,4%). Em 115 dos 267 carros ele fica abaixo de 70%: neles, o etanol a 70% do preço da gasolina já não compensa.",
    );
    expect(view.makes.length).toBeGreaterThan(0);
  });

  it("describes the page and its Dataset with the years of the tables", () => {
    expect(view.description).toMatch(/tabelas do Inmetro de 2020 a 2026\.$/);
    expect(view.trail).toEqual([
      ["Início", "/"],
      ["Carros", "/carros"],
    ]);
    expect(view.dataset).toMatchObject({
      path: "/carros",
      name: "Consumo e limite do etanol dos carros flex: Inmetro, PBE Veicular 2020–2026",
      description: view.description,
      temporalCoverage: "2020/2026",
      dateModified: "2026-06-03",
    });
  });
});
