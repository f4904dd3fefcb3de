import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBrDate,
  formatBRL,
  formatInteger,
  formatLongDate,
  formatPercent,
  formatPercentColumn,
  formatRelativeDate,
} from "./format.ts";

const NBSP = "\u00a0";

describe("formatBRL", () => {
  it.each([
    [0.5, `R$${NBSP}0,50`],
    [0, `R$${NBSP}0,00`],
    [-0, `R$${NBSP}0,00`],
    [5.79, `R$${NBSP}5,79`],
    [1234.5, `R$${NBSP}1.234,50`],
    [1_000_000, `R$${NBSP}1.000.000,00`],
    [-2.5, `-R$${NBSP}2,50`],
  ])("formats %d as %s", (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("refuses %d", (value) => {
    expect(() => formatBRL(value)).toThrow(RangeError);
  });

  it("always gives R$, a comma and two decimals for amounts in cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(formatBRL(cents / 100)).toMatch(/^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });
});

describe("formatRelativeDate", () => {
  const now = new Date("2026-11-21T12:00:00.000Z");
  it.each([
    ["2026-11-21T12:00:00.000Z", "há 1 segundo"],
    ["2026-11-21T11:59:55.000Z", "há 5 segundos"],
    ["2026-11-21T11:59:00.000Z", "há 1 minuto"],
    ["2026-11-21T11:15:00.000Z", "há 45 minutos"],
    ["2026-11-21T10:00:00.000Z", "há 2 horas"],
    ["2026-11-20T12:00:00.000Z", "há 1 dia"],
    ["2026-11-18T12:00:00.000Z", "há 3 dias"],
    ["2026-11-07T12:00:00.000Z", "há 2 semanas"],
    ["2026-09-21T12:00:00.000Z", "há 2 meses"],
    ["2024-11-21T12:00:00.000Z", "há 2 anos"],
    ["2026-11-21T13:00:00.000Z", "há 1 segundo"],
  ])("%s → %s", (iso, expected) => {
    expect(formatRelativeDate(iso, now)).toBe(expected);
  });

  it.each(["", "ontem", "2026-13-45", "not a date"])("says Data inválida for %j", (iso) => {
    expect(formatRelativeDate(iso, now)).toBe("Data inválida");
  });

  it("always reads 'há …' for any past instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 * 365 * 24 * 3600 * 1000 }), (ago) => {
        const iso = new Date(now.getTime() - ago).toISOString();
        expect(formatRelativeDate(iso, now)).toMatch(
          /^há \d+ (segundos?|minutos?|horas?|dias?|semanas?|m[eê]s(es)?|anos?)$/,
        );
      }),
    );
  });
});

describe("calendar dates", () => {
  it.each([
    ["2026-11-10", "10/11/2026", "10 de novembro de 2026"],
    ["2028-02-29", "29/02/2028", "29 de fevereiro de 2028"],
    ["2026-01-01", "01/01/2026", "1 de janeiro de 2026"],
  ])("%s → %s and %s", (iso, short, long) => {
    expect(formatBrDate(new Date(iso))).toBe(short);
    expect(formatLongDate(new Date(iso))).toBe(long);
  });

  it("refuses an invalid date", () => {
    expect(() => formatBrDate(new Date("x"))).toThrow(RangeError);
  });
});

describe("formatInteger", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1.000"],
    [1184, "1.184"],
    [12_345_678, "12.345.678"],
    [-4321, "-4.321"],
  ])("formats %d as %s", (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });

  it("groups every integer's digits by three with dots, and only that", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const text = formatInteger(value);
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*$/);
        expect(text.replaceAll(".", "")).toBe(String(value));
      }),
    );
  });

  it("rounds a fraction half away from zero", () => {
    expect([2.5, 2.49, -2.5, 0.4].map(formatInteger)).toEqual(["3", "2", "-3", "0"]);
  });

  it("refuses non-finite input", () => {
    expect(() => formatInteger(Number.NaN)).toThrow(RangeError);
    expect(() => formatInteger(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatPercent", () => {
  it.each([
    [0.686, "68,6%"],
    [0.7, "70%"],
    [0.72345, "72,3%"],
    [1.05, "105%"],
  ])("formats %d as %s", (ratio, expected) => {
    expect(formatPercent(ratio)).toBe(expected);
  });

  it("refuses non-finite ratios", () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatPercentColumn", () => {
  it("always prints one decimal, for a column that reads evenly", () => {
    expect(formatPercentColumn(0.64)).toBe("64,0%");
    expect(formatPercentColumn(0.5975)).toBe("59,8%");
    expect(formatPercentColumn(0.7)).toBe("70,0%");
    expect(() => formatPercentColumn(Number.NaN)).toThrow(RangeError);
  });
});
