import { describe, expect, it } from "vitest";
import { MIXED_DEFINITION, MIXED_SPLIT, shortCarName } from "./car-messages.ts";

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
