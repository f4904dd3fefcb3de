import { describe, expect, it } from "vitest";
import { parseDecimal } from "./decimal.ts";
import { formatDay, formatDecimal, formatKm, formatKmPerLitre, formatLimit, formatLitres } from "./format-figures.ts";

const dec = (text: string) => parseDecimal(text)!;

describe("formatLimit", () => {
  it("rounds a car's limit once, from the exact ratio, to one decimal, zero included", () => {
    expect(formatLimit(dec("0.72449"))).toBe("72,4%");
    expect(formatLimit(dec("0.7245"))).toBe("72,5%");
    expect(formatLimit(dec("0.72"))).toBe("72,0%");
    expect(formatLimit(dec("0.7"))).toBe("70,0%");
    // Chevrolet ONIX LTZ 1.0T A-6, PBEV 2026, city: 8,6 ÷ 12,1 = 0,71074…
    expect(formatLimit({ n: 86n, d: 121n })).toBe("71,1%");
  });
});

describe("units", () => {
  it("formatKm writes whole km, and an exact reading with at most one decimal", () => {
    expect(formatKm(19)).toBe("19 km");
    expect(formatKm(1234)).toBe("1.234 km");
    expect(formatKm(dec("10300"))).toBe("10.300 km");
    expect(formatKm(dec("1737.6"))).toBe("1.737,6 km");
    expect(formatKm(dec("10300.25"))).toBe("10.300,3 km");
  });

  it("formatKmPerLitre writes one decimal, zero included, with or without the unit", () => {
    expect(formatKmPerLitre(dec("8.6"))).toBe("8,6 km/l");
    expect(formatKmPerLitre(dec("12"))).toBe("12,0 km/l");
    expect(formatKmPerLitre(dec("12.345"))).toBe("12,3 km/l");
    expect(formatKmPerLitre(dec("15.3"), { unit: false })).toBe("15,3");
    expect(formatKmPerLitre(dec("12"), { unit: false })).toBe("12,0");
  });

  it("formatDecimal and formatLitres write up to three decimals with Brazilian separators", () => {
    expect(formatDecimal(dec("8.5"))).toBe("8,5");
    expect(formatDecimal(dec("1000"))).toBe("1.000");
    expect(formatDecimal(dec("20000"))).toBe("20.000");
    expect(formatLitres(dec("40.5"))).toBe("40,5 L");
    expect(formatLitres(dec("40.1234"))).toBe("40,123 L");
  });

  it("formatDay writes an ISO day as dd/mm/yyyy", () => {
    expect(formatDay("2026-11-20")).toBe("20/11/2026");
  });
});
