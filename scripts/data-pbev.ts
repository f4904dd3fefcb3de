/**
 * Builds data/pbev/cars.json, the flex-car catalogue, from Inmetro's PBE
 * Veicular tables (the PDFs in data/pbev/, see its README.md).
 *
 *   node scripts/data-pbev.ts [table.pdf …]   (default: every PDF in data/pbev/)
 *
 * Reads each PDF's text items with their positions (unpdf's pdf.js), takes
 * the edition's year, update date and printed flex count from its header,
 * reads the rows with src/features/cars/pbev-parse.ts, merges the editions
 * and writes the JSON. Prints, per edition, the flex rows read against the
 * count the header prints and every row it could not keep. Exits 1, naming
 * file and page, when a PDF's layout is not understood, a count differs or
 * a make is unknown.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { getDocumentProxy } from "unpdf";
import { buildCatalogue, type CarSpec, type CatalogueEdition, mergeEditions } from "../src/features/cars/catalogue.ts";
import { normaliseMake } from "../src/features/cars/makes.ts";
import {
  type EditionInfo,
  type EditionReading,
  LayoutError,
  parseEdition,
  readEditionInfo,
  type TextItem,
} from "../src/features/cars/pbev-parse.ts";

const DATA = new URL("../data/pbev/", import.meta.url).pathname;
export const OUTPUT = join(DATA, "cars.json");
/** Citation shown with the figures, followed by the edition's year. */
export const SOURCE = "Fonte: Inmetro – PBE Veicular";

/**
 * The text items of every page of a PDF, with positions in points in the
 * page's displayed orientation (the viewport applies the page rotation,
 * as in the 2021 edition): x = left edge, y = baseline from the top.
 */
export async function readPdfPages(path: string): Promise<TextItem[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path)), { verbosity: 0 });
  const pages: TextItem[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    // The viewport's matrix [a b c d e f] maps the item's text matrix to the displayed page.
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = viewport.transform as number[];
    pages.push(
      content.items.flatMap((item) => {
        if (!("str" in item) || item.str.trim() === "") return [];
        const [, , tc = 0, td = 0, te = 0, tf = 0] = item.transform as number[];
        const height = Math.hypot(a * tc + c * td, b * tc + d * td);
        return [{ x: a * te + c * tf + e, y: b * te + d * tf + f, width: item.width, height, text: item.str }];
      }),
    );
  }
  await pdf.destroy();
  return pages;
}

/** One PDF read: its file name, header facts and rows. */
export interface EditionRead {
  file: string;
  info: EditionInfo;
  reading: EditionReading;
}

/** Reads one edition's PDF. Throws a LayoutError whose message names file and page when the layout is not understood. */
export async function readEdition(path: string): Promise<EditionRead> {
  const file = basename(path);
  const pages = await readPdfPages(path);
  const info = readEditionInfo(pages[0] ?? [], { edition: file, page: 1 });
  try {
    return { file, info, reading: parseEdition(pages, info.updated) };
  } catch (error) {
    if (error instanceof LayoutError) error.message = `${file}: ${error.message}`;
    throw error;
  }
}

/** The editions' kept rows as catalogue cars, makes normalised; throws naming file and page on an unknown make. */
export function toCarSpecs(edition: EditionRead): CarSpec[] {
  return edition.reading.rows.map(({ page, make, ...row }) => {
    const known = normaliseMake(make);
    if (!known)
      throw new Error(`${edition.file}, page ${page}: unknown make "${make}": add it to src/features/cars/makes.ts`);
    return { ...row, make: known.name };
  });
}

async function main(paths: string[]): Promise<void> {
  const files =
    paths.length > 0
      ? paths
      : readdirSync(DATA)
          .filter((name) => name.endsWith(".pdf"))
          .sort()
          .map((name) => join(DATA, name));
  const editions: EditionRead[] = [];
  for (const path of files) editions.push(await readEdition(path));
  editions.sort((a, b) => a.info.updated.localeCompare(b.info.updated));

  let countsAgree = true;
  for (const { file, info, reading } of editions) {
    const printed = info.flexCount === null ? "the header prints no flex count" : `header prints ${info.flexCount}`;
    const agrees = info.flexCount === null || info.flexCount === reading.flexRows;
    countsAgree &&= agrees;
    console.log(
      `${agrees ? "✓" : "✗"} ${info.year} (updated ${info.updated}, ${file}): ${reading.flexRows} flex rows read, ${printed}; ${reading.rows.length} kept, ${reading.reports.length} reported`,
    );
    for (const report of reading.reports)
      console.log(`    page ${report.page} ${report.reason}: ${report.detail} — ${report.raw}`);
  }

  const catalogueEditions: CatalogueEdition[] = editions.map(({ file, info }) => ({
    year: info.year,
    updated: info.updated,
    file,
  }));
  const merged = mergeEditions(editions.map(toCarSpecs));
  const json = JSON.stringify(buildCatalogue(catalogueEditions, merged, SOURCE));
  writeFileSync(OUTPUT, `${json}\n`);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `${OUTPUT}: ${merged.length} cars; ${kib(Buffer.byteLength(json))} raw, ${kib(gzipSync(json, { level: 9 }).length)} gzip`,
  );
  if (!countsAgree) {
    console.error("A flex row count differs from its header's: the layout was misread.");
    process.exitCode = 1;
  }
}

if (import.meta.main) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
