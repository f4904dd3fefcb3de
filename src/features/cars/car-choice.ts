/**
 * The car the driver picked from Inmetro's PBE Veicular table, as it is
 * remembered on this device (island/car-choice-store.ts keeps it), and the
 * consumption it gives the calculator.
 * Source of the figures: Inmetro – PBE Veicular (data/pbev/README.md).
 */
import type { Fraction } from "#lib/decimal.ts";
import { carThreshold, cycleKmPerLitre, type DrivingCycle, type KmPerLitre } from "#lib/fuel-comparison.ts";
import { parseJson } from "#lib/parse-json.ts";
import { FIGURE_FIELDS, type FigureTexts, parseCarFigures } from "./car-figures.ts";
import { MIXED_SPLIT } from "./car-messages.ts";
import { type CarVersion, formatYears } from "./car-versions.ts";

/** localStorage key of the picked car, stored as JSON. */
export const CAR_CHOICE_KEY = "car_choice";

/** The driving cycles, as the picker offers them. */
export const CYCLES: ReadonlyArray<{ cycle: DrivingCycle; label: string }> = [
  { cycle: "city", label: "Cidade" },
  { cycle: "highway", label: "Estrada" },
  { cycle: "mixed", label: `Misto (${MIXED_SPLIT})` },
];

/** A picked car: its names, its four km/l figures, the tables that print it and the cycle that decides. */
export interface CarChoice {
  make: string;
  model: string;
  version: string;
  engine: string;
  transmission: string;
  figures: FigureTexts;
  /** Years of the tables that print it: "2020, 2022–2024" or "2026". */
  years: string;
  /** The latest table's year, for the citation "Inmetro, PBEV 2026". */
  tableYear: number;
  /** The newest table's own spelling ("ONIX LTZ · 1.0T - 12V · A-6"), so the figures can be traced; absent in choices stored before it existed. */
  official?: string;
  cycle: DrivingCycle;
}

const NAME_FIELDS = ["make", "model", "version", "engine", "transmission", "years"] as const;
/** Longest name kept; the tables' longest version is under 60 characters. */
const MAX_NAME_LENGTH = 80;

/**
 * Reads a stored choice. Returns null for anything that is not a whole,
 * valid choice (corrupt JSON, missing or overlong names, a figure that is
 * not a km/l, an unknown cycle); never throws.
 */
export function parseStoredChoice(json: string | null): CarChoice | null {
  const value = parseJson(json);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const isName = (text: unknown): text is string => typeof text === "string" && text.length <= MAX_NAME_LENGTH;
  if (!NAME_FIELDS.every((field) => isName(record[field])) || record.make === "" || record.model === "") return null;
  const figures = record.figures as Record<string, unknown> | null;
  if (typeof figures !== "object" || figures === null) return null;
  if (!FIGURE_FIELDS.every((field) => typeof figures[field] === "string")) return null;
  const texts = Object.fromEntries(FIGURE_FIELDS.map((field) => [field, figures[field]])) as FigureTexts;
  if (!parseCarFigures(texts)) return null;
  const cycle = CYCLES.find((option) => option.cycle === record.cycle)?.cycle;
  const { tableYear } = record;
  if (!cycle || typeof tableYear !== "number" || !Number.isInteger(tableYear) || tableYear < 2000 || tableYear > 2100)
    return null;
  const names = Object.fromEntries(NAME_FIELDS.map((field) => [field, record[field]])) as Record<
    (typeof NAME_FIELDS)[number],
    string
  >;
  const official = isName(record.official) ? record.official : undefined;
  return { ...names, figures: texts, tableYear, cycle, ...(official !== undefined && { official }) };
}

/** The car's name as the messages say it: make, model, version and engine ("Chevrolet Onix LTZ 1.0 Turbo 12V"). */
export function carName(car: Pick<CarChoice, "make" | "model" | "version" | "engine">): string {
  return [car.make, car.model, car.version, car.engine].filter((part) => part.trim() !== "").join(" ");
}

/** A car version as a choice (its readable names, the newest table's figures), with the cycle that decides. */
export function choiceOf(car: CarVersion, cycle: DrivingCycle): CarChoice {
  const { make, model, version, engine, transmission, latest } = car;
  const { ethanolCity, ethanolHighway, gasolineCity, gasolineHighway } = latest;
  return {
    make,
    model,
    version,
    engine,
    transmission,
    figures: { ethanolCity, ethanolHighway, gasolineCity, gasolineHighway },
    years: formatYears(car.years),
    tableYear: latest.lastYear,
    official: car.official[0] ?? "",
    cycle,
  };
}

/**
 * What the calculator uses of a choice: the car's name and its km/l with
 * each fuel for the chosen cycle (misto: 55% city, 45% highway, see
 * `mixedKmPerLitre`). Null without a usable choice.
 */
export function referenceOf(choice: CarChoice | null): { name: string; kmPerLitre: KmPerLitre } | null {
  const figures = choice && parseCarFigures(choice.figures);
  return choice && figures ? { name: carName(choice), kmPerLitre: cycleKmPerLitre(figures, choice.cycle) } : null;
}

/**
 * The picked car's own limit for its chosen cycle: ethanol km/l ÷ gasoline
 * km/l (`carThreshold` of {@link referenceOf}'s km/l), exact, the share of
 * the gasoline price up to which ethanol pays off in it. Null without a
 * usable choice. Source: Inmetro – PBE Veicular, the table `tableYear`.
 */
export function choiceLimit(choice: CarChoice | null): Fraction | null {
  const reference = referenceOf(choice);
  return reference && carThreshold(reference.kmPerLitre.ethanol, reference.kmPerLitre.gasoline);
}
