/**
 * When to remind the driver to keep a copy of the log (
 * docs/logbook-backup.md). The browser may erase the log; a copy made with
 * "Guardar uma cópia" (a CSV shared or downloaded) is what brings it back.
 */
import type { FillUp } from "./fill-up.ts";

/** A moment in the log's life: the device's local day (ISO, "2026-10-12") and the fill-ups the log then held. */
export interface LogMark {
  day: string;
  fillUpIds: readonly string[];
}

/** Fill-ups not in the last copy from which the reminder shows. */
export const REMINDER_FILL_UPS = 5;

/**
 * Days after the last copy from which a single fill-up not in it brings the
 * reminder. Also what "recent" means: with persistent storage, a copy made
 * fewer than this many days ago silences the reminder.
 */
export const REMINDER_DAYS = 30;

/** Whole days from one ISO day to a later one ("2026-10-12" → "2026-11-11": 30); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How many of `fillUps` are not in `mark` (all of them without a mark). */
function notIn(fillUps: readonly FillUp[], mark: LogMark | null): number {
  const known = new Set(mark?.fillUpIds);
  return fillUps.filter((fillUp) => !known.has(fillUp.id)).length;
}

/** Whether the rule's lines are crossed since `mark`: 5 fill-ups, or 30 days and at least one fill-up. */
function crossed(fillUps: readonly FillUp[], mark: LogMark | null, today: string): boolean {
  const fresh = notIn(fillUps, mark);
  return fresh >= REMINDER_FILL_UPS || (mark !== null && fresh > 0 && daysBetween(mark.day, today) >= REMINDER_DAYS);
}

/** The reminder: hidden, or shown with the fill-ups not in the last copy and that copy's day (null: none made). */
export type BackupReminder = { show: false } | { show: true; newFillUps: number; lastCopyDay: string | null };

/**
 * Whether to show "guarde uma cópia": when 5 or more fill-ups are
 * not in the last copy, or 30 days or more have passed since it and at
 * least one is not in it. Nothing when storage is persistent and the copy
 * is recent (fewer than 30 days old). A dismissed reminder stays hidden
 * until the same lines are crossed again, counted from the dismissal.
 * `today` is the device's local day (ISO); `persisted` the browser's answer
 * to navigator.storage (false when unknown or unsupported).
 */
export function backupReminder({
  fillUps,
  lastCopy,
  dismissed,
  persisted,
  today,
}: {
  fillUps: readonly FillUp[];
  lastCopy: LogMark | null;
  dismissed: LogMark | null;
  persisted: boolean;
  today: string;
}): BackupReminder {
  if (persisted && lastCopy && daysBetween(lastCopy.day, today) < REMINDER_DAYS) return { show: false };
  if (!crossed(fillUps, lastCopy, today) || (dismissed && !crossed(fillUps, dismissed, today))) return { show: false };
  return { show: true, newFillUps: notIn(fillUps, lastCopy), lastCopyDay: lastCopy?.day ?? null };
}

/** The mark of `fillUps` on `day`: what a copy made (or a dismissal) then covers. */
export function markOf(fillUps: readonly FillUp[], day: string): LogMark {
  return { day, fillUpIds: fillUps.map((fillUp) => fillUp.id) };
}
