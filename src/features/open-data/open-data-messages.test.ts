import { describe, expect, it } from "vitest";
import { columnKind, formatBytes, stationCount } from "./open-data-messages.ts";

describe("open data messages", () => {
  it("give sizes in decimal units, as file managers show them", () => {
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(812)).toBe("812 bytes");
    expect(formatBytes(54_300)).toBe("54,3 kB");
    expect(formatBytes(1_051_820)).toBe("1,1 MB");
  });

  it("count stations in pt-BR, 0 and many in the plural", () => {
    expect(stationCount(1)).toBe("1 posto");
    expect(stationCount(0)).toBe("0 postos");
    expect(stationCount(4376)).toBe("4.376 postos");
  });

  it("say a column's type and unit", () => {
    expect(columnKind({ type: "number", unit: "R$/l" })).toBe("número, R$/l");
    expect(columnKind({ type: "date", unit: null })).toBe("data");
  });
});
