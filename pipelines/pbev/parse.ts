/**
 * Reads Inmetro's PBE Veicular consumption tables (PDF exports of an Excel
 * sheet) from the text items of their pages, by position: each page's
 * layout (page-layout.ts), then its rows (row-reading.ts), page after page
 * (names split by a page break joined back). Pure: no file access and no PDF
 * library here (pipelines/pbev/run.ts extracts the items).
 */
import {
  centre,
  clean,
  type Column,
  columnCentres,
  columnSlots,
  joinText,
  LayoutError,
  nearest,
  type PageLayout,
  type PageRef,
  readHeader,
  type TextItem,
  toLines,
  WRAP_COLUMNS,
  type WrapColumn,
} from "./page-layout.ts";
import { attachWrappedNames, findRowLines, type PbevRow, readRow, type RowReport } from "./row-reading.ts";

/** What one page yields. */
export interface PageReading {
  layout: PageLayout;
  rows: PbevRow[];
  reports: RowReport[];
  /** Rows coded `F` (flex), kept or reported. */
  flexRows: number;
  /**
   * Name text at the top of the page, above the first row and out of its
   * reach: the end of the previous page's last row, split by the page break.
   */
  carriedOver: Partial<Record<WrapColumn, string>>;
  /** True when the page's last row is the last of `rows`, so the next page's carried-over text belongs to it. */
  endsWithKeptRow: boolean;
}

/**
 * Reads one page: the flex rows it can read, reports for the rows it
 * cannot. `previous` is the layout of the page before, used when this page
 * prints no header. Throws {@link LayoutError} (naming edition and page)
 * when the layout is not understood.
 */
export function parsePage(items: readonly TextItem[], where: PageRef, previous?: PageLayout): PageReading {
  const lines = toLines(items);
  const header = readHeader(lines, where);
  const layout = header?.layout ?? previous;
  if (!layout)
    throw new LayoutError(where, "no table header on this page and no previous page to take the columns from");
  const reading: PageReading = { layout, rows: [], reports: [], flexRows: 0, carriedOver: {}, endsWithKeptRow: false };

  const body = lines.filter((line) => line.y > (header?.cycles ?? -Infinity));
  const rowLines = findRowLines(body, layout);
  if (rowLines.length === 0) {
    if (body.some((line) => line.items.length >= 8))
      throw new LayoutError(where, "no row has a fuel code under the header's Combustível label");
    return reading;
  }
  const fontSize = Math.min(...rowLines.map((line) => line.height));
  const centres = columnCentres(body, rowLines.length, fontSize);
  const slots = columnSlots(centres, layout, fontSize, where);
  const inColumn = (column: Column) => (item: TextItem) => nearest(centres, centre(item)) === slots.get(column);

  const { rows, carriedOver, stray } = attachWrappedNames(body, rowLines, inColumn, fontSize);
  reading.carriedOver = carriedOver;
  for (const item of stray)
    reading.reports.push({
      ...where,
      reason: "unreadable",
      detail: "name text out of every row's reach",
      raw: clean(item.text),
    });

  for (const row of rows) {
    const all = [...row.line.items, ...row.extra];
    const cell = (column: Column) => (slots.has(column) ? joinText(all.filter(inColumn(column))) : "");
    const raw = clean(
      [...all]
        .sort((a, b) => a.x - b.x || a.y - b.y)
        .map((item) => item.text)
        .join(" | "),
    );
    const result = readRow(cell);
    if (result.flex) reading.flexRows++;
    if (result.report) reading.reports.push({ ...where, ...result.report, raw });
    if (result.row) reading.rows.push({ page: where.page, ...result.row });
    reading.endsWithKeptRow = result.row !== undefined;
  }
  return reading;
}

/** What a whole edition yields: its kept flex rows, reports, and the count of rows coded flex. */
export interface EditionReading {
  rows: PbevRow[];
  reports: RowReport[];
  flexRows: number;
}

/**
 * Reads all pages of one edition (the text items of each page, in order),
 * carrying the columns over pages without a header and re-joining names
 * split by a page break. Throws {@link LayoutError} naming the page whose
 * layout is not understood.
 */
export function parseEdition(pages: readonly (readonly TextItem[])[], edition: string): EditionReading {
  const result: EditionReading = { rows: [], reports: [], flexRows: 0 };
  let previous: PageReading | undefined;
  pages.forEach((items, index) => {
    const reading = parsePage(items, { edition, page: index + 1 }, previous?.layout);
    const last = result.rows.at(-1);
    if (previous?.endsWithKeptRow && last) {
      for (const column of WRAP_COLUMNS) {
        const text = reading.carriedOver[column];
        if (text) last[column] = `${last[column]} ${text}`.trim();
      }
    }
    result.rows.push(...reading.rows);
    result.reports.push(...reading.reports);
    result.flexRows += reading.flexRows;
    previous = reading;
  });
  return result;
}
