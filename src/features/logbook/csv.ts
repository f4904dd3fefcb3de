/**
 * The log as a CSV file (docs/logbook-csv.md): one header line
 * `data,combustivel,hodometro_km,litros,preco_litro,tanque_cheio`, then one
 * fill-up per line, oldest first. Dates are ISO days (2026-11-20; 20/11/2026
 * is read too), fuels "etanol" or "gasolina", numbers written the Brazilian
 * way without thousands separators ("40,5", quoted by the CSV rules), the
 * price may be empty, and a full tank is "sim" or "não". Parsed and written
 * with Papa Parse.
 */
import Papa from "papaparse";
import { compare } from "#lib/decimal.ts";
import { FUEL_NAME, FUELS } from "#lib/fuels.ts";
import { type FillUpField, readFillUp } from "./fill-up-form.ts";
import { byOdometer, type FillUp } from "./fill-up.ts";
import { checkOdometer, checkSegments } from "./log-check.ts";

/** The columns, in the order the file writes them. */
export const CSV_COLUMNS = ["data", "combustivel", "hodometro_km", "litros", "preco_litro", "tanque_cheio"] as const;

const YES = new Set(["sim", "s", "true", "1"]);
const NO = new Set(["não", "nao", "n", "false", "0"]);

const plainNumber = new Intl.NumberFormat("pt-BR", { useGrouping: false, maximumFractionDigits: 3 });
function numberText(value: { n: bigint; d: bigint }): string {
  return plainNumber.format(Number(value.n) / Number(value.d));
}

/** The copy's file name, with the device's local day of the copy: "abastecimentos-2026-11-25.csv". */
export function csvFileName(day: string): string {
  return `abastecimentos-${day}.csv`;
}

/** The log as CSV text, oldest fill-up first, lines ending in CRLF (RFC 4180). */
export function toCsv(fillUps: readonly FillUp[]): string {
  const rows = [...fillUps]
    .sort(byOdometer)
    .map((fillUp) => [
      fillUp.date,
      FUEL_NAME[fillUp.fuel],
      numberText(fillUp.odometerKm),
      numberText(fillUp.litres),
      fillUp.pricePerLitre ? numberText(fillUp.pricePerLitre) : "",
      fillUp.fullTank ? "sim" : "não",
    ]);
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows })}\r\n`;
}

/** Outcome of {@link readCsv}: the fill-ups to add, or the line (1 is the header) that stopped the import. */
export type CsvImport =
  { ok: true; added: FillUp[]; duplicates: number } | { ok: false; line: number; message: string };

const FIELD_NAMES: Record<FillUpField, string> = {
  date: "data",
  fuel: "combustivel",
  odometerKm: "hodometro_km",
  litres: "litros",
  pricePerLitre: "preco_litro",
};

function isoDay(text: string): string {
  const brazilian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return brazilian ? `${brazilian[3]}-${brazilian[2]}-${brazilian[1]}` : text;
}

function sameRecord(a: FillUp, b: FillUp): boolean {
  return (
    a.date === b.date &&
    a.fuel === b.fuel &&
    a.fullTank === b.fullTank &&
    a.odometerKm.n * b.odometerKm.d === b.odometerKm.n * a.odometerKm.d &&
    a.litres.n * b.litres.d === b.litres.n * a.litres.d
  );
}

/**
 * Reads a CSV file to add to the log `existing`. Every line must be a valid
 * fill-up by the form's own rules (dates up to `today`) and fit the log
 * with the other lines (see checkInLog); a line equal to a fill-up already
 * stored (same day, fuel, odometer, litres and tank) is skipped, so that
 * importing the same file twice adds nothing. The first bad line stops the
 * import: its number and what is wrong, and nothing is added. `newId` makes
 * each new fill-up's id. Throws nothing.
 */
export function readCsv(text: string, existing: readonly FillUp[], today: string, newId: () => string): CsvImport {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const header = (data[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return { ok: false, line: 1, message: `faltam as colunas ${missing.join(", ")} na primeira linha.` };
  }
  const column = (row: string[], name: (typeof CSV_COLUMNS)[number]) => (row[header.indexOf(name)] ?? "").trim();
  const read: Array<{ line: number; fillUp: FillUp }> = [];
  let duplicates = 0;
  for (const [index, row] of data.entries()) {
    const line = index + 1;
    if (index === 0 || row.every((cell) => cell.trim() === "")) continue;
    const fuelWord = column(row, "combustivel").toLowerCase();
    const fuel = FUELS.find((key) => FUEL_NAME[key] === fuelWord) ?? "";
    const full = column(row, "tanque_cheio").toLowerCase();
    if (!YES.has(full) && !NO.has(full)) {
      return { ok: false, line, message: 'em tanque_cheio, escreva "sim" ou "não".' };
    }
    const result = readFillUp(
      {
        date: isoDay(column(row, "data")),
        fuel,
        odometerKm: column(row, "hodometro_km"),
        litres: column(row, "litros"),
        pricePerLitre: column(row, "preco_litro"),
        fullTank: YES.has(full),
      },
      newId(),
      today,
    );
    if (!result.ok) {
      const [field, message] = Object.entries(result.errors)[0] as [FillUpField, string];
      return { ok: false, line, message: `em ${FIELD_NAMES[field]}: ${message}` };
    }
    if (existing.some((fillUp) => sameRecord(fillUp, result.fillUp))) duplicates += 1;
    else read.push({ line, fillUp: result.fillUp });
  }
  // The odometer against the stored fill-ups and the lines above; then the segments, once every line is in
  // (a partial fill-up further down may complete a segment), naming the last line of a bad segment.
  const merged = [...existing];
  for (const { line, fillUp } of read) {
    const problem = checkOdometer(merged, fillUp);
    if (problem) return { ok: false, line, message: `em ${FIELD_NAMES[problem.field]}: ${problem.message}` };
    merged.push(fillUp);
  }
  for (const { fillUp } of read) {
    const problem = checkSegments(merged, fillUp);
    if (!problem) continue;
    const { start, end } = problem.segment;
    const inside = read.filter(
      (row) =>
        compare(start.odometerKm, row.fillUp.odometerKm) <= 0 && compare(row.fillUp.odometerKm, end.odometerKm) <= 0,
    );
    const line = Math.max(...inside.map((row) => row.line));
    return { ok: false, line, message: `em ${FIELD_NAMES[problem.field]}: ${problem.message}` };
  }
  return { ok: true, added: read.map(({ fillUp }) => fillUp), duplicates };
}
