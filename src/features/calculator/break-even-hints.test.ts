import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ETHANOL_THRESHOLD } from "#lib/fuel-comparison.ts";
import { breakEvenHints, parseThresholdText, thresholdText } from "./break-even-hints.ts";

describe("breakEvenHints", () => {
  it("gives each field the other fuel's break-even price by the 70% rule, once that price is valid", () => {
    expect(breakEvenHints({ ethanol: "", gasoline: "6.00" }, ETHANOL_THRESHOLD)).toEqual({
      ethanol: "O etanol compensa até R$\u00a04,20",
      gasoline: null,
    });
    expect(breakEvenHints({ ethanol: "4.20", gasoline: "" }, ETHANOL_THRESHOLD)).toEqual({
      ethanol: null,
      gasoline: "A gasolina compensa até R$\u00a05,99",
    });
    expect(breakEvenHints({ ethanol: "0", gasoline: "abc" }, ETHANOL_THRESHOLD)).toEqual({
      ethanol: null,
      gasoline: null,
    });
  });

  it("uses the car's own threshold when given one", () => {
    expect(breakEvenHints({ ethanol: "4.50", gasoline: "6.00" }, { n: 3n, d: 4n })).toEqual({
      ethanol: "O etanol compensa até R$\u00a04,50",
      gasoline: "A gasolina compensa até R$\u00a05,99",
    });
  });
});

describe("the remembered threshold", () => {
  it("reads back every threshold two plausible km/l give", () => {
    // km/l in tenths, 2,0 to 40,0 (src/lib/plausibility.ts).
    const tenths = fc.bigInt({ min: 20n, max: 400n });
    fc.assert(
      fc.property(tenths, tenths, (ethanol, gasoline) => {
        expect(parseThresholdText(thresholdText({ n: ethanol, d: gasoline }))).toEqual({ n: ethanol, d: gasoline });
      }),
    );
    expect(thresholdText({ n: 3n, d: 4n })).toBe("3/4");
  });

  it("refuses anything that is not a ratio a plausible pair of km/l gives (2 to 40 km/l)", () => {
    for (const text of [null, "", "0.75", "3/0", "0/4", "-3/4", "3/4 ", "1/21", "21/1", `${"9".repeat(41)}/1`]) {
      expect(parseThresholdText(text), String(text)).toBeNull();
    }
    expect(parseThresholdText("1/20")).toEqual({ n: 1n, d: 20n });
    expect(parseThresholdText("20/1")).toEqual({ n: 20n, d: 1n });
  });
});
