/**
 * For the tests of the ANP pipeline: small workbooks built in the test, a
 * scratch folder, the frozen week in fixtures/, and a `fetch` without
 * network. Not used by the pipeline itself.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ExcelJS from "exceljs";

/** The week of 7 to 13/06/2026, frozen with the JSON made from it (fixtures/README.md). */
export const FIXTURES = new URL("../../fixtures/anp-2026-06-07/", import.meta.url);
/** A file of the frozen week. */
export const fixture = (name: string): Buffer => readFileSync(new URL(name, FIXTURES));

/** A new empty folder under the system's temporary folder, as a URL ending in "/". */
export const tempDir = (): URL => pathToFileURL(`${mkdtempSync(join(tmpdir(), "anp-"))}/`);

/** An xlsx file with the given sheets (rows from row 1). */
export async function xlsx(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A small valid monthly file (São Paulo's ethanol in June 2026), for the tests where the monthly data does not matter. */
export const tinyMonthly = (): Promise<Uint8Array> =>
  xlsx({
    "ESTADOS - DESDE JANEIRO DE 2013": [
      [
        "MÊS",
        "PRODUTO",
        "REGIÃO",
        "ESTADO",
        "NÚMERO DE POSTOS PESQUISADOS",
        "UNIDADE DE MEDIDA",
        "PREÇO MÉDIO REVENDA",
      ],
      [new Date("2026-06-01T00:00:00Z"), "ETANOL HIDRATADO", "SUDESTE", "SAO PAULO", 5574, "R$/l", 3.85],
    ],
  });

/**
 * A station file of one row (a Rio Branco station's gasoline) under the
 * PERÍODO line `period`: refused by any check against a real summary.
 */
export const tinyStations = (period: string): Promise<Uint8Array> =>
  xlsx({
    "POSTOS REVENDEDORES": [
      ["AGÊNCIA NACIONAL DO PETRÓLEO, GÁS NATURAL E BIOCOMBUSTÍVEIS - ANP"],
      [],
      [period],
      [],
      [
        ...["CNPJ", "RAZÃO", "FANTASIA", "ENDEREÇO", "NÚMERO", "COMPLEMENTO", "BAIRRO", "CEP", "MUNICÍPIO", "ESTADO"],
        ...["BANDEIRA", "PRODUTO", "UNIDADE DE MEDIDA", "PREÇO DE REVENDA", "DATA DA COLETA"],
      ],
      [
        ...[8220930000162, "CODEPE COMBUSTIVEIS LTDA", "CODEPE", "RODOVIA BR-364", 2755, null, "PORTAL DA AMAZONIA"],
        ...[69915630, "RIO BRANCO", "ACRE", "VIBRA", "GASOLINA COMUM", "R$ / litro", 7.19],
        new Date("2026-06-10T00:00:00Z"),
      ],
    ],
  });

/**
 * A `fetch` without network that serves `files` by URL, answers 404 to any
 * other URL and fails like a lost connection for a URL served as "network
 * down"; `asked` lists the URLs requested, in order.
 */
export function fakeFetch(files: Readonly<Record<string, Uint8Array | string>>) {
  const asked: string[] = [];
  const fetchFile = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const body = files[url];
    if (body === undefined) return new Response("não encontrado", { status: 404 });
    if (body === "network down") throw new TypeError("fetch failed");
    return new Response(typeof body === "string" ? body : new Uint8Array(body));
  }) as typeof fetch;
  return { fetchFile, asked };
}
