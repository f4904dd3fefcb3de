import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, type Fraction, parseDecimal } from "./decimal.ts";
import {
  carShareSentence,
  ethanolShare,
  fleetShareSentence,
  formatShare,
  shareClass,
  shareClause,
} from "./ethanol-share.ts";

const f = (n: bigint, d: bigint): Fraction => ({ n, d });

describe("ethanolShare", () => {
  it("counts the cars whose limit is at or above the price ratio, exactly at the limit included", () => {
    const limits = [f(66n, 100n), f(69n, 100n), f(7n, 10n), f(73n, 100n)];
    expect(ethanolShare(f(7n, 10n), limits)).toEqual({ pays: 2, total: 4 });
    // 4,20 ÷ 6,00 is exactly 70%: the 70% car counts (floating point would say 0.7000000000000001).
    expect(ethanolShare(f(420n, 600n), limits)).toEqual({ pays: 2, total: 4 });
    expect(ethanolShare(f(421n, 600n), limits)).toEqual({ pays: 1, total: 4 });
    expect(ethanolShare(f(1n, 2n), limits)).toEqual({ pays: 4, total: 4 });
    expect(ethanolShare(f(3n, 4n), limits)).toEqual({ pays: 0, total: 4 });
    expect(ethanolShare(f(1n, 2n), [])).toEqual({ pays: 0, total: 0 });
  });

  const fraction = fc
    .tuple(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 10_000n }))
    .map(([n, d]) => f(n, d));

  it("property: pays is the count of limits ≥ ratio, and it never grows as the ratio rises", () => {
    fc.assert(
      fc.property(fraction, fraction, fc.array(fraction, { maxLength: 30 }), (a, b, limits) => {
        const [low, high] = compare(a, b) <= 0 ? [a, b] : [b, a];
        const atLow = ethanolShare(low, limits);
        const atHigh = ethanolShare(high, limits);
        expect(atLow.total).toBe(limits.length);
        expect(atLow.pays).toBe(limits.filter((limit) => compare(limit, low) >= 0).length);
        expect(atHigh.pays).toBeLessThanOrEqual(atLow.pays);
      }),
    );
  });
});

describe("shareClass", () => {
  it.each([
    [{ pays: 10, total: 10 }, "all"],
    [{ pays: 9, total: 10 }, "depends"],
    [{ pays: 1, total: 10 }, "depends"],
    [{ pays: 0, total: 10 }, "none"],
    [{ pays: 0, total: 0 }, "none"],
  ] as const)("%j → %s", (share, expected) => {
    expect(shareClass(share)).toBe(expected);
  });
});

describe("formatShare and shareClause", () => {
  it("rounds to a whole percentage, never to 0% or 100% while some cars differ", () => {
    expect(formatShare({ pays: 232, total: 267 })).toBe("87%");
    expect(formatShare({ pays: 138, total: 267 })).toBe("52%");
    expect(formatShare({ pays: 1, total: 267 })).toBe("1%");
    expect(formatShare({ pays: 266, total: 267 })).toBe("99%");
    expect(formatShare({ pays: 1, total: 1000 })).toBe("1%");
    expect(formatShare({ pays: 999, total: 1000 })).toBe("99%");
    expect(formatShare({ pays: 267, total: 267 })).toBe("100%");
    expect(formatShare({ pays: 0, total: 267 })).toBe("0%");
    expect(formatShare({ pays: 0, total: 0 })).toBe("–");
  });

  it("says the share in words, with the count and the table's year", () => {
    expect(shareClause({ pays: 232, total: 267 }, 2026)).toBe(
      "o etanol compensa em 87% dos carros flex da tabela 2026 do Inmetro (232 de 267)",
    );
    expect(shareClause({ pays: 267, total: 267 }, 2026)).toBe(
      "o etanol compensa em todos os 267 carros flex da tabela 2026 do Inmetro",
    );
    expect(shareClause({ pays: 0, total: 267 }, 2026)).toBe(
      "o etanol não compensa em nenhum dos 267 carros flex da tabela 2026 do Inmetro",
    );
  });
});

