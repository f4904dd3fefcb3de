import type { Fraction } from "#lib/decimal.ts";
import { formatDecimal } from "#lib/format-figures.ts";
import { effectiveThreshold, type KmPerLitre } from "#lib/fuel-comparison.ts";
import { parseLocaleNumber } from "#lib/locale-number.ts";
import { parseJson } from "#lib/parse-json.ts";
import {
  isPlausible,
  KM_PER_LITRE_RANGE,
  KM_PER_MONTH_RANGE,
  type PlausibleRange,
  suggestCorrection,
  TANK_RANGE,
} from "#lib/plausibility.ts";

/** localStorage key of the driver's car figures, stored as JSON. */
export const CAR_PROFILE_KEY = "car_profile";

/** The optional figures of the driver's car, as typed ("" when empty). */
export interface CarProfile {
  ethanolKmPerLitre: string;
  gasolineKmPerLitre: string;
  tankLitres: string;
  kmPerMonth: string;
}

export type CarField = keyof CarProfile;

export const EMPTY_PROFILE: CarProfile = {
  ethanolKmPerLitre: "",
  gasolineKmPerLitre: "",
  tankLitres: "",
  kmPerMonth: "",
};

const FIELDS = Object.keys(EMPTY_PROFILE) as CarField[];
/** Longest text kept per field; anything longer is not a figure someone typed. */
const MAX_FIELD_LENGTH = 20;

/**
 * Reads a stored profile. Keeps each known field that is a short string;
 * anything else (corrupt JSON, wrong shape, stray properties) falls back to
 * empty fields. Never throws.
 */
export function parseStoredProfile(json: string | null): CarProfile {
  const value = parseJson(json);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_PROFILE;
  const record = value as Record<string, unknown>;
  const profile = { ...EMPTY_PROFILE };
  for (const field of FIELDS) {
    const text = record[field];
    if (typeof text === "string" && text.length <= MAX_FIELD_LENGTH) profile[field] = text;
  }
  return profile;
}

/**
 * A car picked from Inmetro's consumption table (PBE Veicular), as the
 * calculator uses it: its name ("Chevrolet ONIX LTZ 1.0T - 12V") and its
 * km/l with each fuel for the driving cycle chosen (city, highway or misto).
 */
export interface ReferenceCar {
  name: string;
  kmPerLitre: KmPerLitre;
  /** Where the figures come from: Inmetro's table (when absent) or the driver's own fill-up log. */
  source?: "inmetro" | "logbook";
}

/**
 * Where the deciding threshold comes from: the 70% rule, the km/l the
 * driver typed, the figures of the car picked from Inmetro's table, or the
 * km/l measured in the driver's fill-up log.
 */
export type ThresholdBasis =
  { kind: "rule" } | { kind: "own" } | { kind: "inmetro"; car: string } | { kind: "logbook" };

/** What is wrong with a filled field: the message under it, and the text a correction would put in it ("8,5"). */
export interface FieldIssue {
  message: string;
  suggestion?: string;
}

/** The figures a profile yields, and a Portuguese message for each field that is filled but unusable or implausible. */
export interface CarFigures {
  /** The consumptions that decide: the driver's own when both are valid, else the picked car's, else null (70% rule). */
  kmPerLitre: KmPerLitre | null;
  basis: ThresholdBasis;
  /** Whether the driver's own km/l replace the figures of a car picked from Inmetro's table (or of the fill-up log). */
  ownOverridesReference: boolean;
  /** The source of the reference figures given, if any. */
  referenceSource: "inmetro" | "logbook" | null;
  /** The threshold that decides: the car's own, or the 70% rule. */
  threshold: Fraction;
  tankLitres: Fraction | null;
  kmPerMonth: Fraction | null;
  /** Whether any field holds text (the panel then opens and offers "Limpar dados do carro"). */
  filled: boolean;
  issues: Partial<Record<CarField, FieldIssue>>;
}

