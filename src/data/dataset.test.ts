import { describe, expect, it } from "vitest";
import { MONTHLY } from "./build/monthly.ts";
import { WEEKLY } from "./build/weekly.ts";
import { cityIndexSchema } from "./cities.ts";
import { checkJson, parseDataset } from "./dataset.ts";
import * as z from "./zod.ts";

describe("checkJson", () => {
  it("accepts JSON and names the file of text that is not", () => {
    expect(() => checkJson('{"a": [1, 2]}', "data/x.json")).not.toThrow();
    expect(() => checkJson('{"a": [1, 2', "data/anp/weekly.json")).toThrow(
      /^data\/anp\/weekly\.json: JSON ilegível, arquivo cortado ou corrompido/,
    );
  });
});

describe("parseDataset", () => {
  it("returns a value that fits its schema, and names the file and the path of one that does not", () => {
    const schema = (zod: typeof z) => zod.object({ states: zod.array(zod.object({ uf: zod.string(), mean: zod.string() })) });
    expect(parseDataset(z, schema, { states: [{ uf: "SP", mean: "4.19" }] }, "data/x.json")).toEqual({
      states: [{ uf: "SP", mean: "4.19" }],
    });
    expect(() => parseDataset(z, schema, { states: [{ uf: "SP", mean: 4.19 }] }, "data/anp/weekly.json")).toThrow(
      /^data\/anp\/weekly\.json: o arquivo não tem a forma que o site espera[\s\S]*states\[0\]\.mean/,
    );
  });

  it("refuses a price written as a float, a state the file must hold left out, and an unknown UF", () => {
    const week = { source: "s", weekStart: "2026-06-07", weekEnd: "2026-06-13" };
    expect(() => parseDataset(z, cityIndexSchema, { ...week, states: { SP: [["Campinas", ["4,19", 25], null]] } }, "c.json")).toThrow(
      "c.json",
    );
    const all = Object.fromEntries(WEEKLY.states.map(({ uf }) => [uf, []]));
    expect(parseDataset(z, cityIndexSchema, { ...week, states: all }, "c.json").states.SP).toEqual([]);
    expect(() => parseDataset(z, cityIndexSchema, { ...week, states: { ...all, XX: [] } }, "c.json")).toThrow(/at states/);
    const { AC: _left, ...withoutAcre } = all;
    expect(() => parseDataset(z, cityIndexSchema, { ...week, states: withoutAcre }, "c.json")).toThrow("AC");
  });

  it("reads the committed files: 27 states, each with its months", () => {
    expect(WEEKLY.states).toHaveLength(27);
    expect(MONTHLY.states.map(({ uf }) => uf)).toEqual(WEEKLY.states.map(({ uf }) => uf));
  });
});
