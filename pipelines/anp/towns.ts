/**
 * Town step of the ANP pipeline: from IBGE's municipalities with their
 * seats' coordinates (data/ibge/municipios.csv, estados.csv) and the week's
 * survey (the newest week kept in data/anp/weeks/), data/anp/towns.json, every municipality with its
 * nearest survey per fuel in the same state
 * (src/features/prices/nearest-survey.ts), and data/anp/town-coordinates.json,
 * the seats in the same order. `npm run data:anp` (pipelines/anp/run.ts)
 * writes them with the rest; run alone, this rebuilds them from the
 * newest kept week (after a change of IBGE's list). Exits 1 naming the
 * file and line of a bad coordinates file, or the surveyed cities that are
 * no municipality of the list; writes nothing then.
 *
 *   node pipelines/anp/towns.ts
 */
import { readFileSync } from "node:fs";
import { type WeekFile, weekFileName, WEEKS_FOLDER } from "#data/build/anp-history.ts";
import type { WeeklyPrices } from "#data/build/weekly.ts";
import { isNear, NEAR_KM, type TownCoordinates, type TownIndex, townRefs } from "#data/towns.ts";
import type { Fuel } from "#lib/fuels.ts";
import { readMunicipalities, TOWNS_SOURCE } from "#pipelines/ibge/municipalities.ts";
import { DATA_DIR } from "./files.ts";
import { keptWeeks } from "./history.ts";
import { formatJson, writeTexts } from "./json-files.ts";
import { buildTownIndex } from "./town-index.ts";

/** The town index and the seats' coordinates. */
export interface TownFiles {
  readonly index: TownIndex;
  readonly coordinates: TownCoordinates;
}

/** The newest kept week's summary as the pipeline wrote it in `dir` (its week file without the stations). */
export function readWeekly(dir: URL = DATA_DIR): WeeklyPrices {
  const newest = keptWeeks(dir).at(-1);
  if (!newest)
    throw new Error(`${dir.pathname}${WEEKS_FOLDER}: nenhuma semana da ANP guardada; rode npm run data:anp.`);
  const file = new URL(`${WEEKS_FOLDER}/${weekFileName(newest)}`, dir);
  const { stations: _stations, ...summary } = JSON.parse(readFileSync(file, "utf8")) as WeekFile;
  return summary;
}

/** The index and the coordinates for `weekly` (by default the committed one); throws as `readMunicipalities` and `buildTownIndex` do. */
export function townFiles(weekly: WeeklyPrices = readWeekly()): TownFiles {
  return buildTownIndex(weekly, readMunicipalities(), `${TOWNS_SOURCE}; preços: ${weekly.source}`);
}

/** The two files' text by file name: one municipality per line in towns.json, one state per line in town-coordinates.json. */
export function townTexts(files: TownFiles): { "towns.json": string; "town-coordinates.json": string } {
  const coordinates = Object.entries(files.coordinates).map(
    ([uf, list]) => `  ${JSON.stringify(uf)}: ${JSON.stringify(list)}`,
  );
  return {
    "towns.json": `${formatJson(files.index)}\n`,
    "town-coordinates.json": `{\n${coordinates.join(",\n")}\n}\n`,
  };
}

/** What the index holds, in words: municipalities, the week, those without a survey in their state or far from one. */
export function townSummary(files: TownFiles): string[] {
  const towns = Object.values(files.index.states).flatMap((state) => state.towns.map(townRefs));
  const none = (fuel: Fuel) => towns.filter((town) => town[fuel] === null).length;
  const far = towns.filter((town) => town.ethanol && !isNear(town.ethanol[1])).length;
  return [
    `towns.json: ${towns.length} municípios, semana ${files.index.weekStart} a ${files.index.weekEnd}`,
    `  sem pesquisa no estado: etanol ${none("ethanol")}, gasolina ${none("gasoline")}; etanol a mais de ${NEAR_KM} km: ${far}`,
  ];
}

if (import.meta.main) {
  try {
    const files = townFiles();
    for (const line of [...townSummary(files), ...writeTexts(townTexts(files), DATA_DIR)]) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
