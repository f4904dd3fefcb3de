/**
 * Reads the ANP's station file of a week ("revendas_lpc_…xlsx", sheet
 * "POSTOS REVENDEDORES": one row per station and product, under a preamble
 * with the line "PERÍODO: 07/06/2026 A 13/06/2026") and builds
 * `data/anp/stations.json` (schema: src/data/build/stations.ts). Pure: the sheet
 * comes as plain rows of cells (pipelines/anp/cells.ts), the week and the
 * surveyed cities from the same week's summary. Every row is checked and the
 * first problem throws `Planilha "POSTOS REVENDEDORES", linha N: …` naming
 * the column; the per-state counts are checked against the summary by
 * pipelines/anp/checks.ts.
 */
import type { Station, StationPrice, StationSurvey } from "#data/build/stations.ts";
import { ANP_SOURCE, type Price } from "#data/dataset.ts";
import { isCpfOrCnpj } from "#lib/cpf-cnpj.ts";
import { decimalText, type Fraction, parseDecimal } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";
import { isPlausible, PRICE_RANGE } from "#lib/plausibility.ts";
import { anpKey, STATES, type Uf } from "#lib/states.ts";
import { titleCase } from "#pipelines/ibge/municipality-names.ts";
import {
  checkUnique,
  checkUnit,
  dataRows,
  fail,
  plain,
  type ProductNames,
  quote,
  readDate,
  readPrice,
  readProduct,
  readState,
  readText,
} from "./cells.ts";

/** The sheet of the station file. */
export const STATION_SHEET = "POSTOS REVENDEDORES";

/** The station file's product names ("ETANOL" here, "ETANOL HIDRATADO" in the summary). */
export const STATION_PRODUCTS: ProductNames = {
  fuels: { ethanol: "ETANOL", gasoline: "GASOLINA COMUM" },
  others: ["GASOLINA ADITIVADA", "GLP", "GNV", "DIESEL S10", "DIESEL S500"],
};

/** Unit of the two fuels' prices in the station file. */
const UNIT = "R$ / litro";

const COLUMNS = {
  cnpj: ["CNPJ"],
  company: ["RAZÃO"],
  tradingName: ["FANTASIA"],
  street: ["ENDEREÇO"],
  number: ["NÚMERO"],
  district: ["BAIRRO"],
  cep: ["CEP"],
  city: ["MUNICÍPIO"],
  state: ["ESTADO"],
  brand: ["BANDEIRA"],
  product: ["PRODUTO"],
  unit: ["UNIDADE DE MEDIDA"],
  price: ["PREÇO DE REVENDA"],
  collected: ["DATA DA COLETA"],
} as const;

/** What the station file is checked against: the week and the surveyed cities of the same week's summary. */
export interface StationContext {
  /** The summary's week, Sunday and Saturday (ISO). */
  readonly weekStart: string;
  readonly weekEnd: string;
  /**
   * The IBGE name of a city the ANP writes as `anpName` in `uf`
   * (pipelines/ibge/municipality-names.ts) when the summary lists it among
   * the week's surveyed municipalities of that UF, or null. For a row of
   * ethanol or gasoline (`product`), a municipality the summary gives for
   * one of those two fuels; for a row of another product (null), one it
   * gives for any product.
   */
  readonly surveyedCity: (uf: Uf, anpName: string, product: Fuel | null) => string | null;
}

/** One row of ethanol or gasoline: the station as the row describes it, the fuel, its price and day. */
export interface StationRecord {
  readonly row: number;
  readonly product: Fuel;
  readonly price: StationPrice;
  /** The station without its prices, fields in the order of the schema. */
  readonly station: Omit<Station, "ethanol" | "gasoline">;
}

/** The parsed sheet. */
export interface StationSheet {
  readonly sheet: string;
  /** The PERÍODO line's week (equal to the summary's). */
  readonly weekStart: string;
  readonly weekEnd: string;
  /** Data rows read, all products included. */
  readonly rowCount: number;
  /** The two fuels' rows. */
  readonly records: readonly StationRecord[];
}

