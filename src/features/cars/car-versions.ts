/**
 * One entry per car version across the editions of Inmetro's PBE Veicular
 * tables. The tables spell the same version differently from one edition
 * to the next ("1.0 12V Turbo", "1.0T - 12 V", "1.0-12V T"; "A 6", "A-6";
 * "Active Flex" and "Active flex"; "Comfort (25MY)", "LT2 MY 22/23") and
 * print it once per edition. Here each version appears once, named as
 * people write it, with the years of the tables that print it and the
 * figures of the newest one; the official spellings stay attached so every
 * figure can be traced to its table.
 *
 * Source: Inmetro – PBE Veicular, editions 2020 to 2026 (data/pbev/README.md).
 */
import { normaliseText, slugify } from "#lib/search-text.ts";
import type { CatalogueCar } from "./catalogue.ts";
/** A name part as a display label and the key that compares it across spellings. */
export interface NamePart {
  label: string;
  key: string;
}

/** A car version across editions. */
export interface CarVersion {
  /** Unique within a catalogue, usable as an HTML id ("chevrolet-onix-ltz-1-0-turbo-12v-a-6"). */
  id: string;
  make: string;
  makeSlug: string;
  /** Model, version and engine as people write them ("Onix", "LTZ", "1.0 Turbo 12V"). */
  model: string;
  version: string;
  engine: string;
  /** Transmission spelled out ("automático, 6 marchas"). */
  transmission: string;
  /** "Chevrolet Onix LTZ 1.0 Turbo 12V". */
  name: string;
  /** Years of the tables that print it, ascending, without repeats. */
  years: number[];
  /** The newest table's entry: its figures decide. */
  latest: CatalogueCar;
  /** Every official spelling, newest first ("ONIX LT2 MY 22/23 · 1.0 - 12 V · M-6"). */
  official: string[];
  /** The catalogue's entries it merges (one per spelling and set of figures), newest first. */
  entries: CatalogueCar[];
}

/** Compact comparison key: normalised text without spaces ("1.0 - 12 V" and "1.0-12V" → "1.012v"). */
const compact = (text: string) => normaliseText(text).replace(/ /g, "");

/**
 * Capitalises words the tables print in capitals: a word of four or more
 * letters becomes "Onix", "Tracker", "Plus"; shorter ones stay as they are
 * (trim codes such as LTZ, GTS, TSI). Text already in mixed case is kept.
 */
export function readableCase(text: string): string {
  if (/[a-z]/.test(text)) return text;
  return text.replace(/\p{Lu}{4,}/gu, (word) => word.charAt(0) + word.slice(1).toLowerCase());
}

/**
 * Model-year marks that editions add to a name: "(MY25.5)", "(MY 2024)",
 * "MY 22/23", "MY24", "(25MY)", "21/22", "/ MY23", Fiat's "(CY23)". They name the year of
 * the table, not another version.
 */
const MODEL_YEAR =
  /\(?\s*(?:\/\s*)?(?:\bMY\s?(?:\d{2}){1,2}(?:\.\d)?(?:\/\d{2})?\b|\b\d{2}(?:\.\d)?\s?MY\b|\bCY\s?\d{2}\b|\b\d{2}\/\d{2}\b)\s*\)?/gi;

/** Text without model-year marks, empty brackets, doubled spaces or stray punctuation at its ends. */
function withoutModelYear(text: string): string {
  return text
    .replace(MODEL_YEAR, " ")
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s/\-–]+|[\s/\-–]+$/g, "")
    .trim();
}

/** A model's name without model-year marks ("ONIX (MY24.5)" → "Onix"). */
export function normaliseModel(model: string): NamePart {
  const text = withoutModelYear(model);
  return { label: readableCase(text), key: compact(text) };
}

/** A version's name without model-year marks, a repeated model name ("DUSTER INTP MT" of the Duster) or stray punctuation. */
export function normaliseVersion(version: string, model: string): NamePart {
  let text = withoutModelYear(version);
  const modelWords = normaliseText(model);
  if (modelWords !== "" && normaliseText(text).startsWith(`${modelWords} `)) {
    text = text.trim().slice(model.trim().length);
  }
  text = withoutModelYear(text);
  return { label: readableCase(text), key: compact(text) };
}

/**
 * An engine as people write it: displacement, "Turbo" when the tables mark
 * it (T, Turbo, THP), the valves ("1.0T - 12 V", "1.0-12V T" and "1.0 12V
 * Turbo" are all "1.0 Turbo 12V"). Text the pattern does not cover is kept.
 */
export function normaliseEngine(engine: string): NamePart {
  const displacement = /(\d\.\d)/.exec(engine)?.[1];
  if (!displacement) return { label: engine.trim(), key: compact(engine) };
  const valves = /(\d{1,2})\s*V\b/i.exec(engine)?.[1];
  const rest = engine
    .replace(/\d\.\d\s*L?/i, " ")
    .replace(/\d{1,2}\s*V\b/i, " ")
    .replace(/[-–]/g, " ");
  const words = rest.split(/\s+/).filter(Boolean);
  const isTurbo = (word: string) => /^(T|TURBO|THP)$/i.test(word);
  const turbo = words.some(isTurbo) || /\d\.\dT/i.test(engine);
  const extras = words.filter((word) => !isTurbo(word));
  const label = [displacement, turbo ? "Turbo" : "", valves ? `${valves}V` : "", ...extras].filter(Boolean).join(" ");
  return { label, key: compact(label) };
}

