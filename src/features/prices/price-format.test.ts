import { describe, expect, it } from "vitest";
import { formatCount, formatMean, formatRatio, formatStations, NO_FIGURE } from "./price-format";
import { pairVerdict } from "./price-verdicts";

describe("price-format", () => {
  it("prints mean prices as posted, in R$ per litre", () => {
    expect(formatMean("3.86")).toBe("R$\u00a03,86");
    expect(formatMean("4.2")).toBe("R$\u00a04,20");
    expect(formatMean("2.552")).toBe("R$\u00a02,552");
    expect(formatMean(null)).toBe(NO_FIGURE);
  });

  it("groups thousands and agrees in number", () => {
    expect(formatCount(1184)).toBe("1.184");
    expect(formatStations(1)).toBe("1 posto");
    expect(formatStations(1184)).toBe("1.184 postos");
  });

  it("prints a ratio, or a dash without both prices", () => {
    expect(formatRatio(pairVerdict("3.86", "6.46"))).toBe("59,8%");
    expect(formatRatio(pairVerdict(null, "6.46"))).toBe(NO_FIGURE);
  });
});