describe("fleetShareSentence", () => {
  const limits = [f(66n, 100n), f(69n, 100n), f(7n, 10n), f(73n, 100n)];
  const prices = (ethanol: string, gasoline: string) => ({
    ethanol: parseDecimal(ethanol) as Fraction,
    gasoline: parseDecimal(gasoline) as Fraction,
  });

  it("says the ratio and the share of the table's cars, exactly at a limit counting as ethanol", () => {
    // 4,20 ÷ 6,00 is exactly 70%: the cars at 70% and 73% count.
    expect(fleetShareSentence(prices("4.20", "6.00"), limits, 2026)).toBe(
      "Com estes preços (etanol a 70% da gasolina), o etanol compensa para 50% dos carros flex da tabela Inmetro 2026 (2 de 4).",
    );
    expect(fleetShareSentence(prices("3.80", "6.35"), limits, 2026)).toBe(
      "Com estes preços (etanol a 59,8% da gasolina), o etanol compensa para todos os 4 carros flex da tabela Inmetro 2026.",
    );
    expect(fleetShareSentence(prices("4.99", "6.00"), limits, 2025)).toBe(
      "Com estes preços (etanol a 83,2% da gasolina), o etanol não compensa para nenhum dos 4 carros flex da tabela Inmetro 2025.",
    );
  });

  it("refuses no cars and prices that are not positive", () => {
    expect(() => fleetShareSentence(prices("4.20", "6.00"), [], 2026)).toThrow(RangeError);
    expect(() => fleetShareSentence(prices("0", "6.00"), limits, 2026)).toThrow(RangeError);
    expect(() => fleetShareSentence({ ethanol: f(1n, 1n), gasoline: f(-6n, 1n) }, limits, 2026)).toThrow(RangeError);
  });

  const price = fc.bigInt({ min: 1n, max: 99_999n }).map((cents) => f(cents, 1000n));
  const limit = fc.bigInt({ min: 500n, max: 900n }).map((n) => f(n, 1000n));

  it("property: the count it states is ethanolShare's at the exact ratio", () => {
    fc.assert(
      fc.property(price, price, fc.array(limit, { minLength: 1, maxLength: 30 }), (ethanol, gasoline, cars) => {
        const share = ethanolShare({ n: ethanol.n * gasoline.d, d: ethanol.d * gasoline.n }, cars);
        const sentence = fleetShareSentence({ ethanol, gasoline }, cars, 2026);
        if (share.pays === share.total) expect(sentence).toContain(`para todos os ${share.total} carros`);
        else if (share.pays === 0) expect(sentence).toContain(`não compensa para nenhum dos ${share.total} carros`);
        else
          expect(sentence).toContain(
            `${formatShare(share)} dos carros flex da tabela Inmetro 2026 (${share.pays} de ${share.total}).`,
          );
      }),
    );
  });
});

describe("carShareSentence", () => {
  const onix = { name: "Chevrolet Onix LTZ 1.0 Turbo 12V", limit: f(711n, 1000n), cycle: "mixed" as const, year: 2026 };

  it("gives the car's limit, its source and cycle, the ratio and the fuel to buy", () => {
    expect(carShareSentence({ ethanol: f(491n, 100n), gasoline: f(709n, 100n) }, onix)).toBe(
      "Para o seu Chevrolet Onix LTZ 1.0 Turbo 12V, o etanol compensa até 71,1% (Inmetro, PBEV 2026, misto): com o etanol a 69,3% da gasolina, abasteça com etanol.",
    );
    expect(carShareSentence({ ethanol: f(5n, 1n), gasoline: f(6n, 1n) }, { ...onix, cycle: "city" })).toBe(
      "Para o seu Chevrolet Onix LTZ 1.0 Turbo 12V, o etanol compensa até 71,1% (Inmetro, PBEV 2026, cidade): com o etanol a 83,3% da gasolina, abasteça com gasolina.",
    );
  });

  it("counts exactly at the limit as ethanol, and says when a ratio printed alike is just above it", () => {
    const at = carShareSentence({ ethanol: f(711n, 100n), gasoline: f(10n, 1n) }, { ...onix, cycle: "highway" });
    expect(at).toMatch(/\(Inmetro, PBEV 2026, estrada\): com o etanol a 71,1% da gasolina, abasteça com etanol\.$/);
    const above = carShareSentence({ ethanol: f(7112n, 1000n), gasoline: f(10n, 1n) }, onix);
    expect(above).toMatch(/com o etanol a 71,1% da gasolina, um pouco acima do limite, abasteça com gasolina\.$/);
  });

  it("property: ethanol exactly when the exact price ratio is at or below the car's limit", () => {
    const price = fc.bigInt({ min: 1n, max: 99_999n }).map((n) => f(n, 1000n));
    const limit = fc
      .tuple(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 10_000n }))
      .map(([n, d]) => f(n, d));
    fc.assert(
      fc.property(price, price, limit, (ethanol, gasoline, carLimit) => {
        const sentence = carShareSentence({ ethanol, gasoline }, { ...onix, limit: carLimit });
        const pays = compare({ n: ethanol.n * gasoline.d, d: ethanol.d * gasoline.n }, carLimit) <= 0;
        expect(sentence.endsWith(pays ? "abasteça com etanol." : "abasteça com gasolina.")).toBe(true);
      }),
    );
  });
});
