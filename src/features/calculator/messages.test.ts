import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareFuels } from "#lib/fuel-comparison.ts";
import { savingsMessage, statedBasis } from "./messages.ts";

describe("savings message", () => {
  it("is well formatted for any valid pair of prices", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        (ethanol, gasoline) => {
          const result = compareFuels(ethanol, gasoline);
          if (!result.ok) throw new Error("valid prices refused");
          expect(savingsMessage(result.fuel, result.savingsPerLitre)).toMatch(
            /aproximadamente R\$\u00a0\d{1,3}(\.\d{3})*,\d{2} por litro .* \(considerando a regra dos 70%\)\.$/,
          );
        },
      ),
    );
  });

  it("names the car's threshold instead of the 70% rule", () => {
    expect(savingsMessage("ethanol", 0.12, statedBasis({ kind: "own" }, 0.72))).toBe(
      "Você economiza aproximadamente R$\u00a00,12 por litro abastecendo com etanol (considerando o consumo do seu carro: 72%).",
    );
  });

  it("names the car picked from Inmetro's table and its threshold", () => {
    const basis = statedBasis({ kind: "inmetro", car: "Chevrolet ONIX LTZ 1.0T - 12V" }, 0.7114);
    expect(savingsMessage("gasoline", 0.05, basis)).toBe(
      "Você economiza aproximadamente R$\u00a00,05 por litro abastecendo com gasolina (considerando o consumo do Chevrolet ONIX LTZ 1.0T - 12V segundo o Inmetro: 71,1%).",
    );
  });

  it("names the driver's fill-up log and its threshold", () => {
    expect(savingsMessage("ethanol", 0.2, statedBasis({ kind: "logbook" }, 0.724))).toBe(
      "Você economiza aproximadamente R$\u00a00,20 por litro abastecendo com etanol (considerando o consumo medido nos seus abastecimentos: 72,4%).",
    );
  });

  it("keeps the 70% rule's words whatever the threshold passed", () => {
    expect(statedBasis({ kind: "rule" }, 0.7)).toEqual({ kind: "rule" });
  });
});
