import { createHash } from "node:crypto";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cityMeansSchema } from "#data/browser/city-means.ts";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { parseDataset } from "#data/dataset.ts";
import * as zod from "#data/zod.ts";
import { STATES } from "#lib/states.ts";
import { alertsIndexJson, cityMeansJson } from "./alerts-files.ts";

const [older, newer] = SURVEY_WEEKS.slice(-2).map(weekSummary);
if (!older || !newer) throw new Error("the data keeps two surveys");

describe("the files Avisos read", () => {
  it("give every city of a state its two means and, when surveyed before, the previous survey's", () => {
    for (const { uf } of STATES) {
      const file = parseDataset(zod, cityMeansSchema, cityMeansJson(newer, older, uf), `medias ${uf}`);
      const cities = newer.cities.filter((city) => city.uf === uf);
      expect(Object.keys(file.cities)).toEqual(cities.map((city) => city.name));
      for (const city of cities) {
        const before = older.cities.find((each) => each.uf === uf && each.name === city.name);
        expect(file.cities[city.name]).toEqual([
          city.ethanol?.mean ?? null,
          city.gasoline?.mean ?? null,
          before ? [before.ethanol?.mean ?? null, before.gasoline?.mean ?? null] : null,
        ]);
      }
      expect(file.previous).toEqual({ start: older.weekStart, end: older.weekEnd });
    }
  });

  it("name the newest survey in an index of at most 1 KiB brotli, with 27 states", () => {
    // Hashes as random as real ones: brotli cannot shrink them.
    const hashes = Object.fromEntries(
      STATES.map(({ uf }) => [uf, createHash("sha256").update(uf).digest("hex").slice(0, 8)]),
    );
    const index = alertsIndexJson(newer, hashes);
    expect(index.weekEnd).toBe(newer.weekEnd);
    expect(Object.keys(index.states)).toHaveLength(27);
    expect(brotliCompressSync(JSON.stringify(index)).byteLength).toBeLessThanOrEqual(1024);
  });
});
