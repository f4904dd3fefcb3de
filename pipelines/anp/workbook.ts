/**
 * The ANP's xlsx files as the pipeline reads them (with exceljs): a file's
 * name and bytes, every sheet as rows of cells for the pure parsers
 * (parse.ts, stations.ts), and errors that name the file and the sheet, so
 * a file in a changed form fails naming file, sheet and row.
 */
import ExcelJS from "exceljs";

/** An xlsx file: its name (for messages and the week it denotes) and its bytes. */
export interface SheetFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Every sheet of an xlsx file as rows of cells; rows[i] is spreadsheet row i + 1. `name` is for messages. */
export async function readSheets(bytes: Uint8Array, name: string): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new Error(`${name}: não é uma planilha xlsx legível (${error instanceof Error ? error.message : error})`, {
      cause: error,
    });
  }
  return new Map(
    workbook.worksheets.map((sheet) => {
      const values = sheet.getSheetValues() as unknown[][];
      // exceljs indexes rows and cells from 1, with holes for empty ones.
      const rows = Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) =>
        Array.from((values[index + 1] ?? []).slice(1)),
      );
      return [sheet.name, rows];
    }),
  );
}

/** The rows of the sheet `name` of `file`; throws naming the sheets the file has when it has no such sheet. */
export function sheetOf(sheets: Map<string, unknown[][]>, name: string, file: string): unknown[][] {
  const rows = sheets.get(name);
  if (!rows) throw new Error(`${file}: planilha "${name}" não encontrada (há: ${[...sheets.keys()].join(", ")})`);
  return rows;
}

/** Runs `parse`, prefixing the file name to the parser's message ("Planilha "ESTADOS", linha 35: …"). */
export function inFile<T>(file: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith(file)) error.message = `${file}: ${error.message}`;
    throw error;
  }
}
