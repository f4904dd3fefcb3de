import { describe, expect, it } from "vitest";
import { parseDecimal } from "#lib/decimal.ts";
import {
  carOptionDetail,
  carOptionTitle,
  chosenFiguresText,
  chosenLimitText,
  chosenTablesText,
  MIXED_DEFINITION,
  MIXED_SPLIT,
  shortCarName,
} from "./car-messages.ts";

describe("the misto wording", () => {
  it("comes from MIXED_CITY_SHARE, on litres per km", () => {
    expect(MIXED_SPLIT).toBe("55% cidade, 45% estrada");
    expect(MIXED_DEFINITION).toBe(
      "o uso misto combina 55% de cidade e 45% de estrada, somando os litros gastos por quilômetro em cada trecho",
    );
  });
});

describe("shortCarName", () => {
  it("writes make, model and version, without the engine, and skips a version printed without a name", () => {
    expect(shortCarName({ make: "Citroën", model: "C3", version: "XTR 1.0" })).toBe("Citroën C3 XTR 1.0");
    expect(shortCarName({ make: "Fiat", model: "Argo", version: "" })).toBe("Fiat Argo");
  });
});

describe("the car picker's words", () => {
  it("gives an option its transmission and tables, singular for one, and Inmetro's name", () => {
    expect(carOptionDetail({ transmission: "Manual 6 marchas", years: [2024, 2025, 2026] })).toBe(
      "Manual 6 marchas · tabelas 2024–2026",
    );
    expect(carOptionDetail({ transmission: "Automática", years: [2026] })).toBe("Automática · tabela 2026");
    expect(carOptionTitle({ official: ["ONIX LTZ 1.0T"] })).toBe("Na tabela do Inmetro: ONIX LTZ 1.0T");
  });

  it("says the chosen car's tables, figures with their source, and limit", () => {
    expect(chosenTablesText("2026")).toBe("(tabela 2026)");
    expect(chosenTablesText("2020, 2022–2026")).toBe("(tabelas 2020, 2022–2026)");
    const figures = {
      ethanolCity: parseDecimal("8.6")!,
      ethanolHighway: parseDecimal("9.8")!,
      gasolineCity: parseDecimal("12.1")!,
      gasolineHighway: parseDecimal("13.9")!,
    };
    const text =
      "Etanol: 8,6 km/l na cidade, 9,8 km/l na estrada. Gasolina: 12,1 km/l na cidade, 13,9 km/l na estrada. " +
      "Fonte: Inmetro, PBEV 2026";
    expect(chosenFiguresText(figures, 2026)).toBe(`${text}.`);
    expect(chosenFiguresText(figures, 2026, "ONIX LTZ")).toBe(`${text}, onde aparece como “ONIX LTZ”.`);
    expect(chosenLimitText(0.7107)).toBe("O etanol compensa neste carro até 71,1% do preço da gasolina.");
  });
});
