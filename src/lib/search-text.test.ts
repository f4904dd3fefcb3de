import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseText, slugify } from "./search-text.ts";

describe("normaliseText", () => {
  it("drops accents and case, keeps the decimal point, turns other punctuation into single spaces", () => {
    expect(normaliseText("ÔNIX  Plus")).toBe("onix plus");
    expect(normaliseText("1.0-12V")).toBe("1.0 12v");
    expect(normaliseText("Sant'Ana do Livramento")).toBe("sant ana do livramento");
  });

  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (text) => normaliseText(normaliseText(text)) === normaliseText(text)));
  });
});

describe("slugify", () => {
  it("writes a name as a URL segment", () => {
    expect(slugify("São José dos Campos")).toBe("sao-jose-dos-campos");
    expect(slugify("Citroën")).toBe("citroen");
  });
});
