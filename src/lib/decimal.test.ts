import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, decimalText, divide, floorTo, multiply, parseDecimal, subtract, toRoundedNumber } from "./decimal.ts";

const f = (n: bigint, d: bigint) => ({ n, d });

describe("parseDecimal", () => {
  it.each([
    ["4.20", f(420n, 100n)],
    ["5,899", f(5899n, 1000n)],
    [" 6 ", f(6n, 1n)],
    [".5", f(5n, 10n)],
    ["1e-3", f(1n, 1000n)],
    ["2E2", f(200n, 1n)],
    ["-1.5", f(-15n, 10n)],
    [4.2, f(42n, 10n)],
    [0.1, f(1n, 10n)],
    [1e21, f(10n ** 21n, 1n)],
  ] as const)("reads %j exactly", (input, expected) => {
    const value = parseDecimal(input);
    expect(value).not.toBeNull();
    expect(compare(value!, expected)).toBe(0);
  });

  it.each([
    "",
    "   ",
    "abc",
    "5abc",
    "1,2,3",
    "1.2.3",
    "1.234,56",
    "e5",
    ".",
    "Infinity",
    "NaN",
    "1e309",
    "0x10",
    "--1",
    "1".repeat(65),
  ])("refuses %j", (input) => {
    expect(parseDecimal(input)).toBeNull();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("refuses the number %s", (input) => {
    expect(parseDecimal(input)).toBeNull();
  });

  it("reads any finite double as the exact decimal it prints as", () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e20, max: 1e20 }).filter((x) => x === 0 || Math.abs(x) > 1e-200),
        (x) => {
          const value = parseDecimal(x);
          expect(value).not.toBeNull();
          // d is a power of ten: read n × 10^-k back through the correctly rounded parser.
          const k = value!.d.toString().length - 1;
          expect(Number(`${value!.n}e-${k}`)).toBe(x === 0 ? 0 : x);
        },
      ),
    );
  });
});

describe("arithmetic", () => {
  it("is exact where floating point is not", () => {
    const a = parseDecimal("0.1")!;
    const b = parseDecimal("0.2")!;
    expect(compare({ n: a.n * b.d + b.n * a.d, d: a.d * b.d }, parseDecimal("0.3")!)).toBe(0);
    expect(compare(divide(parseDecimal("4.2")!, parseDecimal("6")!), parseDecimal("0.7")!)).toBe(0);
    expect(compare(multiply(parseDecimal("6")!, parseDecimal("0.7")!), parseDecimal("4.2")!)).toBe(0);
    expect(compare(subtract(parseDecimal("4.2")!, parseDecimal("4.2")!), f(0n, 1n))).toBe(0);
  });

  it("divides by a negative number with a positive denominator", () => {
    const q = divide(f(1n, 1n), f(-2n, 1n));
    expect(q.d > 0n).toBe(true);
    expect(compare(q, f(-1n, 2n))).toBe(0);
  });

  it("orders fractions like their values", () => {
    expect(compare(f(1n, 3n), f(1n, 2n))).toBe(-1);
    expect(compare(f(2n, 4n), f(1n, 2n))).toBe(0);
    expect(compare(f(3n, 4n), f(1n, 2n))).toBe(1);
  });
});

describe("toRoundedNumber", () => {
  it.each([
    [f(1n, 200n), 2, 0.01],
    [f(1n, 201n), 2, 0],
    [f(-1n, 200n), 2, -0.01],
    [f(-1n, 1000n), 2, 0],
    [f(10n, 7n), 2, 1.43],
    [f(12345n, 1000n), 2, 12.35],
    [f(5n, 1n), 0, 5],
  ] as const)("rounds %o to %i places as %d", (value, places, expected) => {
    expect(toRoundedNumber(value, places)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toRoundedNumber(f(-1n, 1000n), 2), -0)).toBe(false);
  });

  it("stays finite beyond a double's range: the largest double, with its sign", () => {
    // 8.98846567431158e-20 km/l ÷ 5e-324 km/l, the ratio fast-check found: finite, but not once scaled by 10^4.
    const ratio = divide(parseDecimal("8.98846567431158e-20")!, parseDecimal("5e-324")!);
    expect(toRoundedNumber(ratio, 4)).toBeCloseTo(1.797693134862316e304, -290);
    expect(toRoundedNumber(f(10n ** 400n, 1n), 2)).toBe(Number.MAX_VALUE);
    expect(toRoundedNumber(f(-(10n ** 400n), 3n), 0)).toBe(-Number.MAX_VALUE);
  });
});

describe("floorTo", () => {
  it.each([
    [f(4193n, 1000n), false, 4.19],
    [f(42n, 10n), false, 4.2],
    [f(42n, 10n), true, 4.19],
    [f(6n, 1n), true, 5.99],
    [f(1n, 1000n), false, 0],
    [f(-1n, 1000n), false, -0.01],
  ] as const)("rounds %o down (strict: %s) to %d", (value, strict, expected) => {
    expect(floorTo(value, 2, strict)).toBe(expected);
  });
});

describe("decimalText", () => {
  it.each([
    [f(419n, 100n), "4.19"],
    [f(6n, 1n), "6"],
    [f(11010n, 100n), "110.1"],
    [f(5899n, 1000n), "5.899"],
    [f(103000n, 10n), "10300"],
    [f(58995n, 10000n), "5.9"],
    [f(1n, 3n), "0.333"],
  ] as const)("writes %o as %s", (value, expected) => {
    expect(decimalText(value)).toBe(expected);
  });

  it("writes any decimal of up to 3 places below 10^12 exactly, as its shortest text with a point", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 3 }), (n, places) => {
        const value = f(n, 10n ** BigInt(places));
        const text = decimalText(value);
        expect(text).toMatch(/^\d+(\.\d{0,2}[1-9])?$/);
        expect(compare(parseDecimal(text)!, value)).toBe(0);
      }),
    );
  });

  it("rounds more places to three, half away from zero, as toRoundedNumber does", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 4, max: 8 }), (n, places) => {
        const value = f(n, 10n ** BigInt(places));
        expect(Number(decimalText(value))).toBe(toRoundedNumber(value, 3));
      }),
    );
  });
});