/** Each field's plausible range and unit as the messages write it. */
const RULES: Record<CarField, { range: PlausibleRange; unit: string }> = {
  ethanolKmPerLitre: { range: KM_PER_LITRE_RANGE, unit: "km/l" },
  gasolineKmPerLitre: { range: KM_PER_LITRE_RANGE, unit: "km/l" },
  tankLitres: { range: TANK_RANGE, unit: "litros" },
  kmPerMonth: { range: KM_PER_MONTH_RANGE, unit: "km por mês" },
};

/**
 * Error text per field, for a value that is filled but not a usable number:
 * the most its plausible range accepts (src/lib/plausibility.ts; a test
 * holds each text to its range), and an example.
 */
export const FIELD_ERRORS: Record<CarField, string> = {
  ethanolKmPerLitre: "Informe o consumo com etanol em km/l: um número maior que zero e até 40 (ex.: 8,5).",
  gasolineKmPerLitre: "Informe o consumo com gasolina em km/l: um número maior que zero e até 40 (ex.: 12,1).",
  tankLitres: "Informe a capacidade do tanque em litros: um número maior que zero e até 200 (ex.: 50).",
  kmPerMonth: "Informe quantos quilômetros você roda por mês: um número maior que zero e até 20 mil (ex.: 1.000).",
};

/**
 * Reads one field as Brazilians type numbers ("8,5", "1.000"): null with
 * an issue when it is not a number above zero, or when it
 * lies outside its plausible range (src/lib/plausibility.ts), which is
 * questioned with the correction a lost separator suggests ("85 km/l? Você
 * quis dizer 8,5 km/l?").
 */
export function readCarField(field: CarField, text: string): { value: Fraction | null; issue?: FieldIssue } {
  const { range, unit } = RULES[field];
  const value = parseLocaleNumber(text);
  if (!value || value.n <= 0n) return { value: null, issue: { message: FIELD_ERRORS[field] } };
  if (isPlausible(value, range)) return { value };
  const suggestion = suggestCorrection(value, range);
  const asked = `${formatDecimal(value)} ${unit}?`;
  return {
    value: null,
    issue: suggestion
      ? {
          message: `${asked} Você quis dizer ${formatDecimal(suggestion)} ${unit}?`,
          suggestion: formatDecimal(suggestion),
        }
      : {
          message: `${asked} Confira: a calculadora aceita de ${formatDecimal(range.min)} a ${formatDecimal(range.max)} ${unit}.`,
        },
  };
}

/**
 * Validates a profile and derives its figures (km/l, litres, km per month);
 * a field with an issue counts as empty.
 * The driver's own km/l, when both are valid, win over a `reference` car
 * picked from Inmetro's table or measured in the fill-up log; without
 * either the 70% rule applies.
 */
export function carFigures(profile: CarProfile, reference: ReferenceCar | null = null): CarFigures {
  const issues: Partial<Record<CarField, FieldIssue>> = {};
  const parsed = {} as Record<CarField, Fraction | null>;
  for (const field of FIELDS) {
    const text = profile[field].trim();
    const { value, issue } = text === "" ? { value: null } : readCarField(field, text);
    parsed[field] = value;
    if (issue) issues[field] = issue;
  }
  const { ethanolKmPerLitre: ethanol, gasolineKmPerLitre: gasoline } = parsed;
  const own = ethanol && gasoline ? { ethanol, gasoline } : null;
  const kmPerLitre = own ?? reference?.kmPerLitre ?? null;
  return {
    kmPerLitre,
    basis: own
      ? { kind: "own" }
      : reference?.source === "logbook"
        ? { kind: "logbook" }
        : reference
          ? { kind: "inmetro", car: reference.name }
          : { kind: "rule" },
    ownOverridesReference: own !== null && reference !== null,
    referenceSource: reference ? (reference.source ?? "inmetro") : null,
    threshold: effectiveThreshold(kmPerLitre),
    tankLitres: parsed.tankLitres,
    kmPerMonth: parsed.kmPerMonth,
    filled: FIELDS.some((field) => profile[field].trim() !== ""),
    issues,
  };
}

/** `profile` with `field` set to `value`, cut to the longest text a field keeps. */
export function withCarField(profile: CarProfile, field: CarField, value: string): CarProfile {
  return { ...profile, [field]: value.slice(0, MAX_FIELD_LENGTH) };
}
