import { afterEach, describe, expect, it } from "vitest";
import { csvFileName } from "./csv.ts";
import { localDay } from "./local-day.ts";

const zone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again whenever it is assigned.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("localDay and the copy's file name", () => {
  it("names the copy with the day on the phone: at 22:30 in Brasília, still that day, though UTC is past midnight", () => {
    process.env.TZ = "America/Sao_Paulo";
    const lateEvening = new Date("2026-11-25T01:30:00Z");
    expect(localDay(lateEvening)).toBe("2026-11-24");
    expect(csvFileName(localDay(lateEvening))).toBe("abastecimentos-2026-11-24.csv");
    expect(csvFileName(localDay(new Date("2026-11-25T03:00:00Z")))).toBe("abastecimentos-2026-11-25.csv");
  });

  it("east of Greenwich, the day begins before UTC's", () => {
    process.env.TZ = "Asia/Tokyo";
    expect(localDay(new Date("2026-11-24T15:00:00Z"))).toBe("2026-11-25");
    expect(localDay(new Date("2026-11-24T14:59:59Z"))).toBe("2026-11-24");
  });
});
