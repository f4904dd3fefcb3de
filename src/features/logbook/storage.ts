/**
 * The log kept on this device only, in the browser's IndexedDB (through
 * idb-keyval), never sent anywhere. Storage may be missing (private
 * modes), full or hold anything at all: every failure is reported, never
 * thrown, so the page keeps computing for the session.
 */
import { get, set } from "idb-keyval";
import { parseDecimal } from "../../lib/decimal";
import { type FillUp, isIsoDay } from "./fill-up";
import { decimalText } from "./logbook-format";

/** IndexedDB key (idb-keyval's default database "keyval-store") of the log. */
const LOGBOOK_KEY = "abastecimentos";

/** A fill-up as stored: numbers as decimal text with a dot ("40.5"). */
interface StoredFillUp {
  id: string;
  date: string;
  fuel: string;
  odometerKm: string;
  litres: string;
  pricePerLitre: string | null;
  fullTank: boolean;
}

function toStored(fillUp: FillUp): StoredFillUp {
  return {
    ...fillUp,
    odometerKm: decimalText(fillUp.odometerKm),
    litres: decimalText(fillUp.litres),
    pricePerLitre: fillUp.pricePerLitre && decimalText(fillUp.pricePerLitre),
  };
}

function positive(text: unknown) {
  const value = typeof text === "string" ? parseDecimal(text) : null;
  return value && value.n > 0n ? value : null;
}

/** A stored record back as a fill-up, or null when any part of it is unusable. */
function fromStored(value: unknown): FillUp | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, date, fuel, fullTank } = record;
  const odometerKm = positive(record.odometerKm);
  const litres = positive(record.litres);
  const pricePerLitre = record.pricePerLitre === null ? null : positive(record.pricePerLitre);
  if (typeof id !== "string" || typeof date !== "string" || !isIsoDay(date)) return null;
  if ((fuel !== "ethanol" && fuel !== "gasoline") || typeof fullTank !== "boolean") return null;
  if (!odometerKm || !litres || (record.pricePerLitre !== null && !pricePerLitre)) return null;
  return { id, date, fuel, odometerKm, litres, pricePerLitre, fullTank };
}

/** What was read: the fill-ups, how many stored records were unreadable, or that storage failed. */
export type LoadedLog = { ok: true; fillUps: FillUp[]; unreadable: number } | { ok: false };

/** Reads a stored value (anything at all) into fill-ups, counting the records that are unusable. */
export function parseStoredLog(value: unknown): { fillUps: FillUp[]; unreadable: number } {
  if (value === undefined) return { fillUps: [], unreadable: 0 };
  if (!Array.isArray(value)) return { fillUps: [], unreadable: 1 };
  const fillUps = value.map(fromStored).filter((fillUp): fillUp is FillUp => fillUp !== null);
  return { fillUps, unreadable: value.length - fillUps.length };
}

/** Reads the log stored on this device. Never throws. */
export async function loadLog(): Promise<LoadedLog> {
  try {
    return { ok: true, ...parseStoredLog(await get<unknown>(LOGBOOK_KEY)) };
  } catch {
    return { ok: false };
  }
}

/** Stores the whole log on this device; false when storage is unavailable or full. Never throws. */
export async function saveLog(fillUps: readonly FillUp[]): Promise<boolean> {
  try {
    await set(LOGBOOK_KEY, fillUps.map(toStored));
    return true;
  } catch {
    return false;
  }
}
