/**
 * Builds data/pbev/cars.json, the flex-car catalogue, from Inmetro's PBE
 * Veicular tables (the PDFs in data/pbev/, see its README.md).
 *
 *   node pipelines/pbev/run.ts [new-table.pdf …]
 *
 * Always rebuilds from every table in data/pbev/: a PDF given as an
 * argument is read, then copied there first as pbev-<update date>.pdf (an
 * edition already there is refused). Reads each PDF's text items with their
 * positions (unpdf's pdf.js), takes the edition's year, update date and
 * printed flex count from its header, reads the rows with
 * pipelines/pbev/parse.ts (page-layout.ts, row-reading.ts, edition-info.ts), merges the editions and writes the JSON,
 * one car per line. Prints, per edition, the flex rows read against the
 * count the header prints and every row it could not keep. Exits 1 writing
 * nothing (and removing a PDF it copied), naming file and page, when a PDF
 * is unreadable or truncated, its layout is not understood, two files hold
 * the same edition, a count differs or a make is unknown.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { getDocumentProxy } from "unpdf";
import type { CarsJson, CarSpec, CatalogueEdition } from "#data/cars.ts";
import { buildCatalogue, mergeEditions } from "./catalogue.ts";
import { type EditionInfo, readEditionInfo } from "./edition-info.ts";
import { normaliseMake } from "./makes.ts";
import { LayoutError, type TextItem } from "./page-layout.ts";
import { type EditionReading, parseEdition } from "./parse.ts";

const DATA = new URL("../../data/pbev/", import.meta.url).pathname;
export const OUTPUT = join(DATA, "cars.json");
/** Citation shown with the figures, followed by the edition's year. */
export const SOURCE = "Fonte: Inmetro – PBE Veicular";

/**
 * The text items of every page of a PDF, with positions in points in the
 * page's displayed orientation (the viewport applies the page rotation,
 * as in the 2021 edition): x = left edge, y = baseline from the top.
 */
export async function readPdfPages(path: string): Promise<TextItem[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path)), { verbosity: 0 }).catch((error: unknown) => {
    throw new Error(
      `${basename(path)}: not a readable PDF, truncated or damaged (${error instanceof Error ? error.message : error})`,
      { cause: error },
    );
  });
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
      throw new Error(`${edition.file}, page ${page}: unknown make "${make}": add it to pipelines/pbev/makes.ts`);
    return { ...row, make: known.name };
  });
}

/**
 * cars.json as text that diffs well: one edition per line, one line per
 * make and per model opening their lists, and one car per line.
 */
export function formatCarsJson(json: CarsJson): string {
  const list = (items: readonly string[], indent: string) => `[\n${items.map((item) => indent + item).join(",\n")}`;
  const makes = json.makes.map(
    ([make, slug, models]) =>
      `[${JSON.stringify(make)},${JSON.stringify(slug)},${list(
        models.map(
          ([model, cars]) =>
            `[${JSON.stringify(model)},${list(
              cars.map((car) => JSON.stringify(car)),
              "        ",
            )}\n      ]]`,
        ),
        "      ",
      )}\n    ]]`,
  );
  return [
    "{",
    `  "format": ${JSON.stringify(json.format)},`,
    `  "source": ${JSON.stringify(json.source)},`,
    `  "editions": ${list(
      json.editions.map((edition) => JSON.stringify(edition)),
      "    ",
    )}\n  ],`,
    `  "makes": ${list(makes, "    ")}\n  ]`,
    "}",
    "",
  ].join("\n");
}

/** The PDFs of `dir`, sorted by name. */
function tables(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".pdf"))
    .sort()
    .map((name) => join(dir, name));
}

/** Throws when two editions have the same update date, naming both files. */
export function checkNoDuplicateEdition(editions: readonly Pick<EditionRead, "file" | "info">[]): void {
  const seen = new Map<string, string>();
  for (const { file, info } of editions) {
    const other = seen.get(info.updated);
    if (other !== undefined)
      throw new Error(`${file}: the edition updated ${info.updated} is already in ${other}; remove one of them`);
    seen.set(info.updated, file);
  }
}

/**
 * Reads a new table `path` and copies it into `dir` as pbev-<update date>.pdf;
 * returns the copy's path. Throws (copying nothing) when the PDF cannot be
 * read or a file of its name is already in `dir` (a copy of the same
 * edition under another name is refused by {@link rebuild}).
 */
async function addEdition(path: string, dir: string): Promise<string> {
  const edition = await readEdition(path);
  const target = join(dir, `pbev-${edition.info.updated}.pdf`);
  if (existsSync(target)) {
    throw new Error(
      `${edition.file}: the edition updated ${edition.info.updated} is already in ${target}; nothing changed`,
    );
  }
  copyFileSync(path, target);
  return target;
}

/**
 * Rebuilds `dir`/cars.json from every PDF in `dir`; returns the lines to
 * print. Throws, writing nothing, on any problem (see the module comment).
 */
async function rebuild(dir: string): Promise<string[]> {
  const editions: EditionRead[] = [];
  for (const path of tables(dir)) editions.push(await readEdition(path));
  if (editions.length === 0) throw new Error(`No PBEV table (*.pdf) in ${dir}`);
  editions.sort((a, b) => a.info.updated.localeCompare(b.info.updated));
  checkNoDuplicateEdition(editions);

  const lines: string[] = [];
  const disagreeing: string[] = [];
  for (const { file, info, reading } of editions) {
    const printed = info.flexCount === null ? "the header prints no flex count" : `header prints ${info.flexCount}`;
    const agrees = info.flexCount === null || info.flexCount === reading.flexRows;
    if (!agrees) disagreeing.push(file);
    lines.push(
      `${agrees ? "✓" : "✗"} ${info.year} (updated ${info.updated}, ${file}): ${reading.flexRows} flex rows read, ${printed}; ${reading.rows.length} kept, ${reading.reports.length} reported`,
    );
    for (const report of reading.reports)
      lines.push(`    page ${report.page} ${report.reason}: ${report.detail} — ${report.raw}`);
  }
  if (disagreeing.length > 0) {
    throw new Error(
      `${lines.join("\n")}\n${disagreeing.join(", ")}: the flex row count differs from the header's: the layout was misread; cars.json not written.`,
    );
  }

  const catalogueEditions: CatalogueEdition[] = editions.map(({ file, info }) => ({
    year: info.year,
    updated: info.updated,
    file,
  }));
  const merged = mergeEditions(editions.map(toCarSpecs));
  const text = formatCarsJson(buildCatalogue(catalogueEditions, merged, SOURCE));
  const output = join(dir, "cars.json");
  writeFileSync(output, text);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  lines.push(
    `${output}: ${merged.length} cars; ${kib(Buffer.byteLength(text))} raw, ${kib(gzipSync(text, { level: 9 }).length)} gzip`,
  );
  return lines;
}

/**
 * The command: copies each new table in `paths` into `dir`, then rebuilds
 * from every table there. A failed rebuild removes the copies it made.
 */
export async function run(paths: readonly string[], dir: string = DATA): Promise<string[]> {
  const added: string[] = [];
  try {
    for (const path of paths) added.push(await addEdition(path, dir));
    return [...added.map((path) => `added ${path}`), ...(await rebuild(dir))];
  } catch (error) {
    for (const path of added) rmSync(path);
    throw error;
  }
}

if (import.meta.main) {
  try {
    for (const line of await run(process.argv.slice(2))) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
