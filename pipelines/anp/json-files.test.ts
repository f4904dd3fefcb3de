import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatJson } from "./json-files.ts";

describe("formatJson", () => {
  it("writes one record per line and opens only what holds records", () => {
    const value = { a: 1, b: { c: [1, 2] }, rows: [{ x: 1 }, ["t", [1, 2]]], groups: { AC: [{ y: null }] } };
    expect(formatJson(value)).toBe(
      '{\n  "a": 1,\n  "b": {"c":[1,2]},\n  "rows": [\n    {"x":1},\n    ["t",[1,2]]\n  ],\n  "groups": {\n    "AC": [\n      {"y":null}\n    ]\n  }\n}',
    );
  });

  it("reads back as the same value as JSON.stringify gives, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(formatJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
