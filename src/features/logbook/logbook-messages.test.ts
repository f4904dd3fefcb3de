import { describe, expect, it } from "vitest";
import { dec, fillUp, handExample } from "#testing/test-fill-ups.ts";
import { comparisonSentence, consumptionLine, limitSentence } from "./logbook-messages.ts";
import { summarize } from "./segments.ts";

describe("the page's sentences", () => {
  it("states the hand example's limit as the issue writes it", () => {
    expect(limitSentence(summarize(handExample()))).toBe(
      "No seu carro, o etanol compensa até 72,4% do preço da gasolina (4 trechos com etanol, 3 com gasolina)",
    );
  });

  it("has no limit sentence with one fuel only", () => {
    expect(limitSentence(summarize([fillUp("ethanol", "1000", "40"), fillUp("ethanol", "1400", "45")]))).toBeNull();
  });

  it("gives each fuel's km/l with its segments and km, or says none is measured", () => {
    const summary = summarize(handExample());
    expect(consumptionLine("ethanol", summary.ethanol)).toBe("Etanol: 8,7 km/l em 4 trechos (1.737,6 km)");
    expect(consumptionLine("gasoline", null)).toBe("Gasolina: ainda sem trecho medido.");
  });

  it("says what the other fuel would have cost, saved or lost", () => {
    const base = { compared: 2, leftOut: 0, paid: dec("300"), otherWouldCost: dec("320.5") };
    expect(comparisonSentence({ ...base, saved: dec("20.5") })).toBe(
      "Com o outro combustível nos mesmos 2 abastecimentos, você teria gastado R$\u00a0320,50; gastou R$\u00a0300,00: economizou R$\u00a020,50.",
    );
    expect(comparisonSentence({ ...base, compared: 1, saved: dec("-4") })).toContain(
      "no mesmo abastecimento, você teria gastado R$\u00a0320,50; gastou R$\u00a0300,00: gastou R$\u00a04,00 a mais.",
    );
  });
});
