/**
 * The history the ANP pipeline keeps (schemas and reader for the build:
 * src/data/build/anp-history.ts): one week file per survey under `weeks/` and the
 * station registry, in the data folder. Pure functions build them from a
 * week's parsed output; `historyTexts` says what to write, and where a new
 * week goes against the kept ones (docs/anp-history.md).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import {
  REGISTRY_FILE,
  type StationDetails,
  type StationRegistry,
  stationRegistrySchema,
  type StationSurvey,
  type SurveyWeek,
  type WeekFile,
  weekFileName,
  type WeeklyPrices,
  WEEKS_FOLDER,
  weeksOf,
} from "#data/build/anp-history.ts";
import { ANP_SOURCE, checkJson, parseDataset } from "#data/dataset.ts";
import * as zod from "#data/zod.ts";
import { STATES } from "#lib/states.ts";
import { formatJson } from "./json-files.ts";

/** The weeks kept in the data folder `dir`, oldest first. */
export function keptWeeks(dir: URL): SurveyWeek[] {
  const folder = new URL(`${WEEKS_FOLDER}/`, dir);
  return existsSync(folder) ? weeksOf(readdirSync(folder)) : [];
}

/** A JSON file of the data folder, or null when it is absent; throws naming it when it is not JSON. */
function readOptionalJson(url: URL): unknown {
  if (!existsSync(url)) return null;
  const text = readFileSync(url, "utf8");
  checkJson(text, url.pathname);
  return JSON.parse(text);
}

/** The kept summary of `week` in `dir` (the week file without its stations), or null. */
export function keptSummary(dir: URL, week: SurveyWeek): Pick<WeeklyPrices, "cities"> | null {
  const value = readOptionalJson(new URL(`${WEEKS_FOLDER}/${weekFileName(week)}`, dir));
  return value === null ? null : { cities: (value as { cities?: WeeklyPrices["cities"] }).cities ?? [] };
}

/** The registry kept in `dir`, validated, or null when there is none. */
export function keptRegistry(dir: URL): StationRegistry | null {
  const url = new URL(REGISTRY_FILE, dir);
  const value = readOptionalJson(url);
  return value === null ? null : parseDataset(zod, stationRegistrySchema, value, url.pathname);
}

/** The week file of one survey: its summary and each station's two prices, in the order of `stations`. */
export function weekFileOf(weekly: WeeklyPrices, stations: StationSurvey): WeekFile {
  return {
    ...weekly,
    stations: stations.stations.map((station) => [
      station.cnpj,
      station.ethanol?.price ?? null,
      station.ethanol?.collected ?? null,
      station.gasoline?.price ?? null,
      station.gasoline?.collected ?? null,
    ]),
  };
}

const stateOrder = new Map(STATES.map((state, index) => [state.uf, index]));
const collator = new Intl.Collator("pt-BR");

/** The order of the registry and of the week files: UF (order of `STATES`), city, name (pt-BR collation), CNPJ. */
function compareStations(a: StationDetails, b: StationDetails): number {
  return (
    (stateOrder.get(a.uf) ?? 0) - (stateOrder.get(b.uf) ?? 0) ||
    collator.compare(a.city, b.city) ||
    collator.compare(a.name, b.name) ||
    a.cnpj.localeCompare(b.cnpj)
  );
}

/**
 * The registry with a week's stations: a station new to it is added; one it
 * holds takes this week's name, brand and address when `newest` (the week is
 * the newest kept), and keeps its own otherwise (a past week brought in by hand).
 */
export function mergeRegistry(
  registry: StationRegistry | null,
  stations: StationSurvey,
  newest: boolean,
): StationRegistry {
  const byCnpj = new Map((registry?.stations ?? []).map((station) => [station.cnpj, station]));
  for (const { ethanol: _ethanol, gasoline: _gasoline, ...details } of stations.stations) {
    if (newest || !byCnpj.has(details.cnpj)) byCnpj.set(details.cnpj, details);
  }
  return { source: ANP_SOURCE, stations: [...byCnpj.values()].sort(compareStations) };
}

/** Where a new week stands against the kept ones. */
export type WeekPlace = "newest" | "again" | "past";

/**
 * Where `week` goes among `kept` (oldest first): "newest" after them (or
 * the first), "again" for the newest kept week taken again (a rerun), "past"
 * for an older one. A past week is refused unless `pastWeek` is set (the
 * owner bringing a missed week in by hand, `--semana-passada`): a refresh
 * must never take the site's prices back in time. Throws naming both weeks.
 */
export function placeWeek(week: SurveyWeek, kept: readonly SurveyWeek[], pastWeek: boolean): WeekPlace {
  const newest = kept.at(-1);
  if (!newest || week.start > newest.start) return "newest";
  if (week.start === newest.start) return "again";
  if (!pastWeek) {
    throw new Error(
      `A semana ${week.start} a ${week.end} é anterior à mais nova já guardada (${newest.start} a ${newest.end}): nada foi gravado. ` +
        "Para trazer uma semana perdida, use npm run data:anp -- --semana-passada <resumo> <mensal> <revendas>.",
    );
  }
  return "past";
}

/** The texts of a week's history files (data folder → text): its week file and the merged registry. */
export function historyTexts(
  weekly: WeeklyPrices,
  stations: StationSurvey,
  registry: StationRegistry | null,
  place: WeekPlace,
): Record<string, string> {
  const merged = mergeRegistry(registry, stations, place !== "past");
  const order = new Map(merged.stations.map((station, index) => [station.cnpj, index]));
  const sorted = {
    ...stations,
    stations: stations.stations.toSorted((a, b) => (order.get(a.cnpj) ?? 0) - (order.get(b.cnpj) ?? 0)),
  };
  return {
    [`${WEEKS_FOLDER}/${weekFileName({ start: weekly.weekStart, end: weekly.weekEnd })}`]: `${formatJson(weekFileOf(weekly, sorted))}\n`,
    [REGISTRY_FILE]: `${formatJson(merged)}\n`,
  };
}
