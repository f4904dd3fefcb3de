import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, type Fraction } from "./decimal.ts";
import { parseLocaleNumber, parsePriceText } from "./locale-number.ts";

const f = (n: bigint, d = 1n): Fraction => ({ n, d });
const same = (value: Fraction | null, expected: Fraction) => value !== null && compare(value, expected) === 0;

describe("parseLocaleNumber", () => {
  it.each([
    ["1.000", f(1000n)],
    ["10.300", f(10300n)],
    ["8,5", f(85n, 10n)],
    ["1.000,5", f(10005n, 10n)],
    ["0,5", f(5n, 10n)],
    ["  42 ", f(42n)],
    ["8,5 km/l", f(85n, 10n)],
    ["R$ 4,19", f(419n, 100n)],
    // A lone point that cannot group thousands is the decimal point the writer meant.
    ["8.5", f(85n, 10n)],
    ["10.30", f(103n, 10n)],
    ["13687.6", f(136876n, 10n)],
    ["1.234.567", f(1234567n)],
  ] as const)("reads %j as Brazilians write it", (text, expected) => {
    expect(same(parseLocaleNumber(text), expected)).toBe(true);
  });

  it.each(["", "   ", "abc", "1e3", "R$", "1,2,3", "4,1,9", "--1"])("refuses %j", (text) => {
    expect(parseLocaleNumber(text)).toBeNull();
  });

  it("reads a thousands point and a decimal comma for any whole and cents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const grouped = new Intl.NumberFormat("pt-BR").format(whole);
        const text = `${grouped},${String(cents).padStart(2, "0")}`;
        return same(parseLocaleNumber(text), f(BigInt(whole) * 100n + BigInt(cents), 100n));
      }),
    );
  });
});

describe("parsePriceText", () => {
  it.each([
    ["4,19", f(419n, 100n)],
    ["4.19", f(419n, 100n)],
    ["R$ 4,19", f(419n, 100n)],
    ["R$\u00a05,899", f(5899n, 1000n)],
    ["5.899", f(5899n, 1000n)],
    ["6", f(6n)],
  ] as const)("reads %j as a price per litre", (text, expected) => {
    expect(same(parsePriceText(text), expected)).toBe(true);
  });

  it("gives the same price with a comma or a point (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 999 }), (reais, thousandths) => {
        const decimals = String(thousandths).padStart(3, "0");
        const comma = parsePriceText(`${reais},${decimals}`);
        const point = parsePriceText(`${reais}.${decimals}`);
        return comma !== null && point !== null && compare(comma, point) === 0;
      }),
    );
  });

  it("refuses what is not a price", () => {
    expect(parsePriceText("quatro")).toBeNull();
    expect(parsePriceText("")).toBeNull();
  });
});
