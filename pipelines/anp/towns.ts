/**
 * Town pipeline, the step after the ANP one: reads IBGE's municipalities
 * with their seats' coordinates (data/ibge/municipios.csv, estados.csv) and
 * the week's survey (data/anp/weekly.json, written by pipelines/anp/run.ts),
 * and writes data/anp/towns.json, every municipality with its nearest
 * survey per fuel in the same state (src/features/prices/nearest-survey.ts),
 * and data/anp/town-coordinates.json, the seats in the same order.
 * Exits 1 naming the file and line of a bad coordinates file, or the
 * surveyed cities that are no municipality of the list; writes nothing then.
 *
 *   node pipelines/anp/towns.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import type { Fuel } from "../../src/lib/fuels.ts";
import type { WeeklyPrices } from "../../src/data/weekly.ts";
import { buildTownIndex } from "./town-index.ts";
import { isNear, NEAR_KM, type TownCoordinates, type TownIndex, townRefs } from "../../src/data/towns.ts";
import { TOWNS_SOURCE } from "../ibge/municipalities.ts";
import { DATA_DIR, formatJson, readMunicipalities } from "./run.ts";

/** Where the index and the coordinates are written. */
export const TOWNS_FILE = new URL("towns.json", DATA_DIR);
export const COORDINATES_FILE = new URL("town-coordinates.json", DATA_DIR);

/** The week's survey as pipelines/anp/run.ts wrote it. */
export function readWeekly(): WeeklyPrices {
  return JSON.parse(readFileSync(new URL("weekly.json", DATA_DIR), "utf8")) as WeeklyPrices;
}

/** The index and the coordinates from the committed files (throws as `readMunicipalities` and `buildTownIndex` do). */
export function townFiles(): { index: TownIndex; coordinates: TownCoordinates } {
  const weekly = readWeekly();
  return buildTownIndex(weekly, readMunicipalities(), `${TOWNS_SOURCE}; preços: ${weekly.source}`);
}

/** The two files' text: one municipality per line in towns.json, one state per line in town-coordinates.json. */
export function townTexts(files: { index: TownIndex; coordinates: TownCoordinates }): {
  towns: string;
  coordinates: string;
} {
  const coordinates = Object.entries(files.coordinates).map(
    ([uf, list]) => `  ${JSON.stringify(uf)}: ${JSON.stringify(list)}`,
  );
  return { towns: `${formatJson(files.index)}\n`, coordinates: `{\n${coordinates.join(",\n")}\n}\n` };
}

function main(): void {
  const files = townFiles();
  const texts = townTexts(files);
  writeFileSync(TOWNS_FILE, texts.towns);
  writeFileSync(COORDINATES_FILE, texts.coordinates);
  const towns = Object.values(files.index.states).flatMap((state) => state.towns.map(townRefs));
  const none = (fuel: Fuel) => towns.filter((town) => town[fuel] === null).length;
  const far = towns.filter((town) => town.ethanol && !isNear(town.ethanol[1])).length;
  console.log(`towns.json: ${towns.length} municípios, semana ${files.index.weekStart} a ${files.index.weekEnd}`);
  console.log(
    `  sem pesquisa no estado: etanol ${none("ethanol")}, gasolina ${none("gasoline")}; etanol a mais de ${NEAR_KM} km: ${far}`,
  );
  for (const [name, text] of Object.entries({ "towns.json": texts.towns, "town-coordinates.json": texts.coordinates }))
    console.log(`  ${name}: ${Buffer.byteLength(text)} bytes (brotli ${brotliCompressSync(text).length})`);
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
