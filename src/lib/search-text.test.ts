import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesAllWords, normaliseText } from "./search-text";

describe("matchesAllWords", () => {
  it("needs every word, in any order, ignoring accents and case", () => {
    expect(matchesAllWords("São José dos Campos", "campos sao")).toBe(true);
    expect(matchesAllWords("São José dos Campos", "jose rio")).toBe(false);
    expect(matchesAllWords("Ribeirão Preto", "")).toBe(true);
  });

  it("always finds a text by its own words", () => {
    fc.assert(
      fc.property(fc.string(), (text) => matchesAllWords(text, text) && matchesAllWords(text, normaliseText(text))),
    );
  });
});
