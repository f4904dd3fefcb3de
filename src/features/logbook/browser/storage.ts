/**
 * The log kept on this device only, in the browser's IndexedDB (through
 * idb-keyval), never sent anywhere. Storage may be missing (private
 * modes), full or hold anything at all: every failure is reported, never
 * thrown, so the page keeps computing for the session.
 */
import { getMany } from "idb-keyval";
import { writeRecord } from "#browser/idb-write.ts";
import type { LogMark } from "#features/logbook/backup-reminder.ts";
import { type FillUp, isIsoDay } from "#features/logbook/fill-up.ts";
import { decimalText, parseDecimal } from "#lib/decimal.ts";

/** IndexedDB key (idb-keyval's default database "keyval-store") of the log. */
const LOGBOOK_KEY = "abastecimentos";

/** Key, in the same store, of what the page remembers about the log: {@link LogbookNotes}. */
const NOTES_KEY = "abastecimentos-avisos";

/**
 * What the page remembers beside the fill-ups (docs/logbook-backup.md): the
 * last copy made on this device (its day and the fill-ups it held), when
 * the copy reminder was dismissed, and whether the install offer was
 * answered. Stored as is: ISO days and fill-up ids.
 */
export interface LogbookNotes {
  lastCopy: LogMark | null;
  reminderDismissed: LogMark | null;
  installAnswered: boolean;
}

/** A log with no copy made and nothing dismissed. */
export const NO_NOTES: LogbookNotes = { lastCopy: null, reminderDismissed: null, installAnswered: false };

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

/** What was read: the fill-ups, how many stored records were unreadable and the notes, or that storage failed. */
export type LoadedLog = { ok: true; fillUps: FillUp[]; unreadable: number; notes: LogbookNotes } | { ok: false };

/** Reads a stored value (anything at all) into fill-ups, counting the records that are unusable. */
export function parseStoredLog(value: unknown): { fillUps: FillUp[]; unreadable: number } {
  if (value === undefined) return { fillUps: [], unreadable: 0 };
  if (!Array.isArray(value)) return { fillUps: [], unreadable: 1 };
  const fillUps = value.map(fromStored).filter((fillUp): fillUp is FillUp => fillUp !== null);
  return { fillUps, unreadable: value.length - fillUps.length };
}

function parseMark(value: unknown): LogMark | null {
  if (typeof value !== "object" || value === null) return null;
  const { day, fillUpIds } = value as Record<string, unknown>;
  if (typeof day !== "string" || !isIsoDay(day)) return null;
  if (!Array.isArray(fillUpIds) || !fillUpIds.every((id) => typeof id === "string")) return null;
  return { day, fillUpIds };
}

/**
 * Reads stored notes (anything at all): each part that is unusable counts as
 * never made (no copy, nothing dismissed), so that a damaged record brings
 * the reminder back rather than hiding it.
 */
export function parseStoredNotes(value: unknown): LogbookNotes {
  if (typeof value !== "object" || value === null) return NO_NOTES;
  const record = value as Record<string, unknown>;
  return {
    lastCopy: parseMark(record.lastCopy),
    reminderDismissed: parseMark(record.reminderDismissed),
    installAnswered: record.installAnswered === true,
  };
}

/** Reads the log and its notes stored on this device, in one transaction. Never throws. */
export async function loadLog(): Promise<LoadedLog> {
  try {
    const [log, notes] = await getMany<unknown>([LOGBOOK_KEY, NOTES_KEY]);
    return { ok: true, ...parseStoredLog(log), notes: parseStoredNotes(notes) };
  } catch {
    return { ok: false };
  }
}

/** Stores the whole log on this device; false when storage is unavailable or full. Never throws. */
export function saveLog(fillUps: readonly FillUp[]): Promise<boolean> {
  return writeRecord(LOGBOOK_KEY, fillUps.map(toStored));
}

/** Stores the log's notes on this device; false when storage is unavailable or full. Never throws. */
export function saveNotes(notes: LogbookNotes): Promise<boolean> {
  return writeRecord(NOTES_KEY, notes);
}
