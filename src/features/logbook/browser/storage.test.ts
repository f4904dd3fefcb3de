import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadLog, NO_NOTES, parseStoredLog, parseStoredNotes, saveLog, saveNotes } from "./storage.ts";

const RECORD = {
  id: "a",
  date: "2026-11-20",
  fuel: "ethanol",
  odometerKm: "10300",
  litres: "40.5",
  pricePerLitre: "4.19",
  fullTank: true,
};

describe("parseStoredLog", () => {
  it("reads stored records, and nothing stored as an empty log", () => {
    expect(parseStoredLog(undefined)).toEqual({ fillUps: [], unreadable: 0 });
    const { fillUps, unreadable } = parseStoredLog([RECORD, { ...RECORD, id: "b", pricePerLitre: null }]);
    expect(unreadable).toBe(0);
    expect(fillUps.map(({ id, pricePerLitre }) => [id, pricePerLitre])).toEqual([
      ["a", { n: 419n, d: 100n }],
      ["b", null],
    ]);
  });

  it.each([
    { ...RECORD, fuel: "diesel" },
    { ...RECORD, litres: "0" },
    { ...RECORD, odometerKm: 10300 },
    { ...RECORD, date: "ontem" },
    { ...RECORD, fullTank: "sim" },
    { ...RECORD, pricePerLitre: "grátis" },
    { ...RECORD, id: 7 },
    null,
    "texto",
  ])("counts an unusable record and keeps the others (%#)", (bad) => {
    expect(parseStoredLog([RECORD, bad])).toMatchObject({ fillUps: [{ id: "a" }], unreadable: 1 });
  });

  it("counts a stored value that is not a list as unreadable", () => {
    expect(parseStoredLog({ corrupt: true })).toEqual({ fillUps: [], unreadable: 1 });
  });
});

describe("parseStoredNotes", () => {
  const copy = { day: "2026-10-12", fillUpIds: ["a", "b"] };

  it("reads the last copy, the dismissal and the install answer; nothing stored is no notes", () => {
    expect(parseStoredNotes(undefined)).toEqual(NO_NOTES);
    const notes = { lastCopy: copy, reminderDismissed: { day: "2026-11-02", fillUpIds: [] }, installAnswered: true };
    expect(parseStoredNotes(notes)).toEqual(notes);
  });

  it.each([
    { ...copy, day: "12/10/2026" },
    { ...copy, day: "2026-02-30" },
    { ...copy, fillUpIds: "a,b" },
    { ...copy, fillUpIds: ["a", 2] },
    { day: "2026-10-12" },
    "2026-10-12",
  ])("reads an unusable mark as never made, so the reminder is not hidden by a damaged record (%#)", (bad) => {
    expect(parseStoredNotes({ lastCopy: bad, reminderDismissed: bad, installAnswered: "sim" })).toEqual(NO_NOTES);
    expect(parseStoredNotes({ lastCopy: copy, reminderDismissed: bad })).toEqual({ ...NO_NOTES, lastCopy: copy });
  });

  it("reads a stored value that is not a record as no notes", () => {
    expect(parseStoredNotes([copy])).toEqual({ ...NO_NOTES });
    expect(parseStoredNotes(null)).toEqual(NO_NOTES);
  });
});

describe("when IndexedDB refuses (private modes, a full disk)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reports the failure instead of throwing", async () => {
    const refuse = () => {
      throw new DOMException("Storage refused", "UnknownError");
    };
    vi.spyOn(IDBObjectStore.prototype, "get").mockImplementation(refuse);
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(refuse);
    expect(await loadLog()).toEqual({ ok: false });
    expect(await saveLog([])).toBe(false);
    expect(await saveNotes(NO_NOTES)).toBe(false);
  });
});
