/**
 * For tests: the frozen copies of official data in fixtures/ (fixtures/README.md),
 * read through the same schemas as the committed files, so a test of
 * hand-checked figures never depends on this week's data nor on a cast.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { monthlyPricesSchema } from "#data/build/monthly.ts";
import { stationSurveySchema } from "#data/build/stations.ts";
import { weeklyPricesSchema } from "#data/build/weekly.ts";
import { carsJsonSchema } from "#data/cars.ts";
import { cityIndexSchema } from "#data/cities.ts";
import { type ZodMini, parseDataset } from "#data/dataset.ts";
import { townIndexSchema } from "#data/towns.ts";
import * as zod from "#data/zod.ts";
import type { ZodMiniType } from "#data/zod.ts";

const read = <Schema extends ZodMiniType>(build: (z: ZodMini) => Schema, path: string) =>
  parseDataset(
    zod,
    build,
    // Not `new URL(…, import.meta.url)`: for jsdom tests Vite rewrites that pattern as an asset import.
    JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), "../../fixtures", path), "utf8")),
    `fixtures/${path}`,
  );

/** The ANP survey of 7 to 13/06/2026 (weekly, monthly, city, town and station files of that week). */
export const ANP_JUNE_2026 = {
  weekly: read(weeklyPricesSchema, "anp-2026-06-07/weekly.json"),
  stations: read(stationSurveySchema, "anp-2026-06-07/stations.json"),
  monthly: read(monthlyPricesSchema, "anp-2026-06-07/monthly.json"),
  cities: read(cityIndexSchema, "anp-2026-06-07/cities.json"),
  towns: read(townIndexSchema, "anp-2026-06-07/towns.json"),
};

/** Inmetro's catalogue as of the table of 03/06/2026. */
export const PBEV_JUNE_2026 = read(carsJsonSchema, "pbev-2026-06-03/cars.json");
