import { describe, expect, it } from "vitest";
import { parseJson } from "./parse-json.ts";

describe("parseJson", () => {
  it("returns the value of JSON text", () => {
    expect(parseJson('{"uf":"SP","city":"Campinas"}')).toEqual({ uf: "SP", city: "Campinas" });
    expect(parseJson("true")).toBe(true);
    expect(parseJson("null")).toBeNull();
  });

  it("returns undefined for nothing stored and for text that is not JSON, without throwing", () => {
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson('{"uf":"SP"')).toBeUndefined();
    expect(parseJson("")).toBeUndefined();
  });
});
