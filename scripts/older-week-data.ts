/**
 * The data folder of the e2e build "a week ago" (build-e2e-older, `npm run build:e2e`): a copy of data/anp/ (or
 * `ANP_DATA_DIR`) into `folder` whose weeks/ lacks the newest kept week, so that the site built from it is the site as
 * it was before that week's refresh. e2e/alerts.spec.ts serves it, then the full build, as a deploy of the new
 * week would. The rest of the folder is copied as it is. Fails when fewer than two weeks are kept.
 *
 *   node scripts/older-week-data.ts <folder>
 */
import { cpSync, rmSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { weekFileName, WEEKS_FOLDER } from "#data/build/anp-history.ts";
import { DATA_DIR } from "#pipelines/anp/files.ts";
import { keptWeeks } from "#pipelines/anp/history.ts";

/** Copies the data folder `source` into `target` without its newest week; returns the week left out's file name. */
export function writeOlderWeekData(target: URL, source: URL = DATA_DIR): string {
  const weeks = keptWeeks(source);
  const newest = weeks.at(-1);
  if (!newest || weeks.length < 2) {
    throw new Error(`${fileURLToPath(source)}: são necessárias duas semanas guardadas, há ${weeks.length}.`);
  }
  const left = weekFileName(newest);
  const from = fileURLToPath(source);
  rmSync(target, { recursive: true, force: true });
  cpSync(from, fileURLToPath(target), {
    recursive: true,
    filter: (path) => !(basename(path) === left && basename(dirname(path)) === WEEKS_FOLDER),
  });
  return left;
}

if (import.meta.main) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error("Uso: node scripts/older-week-data.ts <pasta>");
    process.exitCode = 1;
  } else {
    const left = writeOlderWeekData(pathToFileURL(`${resolve(folder)}/`));
    console.log(`${resolve(folder)}: data/anp sem ${WEEKS_FOLDER}/${left}`);
  }
}
