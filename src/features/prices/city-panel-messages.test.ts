import { describe, expect, it } from "vitest";
import { placeName, rememberedPlaceLabel } from "./city-panel-messages.ts";

describe("the city panel's words", () => {
  it("names a place with its UF, and offers the remembered one", () => {
    expect(placeName({ uf: "SP", city: "Campinas" })).toBe("Campinas (SP)");
    expect(rememberedPlaceLabel({ uf: "SP", city: "Campinas" })).toBe("Preencher com os preços de Campinas (SP)");
  });
});
