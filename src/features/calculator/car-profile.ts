import type { Fraction } from "../../lib/decimal";
import { parseJson } from "../../lib/safe-storage";
import { createStoredValue } from "../../lib/stored-value";
import {
  effectiveThreshold,
  type KmPerLitre,
  parseKmPerLitre,
  parseKmPerMonth,
  parseTankLitres,
} from "../../lib/fuel-comparison";

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

/** The figures a profile yields, and a Portuguese message for each field that is filled but unusable. */
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
  errors: Partial<Record<CarField, string>>;
}

const PARSERS: Record<CarField, (text: string) => Fraction | null> = {
  ethanolKmPerLitre: parseKmPerLitre,
  gasolineKmPerLitre: parseKmPerLitre,
  tankLitres: parseTankLitres,
  kmPerMonth: parseKmPerMonth,
};

/** Error text per field, for a value that is filled but not usable. */
export const FIELD_ERRORS: Record<CarField, string> = {
  ethanolKmPerLitre: "Informe o consumo com etanol em km/l: um número maior que zero e até 100 (ex.: 8,5).",
  gasolineKmPerLitre: "Informe o consumo com gasolina em km/l: um número maior que zero e até 100 (ex.: 12,1).",
  tankLitres: "Informe a capacidade do tanque em litros: um número maior que zero e até 200 (ex.: 50).",
  kmPerMonth: "Informe quantos quilômetros você roda por mês: um número maior que zero e até 100 mil (ex.: 1000).",
};

/**
 * Validates a profile and derives its figures (km/l, litres, km per month).
 * The driver's own km/l, when both are valid, win over a `reference` car
 * picked from Inmetro's table or measured in the fill-up log; without
 * either the 70% rule applies.
 */
export function carFigures(profile: CarProfile, reference: ReferenceCar | null = null): CarFigures {
  const errors: Partial<Record<CarField, string>> = {};
  const parsed = {} as Record<CarField, Fraction | null>;
  for (const field of FIELDS) {
    const text = profile[field].trim();
    parsed[field] = text === "" ? null : PARSERS[field](text);
    if (text !== "" && !parsed[field]) errors[field] = FIELD_ERRORS[field];
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
    errors,
  };
}

const stored = createStoredValue(CAR_PROFILE_KEY, parseStoredProfile, EMPTY_PROFILE);

/** The profile remembered on this device (empty while prerendering). */
export const carProfileStore = stored.store;

/** Updates one field and remembers the profile on this device (in memory only if storage fails). */
export function updateCarProfile(field: CarField, value: string): void {
  stored.save({ ...carProfileStore.get(), [field]: value.slice(0, MAX_FIELD_LENGTH) });
}

/** Forgets the profile on this device. */
export const clearCarProfile: () => void = stored.clear;