/** A text cell (or a number written as text) with its spaces collapsed and backticks as apostrophes; "" for an empty cell. */
function cleanText(cell: unknown): string {
  const value = plain(cell);
  if (typeof value !== "string" && typeof value !== "number") return "";
  return String(value).replace(/[`´]/g, "'").replace(/\s+/g, " ").trim();
}

/** An optional text field in readable case, null when empty. */
function optionalText(cell: unknown): string | null {
  const text = cleanText(cell);
  return text === "" ? null : titleCase(text);
}

/**
 * The line "PERÍODO: dd/mm/aaaa A dd/mm/aaaa" of the preamble (rows above
 * `firstDataRow`), as ISO days; throws naming its row when it has another
 * form or is not the summary's week, or the sheet's first row when there is
 * no such line.
 */
function readPeriod(rows: readonly unknown[][], firstDataRow: number, sheet: string, context: StationContext) {
  for (const [index, cells] of rows.slice(0, firstDataRow - 1).entries()) {
    const text = cells.map(cleanText).join(" ").trim();
    if (!anpKey(text).startsWith("PERIODO")) continue;
    const row = index + 1;
    const match = /^PERIODO\s*:?\s*(\S+)\s+A\s+(\S+)$/.exec(anpKey(text));
    if (!match) fail(sheet, row, `PERÍODO sem a forma "dd/mm/aaaa A dd/mm/aaaa" (${quote(text)})`);
    const start = readDate(match[1], sheet, row, "início do PERÍODO");
    const end = readDate(match[2], sheet, row, "fim do PERÍODO");
    if (start !== context.weekStart || end !== context.weekEnd) {
      fail(
        sheet,
        row,
        `PERÍODO ${start} a ${end} difere da semana do resumo semanal (${context.weekStart} a ${context.weekEnd})`,
      );
    }
    return { start, end };
  }
  return fail(sheet, 1, 'falta a linha "PERÍODO: dd/mm/aaaa A dd/mm/aaaa" acima do cabeçalho');
}

/**
 * A CNPJ (a number without its leading zeros, or text with or without
 * punctuation; since July 2026 the first 12 characters may be capital
 * letters, IN RFB 2.229/2024) as its 14 characters with valid check digits.
 */
function readCnpj(cell: unknown, sheet: string, row: number): string {
  const value = plain(cell);
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : cleanText(value);
  const characters = text.replace(/[.\-/\s]/g, "").toUpperCase();
  if (!/^(\d{1,14}|[\dA-Z]{12}\d{2})$/.test(characters))
    fail(sheet, row, `CNPJ não tem 14 dígitos ou letras e dígitos (${quote(cell)})`);
  const cnpj = characters.padStart(14, "0");
  if (!isCpfOrCnpj(cnpj)) fail(sheet, row, `CNPJ ${cnpj} com dígitos verificadores errados`);
  return cnpj;
}

/** A CEP (a number without its leading zeros, or "01310-100") as 8 digits; null when empty or zero. */
function readCep(cell: unknown, sheet: string, row: number): string | null {
  const digits = cleanText(cell).replace(/[.-]/g, "");
  if (digits === "" || /^0+$/.test(digits)) return null;
  if (!/^\d{1,8}$/.test(digits)) fail(sheet, row, `CEP não é um número de até 8 dígitos (${quote(cell)})`);
  return digits.padStart(8, "0");
}

/** How the ANP writes "no number" (sem número): S/N, SN, S N, S/Nº, S/NO., S/ NR, SNR. */
const NO_NUMBER = /^S\s*[/.]?\s*N\s*(º|°|O|R)?\.?$/i;

/** The street number as written ("1852", "KM 52", "1550 E"), null when empty or "sem número". */
function readNumber(cell: unknown): string | null {
  const text = cleanText(cell);
  return text === "" || NO_NUMBER.test(text) ? null : text;
}

/**
 * A name in readable case with the company-type abbreviations in capitals, as they are written:
 * "Ltda - ME", "EPP", "EIRELI", "S/A", "S.A." ("Ltda" itself is written so). ME only after "Ltda" or a dash,
 * where it cannot be a word of the name.
 */
export function companyCase(name: string): string {
  return name
    .replace(/\b(Epp|Eireli)\b/gi, (word) => word.toUpperCase())
    .replace(/(Ltda\.?\s*-?\s*|\s-\s*)(Mei?)\b/gi, (_, before: string, word: string) => before + word.toUpperCase())
    .replace(/\bS\/a\b/gi, "S/A")
    .replace(/\bS\.a\.(?=\s|$)/gi, "S.A.");
}

/** The trading name (FANTASIA) when it has a letter (it is often empty, sometimes only a number), else the company name. */
function readName(company: unknown, tradingName: unknown, sheet: string, row: number): string {
  const trading = cleanText(tradingName);
  return companyCase(titleCase(/\p{L}/u.test(trading) ? trading : cleanText(readText(company, sheet, row, "RAZÃO"))));
}

/** Brands whose readable spelling title case cannot give, by the ANP's spelling; only those certain. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  RAIZEN: "Raízen",
  "RAIZEN MIME": "Raízen Mime",
  "ATEM' S": "Atem's",
};

/** The flag (BANDEIRA) in readable case; null for an unbranded station ("BRANCA"). */
function readBrand(cell: unknown, sheet: string, row: number): string | null {
  const brand = cleanText(readText(cell, sheet, row, "BANDEIRA"));
  if (anpKey(brand) === "BRANCA") return null;
  return BRAND_NAMES[anpKey(brand)] ?? titleCase(brand);
}

/** A fuel's price, checked against the calculator's plausible range (src/lib/plausibility.ts). */
function readFuelPrice(cell: unknown, sheet: string, row: number, label: string): Price {
  const price = readPrice(cell, sheet, row, `PREÇO DE REVENDA ${label}`);
  if (!isPlausible(parseDecimal(price) as Fraction, PRICE_RANGE)) {
    fail(
      sheet,
      row,
      `PREÇO DE REVENDA ${label} (${price}) fora da faixa plausível de R$ ${decimalText(PRICE_RANGE.min)} a R$ ${decimalText(PRICE_RANGE.max)} por litro`,
    );
  }
  return price;
}

/**
 * Parses the station sheet against `context`. Every row must have a CNPJ
 * with valid check digits, a known state, a city among the summary's
 * surveyed municipalities of that state, a known product, a positive price
 * (at most 3 decimals) and a collection day inside the week, and no second
 * row for the same CNPJ and product; the two fuels' rows also the unit
 * "R$ / litro", a price within the calculator's plausible range, a
 * company name, street and brand. The PERÍODO line must give the summary's
 * week. Returns the two fuels' rows; the other products are left out.
 */
export function parseStationSheet(rows: readonly unknown[][], sheet: string, context: StationContext): StationSheet {
  const lines = dataRows(rows, sheet, COLUMNS);
  const period = readPeriod(rows, lines[0]?.row ?? 1, sheet, context);
  const records: StationRecord[] = [];
  const seen = new Map<string, number>();
  for (const { row, cell } of lines) {
    const cnpj = readCnpj(cell("cnpj"), sheet, row);
    const { uf } = readState(cell("state"), sheet, row);
    const anpCity = cleanText(readText(cell("city"), sheet, row, "MUNICÍPIO"));
    const { product, label } = readProduct(cell("product"), sheet, row, STATION_PRODUCTS);
    const city = context.surveyedCity(uf, anpCity, product);
    if (city === null) {
      fail(sheet, row, `MUNICÍPIO "${anpCity}" (${uf}) não está entre os municípios pesquisados do resumo semanal`);
    }
    const productName = anpKey(readText(cell("product"), sheet, row, "PRODUTO"));
    checkUnique(seen, `${cnpj} ${productName}`, sheet, row, `${productName} do CNPJ ${cnpj}`);
    const collected = readDate(cell("collected"), sheet, row, "DATA DA COLETA");
    if (collected < period.start || collected > period.end) {
      fail(sheet, row, `DATA DA COLETA ${collected} fora da semana ${period.start} a ${period.end}`);
    }
    if (product === null) {
      readPrice(cell("price"), sheet, row, `PREÇO DE REVENDA ${label}`);
      continue;
    }
    checkUnit(cell("unit"), sheet, row, label, UNIT);
    const price = readFuelPrice(cell("price"), sheet, row, label);
    records.push({
      row,
      product,
      price: { price, collected },
      station: {
        cnpj,
        uf,
        city,
        name: readName(cell("company"), cell("tradingName"), sheet, row),
        brand: readBrand(cell("brand"), sheet, row),
        street: titleCase(cleanText(readText(cell("street"), sheet, row, "ENDEREÇO"))),
        number: readNumber(cell("number")),
        district: optionalText(cell("district")),
        cep: readCep(cell("cep"), sheet, row),
      },
    });
  }
  return { sheet, weekStart: period.start, weekEnd: period.end, rowCount: lines.length, records };
}

/**
 * `stations.json` from the parsed sheet: one station per CNPJ with its
 * ethanol and gasoline (null for a fuel it did not sell), described by its
 * first row; sorted by UF (order of `STATES`), city, name (pt-BR collation)
 * and CNPJ. Throws naming both rows when one CNPJ is given two places.
 */
export function buildStations(sheet: StationSheet): StationSurvey {
  const byCnpj = new Map<string, { first: StationRecord; prices: Partial<Record<Fuel, StationPrice>> }>();
  for (const record of sheet.records) {
    const entry = byCnpj.get(record.station.cnpj);
    if (entry === undefined) {
      byCnpj.set(record.station.cnpj, { first: record, prices: { [record.product]: record.price } });
      continue;
    }
    const { uf, city } = entry.first.station;
    if (record.station.uf !== uf || record.station.city !== city) {
      fail(
        sheet.sheet,
        record.row,
        `CNPJ ${record.station.cnpj} em ${record.station.city} (${record.station.uf}), na linha ${entry.first.row} em ${city} (${uf})`,
      );
    }
    entry.prices[record.product] = record.price;
  }
  const order = new Map(STATES.map((state, index) => [state.uf, index]));
  const collator = new Intl.Collator("pt-BR");
  const stations: Station[] = [...byCnpj.values()].map(({ first, prices }) => ({
    ...first.station,
    ethanol: prices.ethanol ?? null,
    gasoline: prices.gasoline ?? null,
  }));
  stations.sort(
    (a, b) =>
      (order.get(a.uf) ?? 0) - (order.get(b.uf) ?? 0) ||
      collator.compare(a.city, b.city) ||
      collator.compare(a.name, b.name) ||
      a.cnpj.localeCompare(b.cnpj),
  );
  return { source: ANP_SOURCE, weekStart: sheet.weekStart, weekEnd: sheet.weekEnd, stations };
}