/** Transmission kinds as the tables abbreviate them. */
const TRANSMISSIONS: Record<string, string> = {
  A: "automático",
  M: "manual",
  MT: "manual",
  CVT: "automático CVT",
  DCT: "automatizado de dupla embreagem",
  MTA: "manual automatizado",
};

/**
 * A transmission spelled out: "A-6", "A 6" and "A - 6" are "automático, 6
 * marchas"; "M5" is "manual, 5 marchas"; "CVT" is "automático CVT".
 * An abbreviation not known here is kept as printed.
 */
export function describeTransmission(code: string): NamePart {
  const [, abbreviation = "", gears] = /^\s*([A-Z]+)\s*[-–]?\s*(\d{1,2})?\s*$/i.exec(code) ?? [];
  const kind = TRANSMISSIONS[abbreviation.toUpperCase()];
  if (!kind) return { label: code.trim(), key: compact(code) };
  const label = gears ? `${kind}, ${gears} marchas` : kind;
  return { label, key: compact(label) };
}

/** A list of years as ranges: [2020, 2022, 2023, 2024] → "2020, 2022–2024". */
export function formatYears(years: readonly number[]): string {
  const runs: Array<[first: number, last: number]> = [];
  for (const year of years) {
    const run = runs.at(-1);
    if (run && year === run[1] + 1) run[1] = year;
    else runs.push([year, year]);
  }
  return runs.map(([first, last]) => (first === last ? String(first) : `${first}–${last}`)).join(", ");
}

/** The official spelling of one table entry, for tracing: "ONIX LT2 MY 22/23 · 1.0 - 12 V · M-6". */
function officialName(car: CatalogueCar): string {
  return [`${car.model} ${car.version}`.trim(), car.engine, car.transmission].filter(Boolean).join(" · ");
}

/** Model and version as compared by eye: lower case, single spaces ("ONIX  LTZ" and "Onix LTZ" read alike). */
const byEye = (model: string, version: string) => `${model} ${version}`.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The official spelling worth printing beside a version's readable name:
 * that of the newest table, whose figures the version shows, when that
 * table wrote its model or version otherwise than the readable name reads,
 * case and spacing aside (a model-year mark, "ONIX 10TAT HB (MY25.5)"; the
 * model repeated, "DUSTER DUSTER INTP MT"); null when it wrote them as
 * read, so that the readable name is a transcription that finds the row in
 * the table (its engine and transmission are rewritten mechanically:
 * `normaliseEngine`, `describeTransmission`).
 */
export function spellingWorthShowing(version: Pick<CarVersion, "model" | "version" | "latest">): string | null {
  const { latest } = version;
  return byEye(latest.model, latest.version) === byEye(version.model, version.version) ? null : officialName(latest);
}

/** The years of the tables that print an entry, first to last. */
function entryYears(car: CatalogueCar): number[] {
  return Array.from({ length: car.lastYear - car.firstYear + 1 }, (_, offset) => car.firstYear + offset);
}

/**
 * Groups the catalogue's entries into versions: entries of one make whose
 * model, version (without model-year marks), engine and transmission read
 * the same once normalised are one version. Each version takes its names'
 * readable spelling (a mixed-case spelling from any edition wins over
 * capitals), the union of its entries' table years and the newest entry's
 * figures. Order: the catalogue's (make, model, version).
 */
export function carVersions(cars: readonly CatalogueCar[]): CarVersion[] {
  const groups = new Map<string, CatalogueCar[]>();
  for (const car of cars) {
    const model = normaliseModel(car.model);
    const key = [
      car.makeSlug,
      model.key,
      normaliseVersion(car.version, model.label).key,
      normaliseEngine(car.engine).key,
      describeTransmission(car.transmission).key,
    ].join("|");
    const group = groups.get(key);
    if (group) group.push(car);
    else groups.set(key, [car]);
  }
  const ids = new Set<string>();
  return [...groups.values()].flatMap((entries) => {
    const byNewest = [...entries].sort((a, b) => b.last - a.last);
    const latest = byNewest[0];
    if (!latest) return [];
    const spelled = (pick: (car: CatalogueCar) => string) =>
      byNewest.map(pick).find((text) => /[a-z]/.test(text)) ?? pick(latest);
    const model = normaliseModel(spelled((car) => car.model)).label;
    const version = normaliseVersion(
      spelled((car) => car.version),
      model,
    ).label;
    const engine = normaliseEngine(latest.engine).label;
    const base = slugify(`${latest.makeSlug} ${model} ${version} ${engine} ${latest.transmission}`);
    let id = base;
    for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;
    ids.add(id);
    return {
      id,
      make: latest.make,
      makeSlug: latest.makeSlug,
      model,
      version,
      engine,
      transmission: describeTransmission(latest.transmission).label,
      name: [latest.make, model, version, engine].filter(Boolean).join(" "),
      years: [...new Set(entries.flatMap(entryYears))].sort((a, b) => a - b),
      latest,
      official: [...new Set(byNewest.map(officialName))],
      entries: byNewest,
    };
  });
}
