import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillUp } from "#testing/test-fill-ups.ts";
import {
  backupReminder,
  daysBetween,
  type LogMark,
  markOf,
  REMINDER_DAYS,
  REMINDER_FILL_UPS,
} from "./backup-reminder.ts";
import type { FillUp } from "./fill-up.ts";

const COPY_DAY = "2026-10-12";

/** `count` fill-ups, 500 km apart from `fromKm`. */
function fillUps(count: number, fromKm = 10_000): FillUp[] {
  return Array.from({ length: count }, (_, index) => fillUp("ethanol", String(fromKm + index * 500), "40"));
}

/** A log copied on COPY_DAY with `copied` fill-ups, then `added` more; and the copy's mark. */
function copiedLog(copied: number, added: number): { log: FillUp[]; copy: LogMark } {
  const before = fillUps(copied);
  return { log: [...before, ...fillUps(added, 50_000)], copy: markOf(before, COPY_DAY) };
}

/** The ISO day `days` after COPY_DAY. */
function after(days: number): string {
  return new Date(Date.parse(`${COPY_DAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const shows = (input: Parameters<typeof backupReminder>[0]) => backupReminder(input).show;

describe("daysBetween", () => {
  it("counts whole calendar days, across months and years", () => {
    expect(daysBetween("2026-10-12", "2026-11-11")).toBe(30);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-11-11", "2026-10-12")).toBe(-30);
  });
});

describe("backupReminder", () => {
  it("the count line: 4 fill-ups since the last copy say nothing, 5 show the note (the next day)", () => {
    for (const [added, expected] of [
      [REMINDER_FILL_UPS - 1, false],
      [REMINDER_FILL_UPS, true],
    ] as const) {
      const { log, copy } = copiedLog(3, added);
      expect(shows({ fillUps: log, lastCopy: copy, dismissed: null, persisted: false, today: after(1) })).toBe(
        expected,
      );
    }
  });

  it("the count line without any copy: 4 fill-ups say nothing, 5 show the note", () => {
    expect(shows({ fillUps: fillUps(4), lastCopy: null, dismissed: null, persisted: false, today: COPY_DAY })).toBe(
      false,
    );
    expect(
      backupReminder({ fillUps: fillUps(5), lastCopy: null, dismissed: null, persisted: false, today: COPY_DAY }),
    ).toEqual({ show: true, newFillUps: 5, lastCopyDay: null });
  });

  it("the date line: one new fill-up shows the note 30 days after the copy, not 29", () => {
    const { log, copy } = copiedLog(3, 1);
    const at = (days: number) =>
      backupReminder({ fillUps: log, lastCopy: copy, dismissed: null, persisted: false, today: after(days) });
    expect(at(REMINDER_DAYS - 1)).toEqual({ show: false });
    expect(at(REMINDER_DAYS)).toEqual({ show: true, newFillUps: 1, lastCopyDay: COPY_DAY });
  });

  it("the date line needs a new fill-up: a year after the copy, with none, nothing", () => {
    const { log, copy } = copiedLog(3, 0);
    expect(shows({ fillUps: log, lastCopy: copy, dismissed: null, persisted: false, today: after(365) })).toBe(false);
  });

  it("an edited fill-up (same id) is not a new one; an imported one is", () => {
    const { log, copy } = copiedLog(5, 0);
    const edited = log.map((entry) => ({ ...entry, fullTank: false }));
    expect(shows({ fillUps: edited, lastCopy: copy, dismissed: null, persisted: false, today: after(40) })).toBe(false);
    const reimported = log.map((entry) => ({ ...entry, id: `novo-${entry.id}` }));
    expect(shows({ fillUps: reimported, lastCopy: copy, dismissed: null, persisted: false, today: after(1) })).toBe(
      true,
    );
  });

  it("persistent storage and a recent copy (under 30 days): nothing, however many fill-ups since", () => {
    const { log, copy } = copiedLog(3, 12);
    const at = (days: number) =>
      shows({ fillUps: log, lastCopy: copy, dismissed: null, persisted: true, today: after(days) });
    expect(at(0)).toBe(false);
    expect(at(REMINDER_DAYS - 1)).toBe(false);
    // No longer recent: the date line applies, as without persistence.
    expect(at(REMINDER_DAYS)).toBe(true);
  });

  it("persistent storage without any copy: the count line still applies", () => {
    expect(shows({ fillUps: fillUps(4), lastCopy: null, dismissed: null, persisted: true, today: COPY_DAY })).toBe(
      false,
    );
    expect(shows({ fillUps: fillUps(5), lastCopy: null, dismissed: null, persisted: true, today: COPY_DAY })).toBe(
      true,
    );
  });

  it("a dismissed note comes back when the lines are crossed again, counted from the dismissal", () => {
    const { log, copy } = copiedLog(3, 6);
    const dismissed = markOf(log, after(2));
    const base = { lastCopy: copy, dismissed, persisted: false };
    expect(shows({ ...base, fillUps: log, today: after(2) })).toBe(false);
    expect(shows({ ...base, fillUps: [...log, ...fillUps(4, 90_000)], today: after(3) })).toBe(false);
    expect(backupReminder({ ...base, fillUps: [...log, ...fillUps(5, 90_000)], today: after(3) })).toEqual({
      show: true,
      newFillUps: 11,
      lastCopyDay: COPY_DAY,
    });
    const oneMore = [...log, ...fillUps(1, 90_000)];
    expect(shows({ ...base, fillUps: oneMore, today: after(2 + REMINDER_DAYS - 1) })).toBe(false);
    expect(shows({ ...base, fillUps: oneMore, today: after(2 + REMINDER_DAYS) })).toBe(true);
  });

  it("properties: a copy of the whole log made today silences it; adding fill-ups never silences it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        (copied, added, days, persisted) => {
          const { log, copy } = copiedLog(copied, added);
          const today = after(days);
          expect(shows({ fillUps: log, lastCopy: markOf(log, today), dismissed: null, persisted, today })).toBe(false);
          const before = shows({ fillUps: log, lastCopy: copy, dismissed: null, persisted, today });
          const more = shows({
            fillUps: [...log, ...fillUps(1, 90_000)],
            lastCopy: copy,
            dismissed: null,
            persisted,
            today,
          });
          expect(!before || more).toBe(true);
        },
      ),
    );
  });
});
