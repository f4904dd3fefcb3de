import { describe, expect, it } from "vitest";
import { columnKind, formatBytes, rowCount, weekTitle } from "./open-data-messages.ts";

describe("open data messages", () => {
  it("give sizes in decimal units, as file managers show them", () => {
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(812)).toBe("812 bytes");
    expect(formatBytes(54_300)).toBe("54,3 kB");
    expect(formatBytes(1_051_820)).toBe("1,1 MB");
  });

  it("count each table's rows in pt-BR, 0 and many in the plural", () => {
    expect(rowCount("postos", 1)).toBe("1 posto");
    expect(rowCount("postos", 0)).toBe("0 postos");
    expect(rowCount("postos", 4376)).toBe("4.376 postos");
    expect(rowCount("municipios", 1)).toBe("1 município");
    expect(rowCount("municipios", 412)).toBe("412 municípios");
    expect(rowCount("estados", 27)).toBe("27 unidades da federação");
  });

  it("name a week page by its survey week", () => {
    expect(weekTitle("14 a 20/06/2026")).toBe("Pesquisa de 14 a 20/06/2026");
    expect(weekTitle("28/12/2025 a 03/01/2026")).toBe("Pesquisa de 28/12/2025 a 03/01/2026");
  });

  it("say a column's type and unit", () => {
    expect(columnKind({ type: "number", unit: "R$/l" })).toBe("número, R$/l");
    expect(columnKind({ type: "date", unit: null })).toBe("data");
  });
});
