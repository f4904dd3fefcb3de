import { describe, expect, it } from "vitest";
import { loadLog, parseStoredLog, saveLog } from "./storage";

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

describe("without IndexedDB (private modes, prerendering)", () => {
  it("reports the failure instead of throwing", async () => {
    expect(await loadLog()).toEqual({ ok: false });
    expect(await saveLog([])).toBe(false);
  });
});
