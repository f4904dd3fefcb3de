import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, type Fraction } from "./decimal";
import { ethanolShare, formatShare, shareClass, shareClause } from "./ethanol-share";

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
