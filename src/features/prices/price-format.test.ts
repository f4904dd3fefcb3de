import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatMean,
  formatRatio,
  formatStations,
  hasSmallSample,
  isSmallSample,
  NO_FIGURE,
  SMALL_SAMPLE_STATIONS,
} from "./price-format.ts";
import { pairVerdict } from "./price-verdicts.ts";

describe("price-format", () => {
  it("prints mean prices as posted, in R$ per litre", () => {
    expect(formatMean("3.86")).toBe("R$\u00a03,86");
    expect(formatMean("4.2")).toBe("R$\u00a04,20");
    expect(formatMean("2.552")).toBe("R$\u00a02,552");
    expect(formatMean(null)).toBe(NO_FIGURE);
  });

  it("groups thousands and agrees in number", () => {
    expect(formatStations(1)).toBe("1 posto");
    expect(formatStations(1184)).toBe("1.184 postos");
  });

  it("prints a ratio, or a dash without both prices", () => {
    expect(formatRatio(pairVerdict("3.86", "6.46"))).toBe("59,8%");
    expect(formatRatio(pairVerdict(null, "6.46"))).toBe(NO_FIGURE);
  });
});

describe("small samples", () => {
  it("flags a mean over 1 to 9 stations, not 0 (no mean) nor 10 and more", () => {
    expect(SMALL_SAMPLE_STATIONS).toBe(10);
    expect([0, 1, 9, 10, 1184].map(isSmallSample)).toEqual([false, true, true, false, false]);
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (stations) => {
        expect(isSmallSample(stations)).toBe(stations >= 1 && stations <= 9);
      }),
    );
  });

  it("flags a place when either of its two means is a small sample", () => {
    const stats = (stations: number) => ({ mean: "5", min: "4", max: "6", stations });
    expect(hasSmallSample({ ethanol: stats(3), gasoline: stats(40) })).toBe(true);
    expect(hasSmallSample({ ethanol: stats(40), gasoline: stats(9) })).toBe(true);
    expect(hasSmallSample({ ethanol: stats(10), gasoline: stats(40) })).toBe(false);
    expect(hasSmallSample({ ethanol: null, gasoline: stats(40) })).toBe(false);
    expect(hasSmallSample({ ethanol: null, gasoline: null })).toBe(false);
  });
});
