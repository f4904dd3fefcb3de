import { describe, expect, it } from "vitest";
import { statusText } from "./car-search-box.ts";

describe("statusText", () => {
  it("says how many versions were found and how many are shown", () => {
    expect(statusText(0, 0)).toMatch(/^Nenhuma versão encontrada/);
    expect(statusText(1, 1)).toBe("1 versão encontrada:");
    expect(statusText(5, 5)).toBe("5 versões encontradas:");
    expect(statusText(40, 8)).toBe("40 versões encontradas; as 8 primeiras:");
  });
});
