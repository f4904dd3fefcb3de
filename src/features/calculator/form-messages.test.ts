import { describe, expect, it } from "vitest";
import { CAR_FIELD_TEXT, ownOverridesText, panelLimitText, suggestedFigureLabel } from "./form-messages.ts";

describe("the car panel's words", () => {
  it("names the limit beside the summary and what the driver's own km/l replace", () => {
    expect(panelLimitText(0.7243)).toBe("limite 72,4%");
    expect(ownOverridesText("inmetro")).toBe(
      "Valem os consumos que você digitou, no lugar dos números do Inmetro do carro escolhido.",
    );
    expect(ownOverridesText("logbook")).toBe(
      "Valem os consumos que você digitou, no lugar do consumo medido nos seus abastecimentos.",
    );
  });

  it("lists the four fields in the order focus visits them, and offers a suggested figure with its unit", () => {
    expect(CAR_FIELD_TEXT.map(({ field }) => field)).toEqual([
      "ethanolKmPerLitre",
      "gasolineKmPerLitre",
      "tankLitres",
      "kmPerMonth",
    ]);
    expect(suggestedFigureLabel("8,5", "km/l")).toBe("Usar 8,5 km/l");
  });
});
