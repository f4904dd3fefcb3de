/**
 * The edition facts a PBE Veicular table prints in its first page's header:
 * the table's year, its update date and, from 2022 on, its count of flex
 * models. Pure, on the page's text items (page-layout.ts).
 */
import { LayoutError, lineText, type PageRef, type TextItem, toLines } from "./page-layout.ts";

/** Edition facts printed in a table's first-page header. */
export interface EditionInfo {
  /** "Tabela Ano 2026", "Ano 2021", "Ano:2020". */
  year: number;
  /** The update date ("Atualização"), ISO. */
  updated: string;
  /** The header's "Flex NNN Modelos" count; null when the header does not print it (2020, 2021). */
  flexCount: number | null;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  janeiro: 1,
  feb: 2,
  fev: 2,
  fevereiro: 2,
  mar: 3,
  março: 3,
  apr: 4,
  abr: 4,
  abril: 4,
  may: 5,
  mai: 5,
  maio: 5,
  jun: 6,
  junho: 6,
  jul: 7,
  julho: 7,
  aug: 8,
  ago: 8,
  agosto: 8,
  sep: 9,
  set: 9,
  setembro: 9,
  oct: 10,
  out: 10,
  outubro: 10,
  nov: 11,
  novembro: 11,
  dec: 12,
  dez: 12,
  dezembro: 12,
};

/** Reads a date as the tables print it ("11/03/2020", "31-Dec-24", "24 novembro, 2025") into ISO, or null. */
export function readPrintedDate(text: string): string | null {
  const iso = (year: number, month: number | undefined, day: number) =>
    month && day >= 1 && day <= 31 ? `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` : null;
  const numeric = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (numeric) return iso(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const short = /\b(\d{1,2})-([A-Za-z]{3})-(\d{2})\b/.exec(text);
  if (short) return iso(2000 + Number(short[3]), MONTHS[(short[2] ?? "").toLowerCase()], Number(short[1]));
  const long = /\b(\d{1,2}) (?:de )?([a-zç]+),? (?:de )?(\d{4})\b/i.exec(text);
  if (long) return iso(Number(long[3]), MONTHS[(long[2] ?? "").toLowerCase()], Number(long[1]));
  return null;
}

/**
 * Reads year, update date and printed flex count from the text items of an
 * edition's first page. Throws {@link LayoutError} when year or date is not found.
 */
export function readEditionInfo(items: readonly TextItem[], where: PageRef): EditionInfo {
  const texts = toLines(items).map(lineText);
  const year = texts.map((text) => /\bAno\s*:?\s*(\d{4})\b/.exec(text)?.[1]).find(Boolean);
  const updated = texts
    .filter((text) => /atualiza/i.test(text))
    .map(readPrintedDate)
    .find(Boolean);
  if (!year || !updated)
    throw new LayoutError(where, `no ${year ? "update date (Atualização)" : "table year (Ano)"} in the header`);
  const flex = texts.map((text) => /\bFlex\s+(\d+)\s+Modelos\b/.exec(text)?.[1]).find(Boolean);
  return { year: Number(year), updated, flexCount: flex ? Number(flex) : null };
}
