/**
 * Completeness checks of the ANP files, run by the price pipeline
 * (pipelines/anp/run.ts) after each sheet has parsed and before anything is
 * written: a file can be well-formed row by row and still be cut short
 * (a sheet truncated, a state's rows deleted, an old monthly file). Each
 * check throws an Error naming the file, the sheet and what is missing.
 */
import type { WeeklyPrices } from "#data/build/weekly.ts";
import type { Fuel } from "#lib/fuels.ts";
import { STATES, type Uf } from "#lib/states.ts";
import { type MonthlySheet, PRODUCT_NAMES, type WeeklySheet } from "./parse.ts";
import { STATION_PRODUCTS, type StationSheet } from "./stations.ts";

/**
 * A state and fuel the ANP's weekly summary may lack without the file being
 * wrong, with the reason. Amapá: the survey often finds no station selling
 * ethanol there (the monthly series has no ethanol mean for AP in 17 of its
 * months, data/anp/monthly.json).
 */
export const KNOWN_STATE_GAPS: readonly { uf: Uf; product: Fuel; reason: string }[] = [
  { uf: "AP", product: "ethanol", reason: "a pesquisa muitas vezes não encontra posto com etanol no Amapá" },
];

const FUELS: readonly Fuel[] = ["ethanol", "gasoline"];

/**
 * Checks that the weekly sheet of states (ESTADOS) has both fuels for each
 * of the 27 UFs, except the {@link KNOWN_STATE_GAPS}. Throws
 * `<file>, planilha "ESTADOS": faltam …` listing every missing pair.
 */
export function checkStateCoverage(sheet: WeeklySheet, file: string): void {
  const present = new Set(sheet.records.map((record) => `${record.uf} ${record.product}`));
  const missing = STATES.flatMap(({ uf }) =>
    FUELS.filter(
      (product) =>
        !present.has(`${uf} ${product}`) && !KNOWN_STATE_GAPS.some((gap) => gap.uf === uf && gap.product === product),
    ).map((product) => `${uf} ${PRODUCT_NAMES[product]}`),
  );
  if (missing.length > 0) {
    throw new Error(
      `${file}, planilha "${sheet.sheet}": faltam ${missing.length} linhas de estado e combustível: ${missing.join(", ")} ` +
        `(lidas ${sheet.rowCount} linhas; a planilha está incompleta)`,
    );
  }
}

/** Checks that the national sheet (BRASIL) has both fuels; throws naming file, sheet and the missing fuel. */
export function checkCountryCoverage(sheet: WeeklySheet, file: string): void {
  const missing = FUELS.filter((product) => !sheet.records.some((record) => record.product === product));
  if (missing.length > 0) {
    throw new Error(
      `${file}, planilha "${sheet.sheet}": falta a média nacional de ${missing.map((product) => PRODUCT_NAMES[product]).join(" e ")}`,
    );
  }
}

/**
 * Checks that the monthly series reaches the month in which the weekly
 * survey starts ("2026-06" for the week 2026-06-07 to 13): an older file
 * would show "the last 12 months" of another year. Throws naming the file,
 * the sheet and the row of the newest month it has.
 */
export function checkMonthlyReachesWeek(sheet: MonthlySheet, weekStart: string, file: string): void {
  const newest = sheet.records.reduce<MonthlySheet["records"][number] | undefined>(
    (latest, record) => (latest === undefined || record.month > latest.month ? record : latest),
    undefined,
  );
  const weekMonth = weekStart.slice(0, 7);
  if (newest === undefined || newest.month < weekMonth) {
    throw new Error(
      `${file}, planilha "${sheet.sheet}": a série termina em ${newest?.month ?? "(nenhum mês)"}` +
        `${newest ? ` (linha ${newest.row})` : ""}, antes do mês da pesquisa semanal (${weekMonth}); baixe o arquivo mensal atual`,
    );
  }
}

/** Share of municipalities the weekly survey may lose from one file to the next before the pipeline asks for `--force`. */
export const MAX_CITY_DROP = 0.2;

/**
 * Checks that the number of municipalities (sheet MUNICIPIOS) did not drop
 * by more than {@link MAX_CITY_DROP} against the committed file
 * (`committedCount`, null when there is none). `force` accepts a real drop.
 * Throws naming the file, the sheet, both counts and the flag.
 */
export function checkCityCount(
  sheet: WeeklySheet,
  cityCount: number,
  committed: { count: number; file: string } | null,
  file: string,
  force: boolean,
): void {
  if (committed === null || force) return;
  if (cityCount < committed.count * (1 - MAX_CITY_DROP)) {
    const drop = Math.round((1 - cityCount / committed.count) * 100);
    throw new Error(
      `${file}, planilha "${sheet.sheet}": ${cityCount} municípios contra ${committed.count} em ${committed.file} ` +
        `(queda de ${drop}%, mais que ${MAX_CITY_DROP * 100}%): a planilha parece cortada. ` +
        "Se a ANP de fato pesquisou menos municípios, rode de novo com --force.",
    );
  }
}

/**
 * Checks that the station file has, for every state and fuel, as many rows
 * as the summary's ESTADOS sheet says stations were surveyed (0 where the
 * summary has no price): a station file cut short, or of another survey,
 * fails here. Throws naming the file, the sheet and every state and fuel
 * whose counts differ.
 */
export function checkStationCounts(sheet: StationSheet, weekly: WeeklyPrices, file: string): void {
  const counts = new Map<string, number>();
  for (const { station, product } of sheet.records) {
    counts.set(`${station.uf} ${product}`, (counts.get(`${station.uf} ${product}`) ?? 0) + 1);
  }
  const differences = weekly.states.flatMap((state) =>
    FUELS.flatMap((product) => {
      const rows = counts.get(`${state.uf} ${product}`) ?? 0;
      const surveyed = state[product]?.stations ?? 0;
      return rows === surveyed
        ? []
        : [`${state.uf} ${STATION_PRODUCTS.fuels[product]}: ${rows} linhas, o resumo semanal conta ${surveyed} postos`];
    }),
  );
  if (differences.length > 0) {
    throw new Error(
      `${file}, planilha "${sheet.sheet}": o número de postos difere da planilha "ESTADOS" do resumo semanal em ` +
        `${differences.length} estados e combustíveis: ${differences.join("; ")}`,
    );
  }
}
