/**
 * IBGE's list of Brazil's municipalities with the coordinates of each seat
 * (data/ibge/municipios.csv and estados.csv, copied from
 * kelvins/municipios-brasileiros, MIT; see data/ibge/README.md). Read with
 * Papa Parse (`readMunicipalities` reads the committed files); every line
 * is checked, and a bad one throws naming the file and the 1-based line, so
 * the pipeline writes nothing.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Papa from "papaparse";
import type { LatLon } from "#lib/distance.ts";
import { stateByCode, type Uf } from "#lib/states.ts";
import type { Municipality } from "./municipality-names.ts";

/** Citation of the list, for the site and the JSON made from it. */
export const TOWNS_SOURCE = "Municípios: IBGE, coordenadas compiladas por kelvins/municipios-brasileiros (MIT)";

/** One municipality with its seat's position. */
export interface Town extends Municipality, LatLon {
  /** IBGE's 7-digit code ("3520400", Ilhabela); its first two digits are the state's code. */
  readonly code: string;
  /** Whether it is its state's capital. */
  readonly capital: boolean;
}

/** The header municipios.csv must have, exactly. */
export const TOWNS_HEADER = [
  "codigo_ibge",
  "nome",
  "latitude",
  "longitude",
  "capital",
  "codigo_uf",
  "siafi_id",
  "ddd",
  "fuso_horario",
] as const;

/** The header estados.csv must have, exactly (after its byte-order mark). */
export const STATES_HEADER = ["codigo_uf", "uf", "nome", "latitude", "longitude", "regiao"] as const;

/** Brazil's extremes with a margin, in degrees: a seat outside is a broken line (Fernando de Noronha is at −32.4). */
const BOUNDS = { latitude: [-34, 6], longitude: [-74, -32] } as const;

/** The rows of a CSV text (Papa Parse); a final empty line is dropped. Throws naming the file and line on a quoting error. */
function csvRows(text: string, file: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: ",",
    header: false,
    skipEmptyLines: false,
  });
  const [error] = parsed.errors;
  if (error) throw new Error(`${file}, linha ${(error.row ?? 0) + 1}: ${error.message}`);
  const rows = parsed.data;
  if (rows.length > 0 && rows.at(-1)?.join("") === "") rows.pop();
  return rows;
}

function checkHeader(rows: string[][], expected: readonly string[], file: string): void {
  const header = rows[0] ?? [];
  if (header.join(",") !== expected.join(",")) {
    throw new Error(`${file}, linha 1: cabeçalho "${header.join(",")}", esperado "${expected.join(",")}"`);
  }
}

/**
 * The state codes of estados.csv: IBGE's 2-digit code → UF. Throws naming
 * the file and line on a bad header, an unknown UF or a repeated code.
 */
export function parseStateCodes(text: string, file: string): Map<string, Uf> {
  const rows = csvRows(text, file);
  checkHeader(rows, STATES_HEADER, file);
  const codes = new Map<string, Uf>();
  rows.slice(1).forEach(([code = "", uf = ""], index) => {
    const state = stateByCode(uf);
    if (!/^\d{2}$/.test(code) || !state || state.uf !== uf || codes.has(code)) {
      throw new Error(`${file}, linha ${index + 2}: esperado código de 2 dígitos e UF ("${code},${uf}")`);
    }
    codes.set(code, state.uf);
  });
  if (codes.size !== 27) throw new Error(`${file}: ${codes.size} UFs, esperadas 27`);
  return codes;
}

/**
 * The municipalities of municipios.csv, in the file's order. Each line
 * must have a new 7-digit IBGE code starting with its state's code (from
 * `stateCodes`), a name, a latitude and longitude inside Brazil and a
 * capital flag of 0 or 1. Throws naming the file and the 1-based line.
 */
export function parseTowns(text: string, file: string, stateCodes: ReadonlyMap<string, Uf>): Town[] {
  const rows = csvRows(text, file);
  checkHeader(rows, TOWNS_HEADER, file);
  const seen = new Set<string>();
  return rows.slice(1).map((row, index) => {
    const fail = (what: string): never => {
      throw new Error(`${file}, linha ${index + 2}: ${what} (${JSON.stringify(row.join(","))})`);
    };
    if (row.length !== TOWNS_HEADER.length) fail(`${row.length} colunas, esperadas ${TOWNS_HEADER.length}`);
    const [code = "", rawName = "", latitude = "", longitude = "", capital = "", stateCode = ""] = row;
    const uf = stateCodes.get(stateCode);
    if (!/^\d{7}$/.test(code) || seen.has(code)) fail(`código IBGE "${code}" inválido ou repetido`);
    if (!uf || !code.startsWith(stateCode)) fail(`código de UF "${stateCode}" desconhecido ou diferente do município`);
    const name = rawName.trim();
    if (name === "") fail("nome vazio");
    const position = { latitude: Number(latitude), longitude: Number(longitude) };
    for (const axis of ["latitude", "longitude"] as const) {
      const [low, high] = BOUNDS[axis];
      const value = position[axis];
      if ((axis === "latitude" ? latitude : longitude).trim() === "" || !(value >= low && value <= high))
        fail(`${axis} "${axis === "latitude" ? latitude : longitude}" fora do Brasil`);
    }
    if (capital !== "0" && capital !== "1") fail(`capital "${capital}", esperado 0 ou 1`);
    seen.add(code);
    return { code, uf: uf as Uf, name, ...position, capital: capital === "1" };
  });
}

/** IBGE's list of municipalities (code, official name, seat's coordinates, state code), see data/ibge/README.md. */
const MUNICIPALITIES_FILE = new URL("../../data/ibge/municipios.csv", import.meta.url);
/** IBGE's state codes (code → UF) of the same source. */
const STATE_CODES_FILE = new URL("../../data/ibge/estados.csv", import.meta.url);

/** A text file; throws naming it when it is missing or unreadable. */
function readTextFile(file: URL): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`${fileURLToPath(file)}: arquivo ausente ou ilegível`, { cause: error });
  }
}

/** The municipalities of IBGE's list in `file` (UFs from `statesFile`). Throws naming the file and line on a bad line. */
export function readMunicipalities(file: URL = MUNICIPALITIES_FILE, statesFile: URL = STATE_CODES_FILE): Town[] {
  const stateCodes = parseStateCodes(readTextFile(statesFile), fileURLToPath(statesFile));
  return parseTowns(readTextFile(file), fileURLToPath(file), stateCodes);
}
