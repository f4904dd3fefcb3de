import { describe, expect, it } from "vitest";
import { formatDecimal } from "#lib/format-figures.ts";
import { KM_PER_LITRE_RANGE } from "#lib/plausibility.ts";
import { fillUp } from "#testing/test-fill-ups.ts";
import type { FillUp } from "./fill-up.ts";
import { checkInLog } from "./log-check.ts";

const dated = (entry: FillUp, date: string): FillUp => ({ ...entry, date });

describe("checkInLog", () => {
  const log = [
    dated(fillUp("ethanol", "10000", "40"), "2026-11-01"),
    dated(fillUp("ethanol", "10400", "45"), "2026-11-10"),
  ];

  it("accepts a fill-up that continues the log", () => {
    expect(checkInLog(log, dated(fillUp("ethanol", "10800", "44"), "2026-11-20"))).toBeNull();
  });

  it("refuses an odometer lower than an earlier day's", () => {
    expect(checkInLog(log, dated(fillUp("ethanol", "10300", "40"), "2026-11-20"))).toEqual({
      field: "odometerKm",
      message: "O hodômetro está abaixo do anterior: o abastecimento de 10/11/2026 (10.400 km) já marcava mais.",
    });
  });

  it("refuses an odometer higher than a later day's", () => {
    expect(checkInLog(log, dated(fillUp("ethanol", "10500", "40", false), "2026-11-05"))?.message).toContain(
      "abastecimento posterior: 10/11/2026 (10.400 km)",
    );
  });

  it("refuses an odometer already recorded", () => {
    expect(checkInLog(log, dated(fillUp("ethanol", "10400", "40"), "2026-11-10"))?.message).toContain(
      "já tem este hodômetro",
    );
  });

  it("refuses a fill-up that makes a segment over 40 km/l or under 2 km/l", () => {
    const tooFar = checkInLog(log, dated(fillUp("ethanol", "14000", "40"), "2026-11-20"));
    expect(tooFar).toMatchObject({
      field: "odometerKm",
      message:
        "Com este abastecimento, o trecho de 10.400 km a 14.000 km daria 90,0 km/l, fora do possível para um carro (de 2 a 40 km/l). Confira o hodômetro e os litros.",
    });
    expect(checkInLog(log, dated(fillUp("ethanol", "10450", "40"), "2026-11-20"))?.message).toContain("daria 1,3 km/l");
    // The range the message states is the one the segments are checked against.
    const { min, max } = KM_PER_LITRE_RANGE;
    expect(tooFar?.message).toContain(`(de ${formatDecimal(min)} a ${formatDecimal(max)} km/l)`);
  });

  it("checks an edited fill-up without comparing it with its old self", () => {
    const [first, second] = log as [FillUp, FillUp];
    expect(checkInLog(log, { ...second, litres: { n: 40n, d: 1n } })).toBeNull();
    expect(checkInLog(log, { ...first, odometerKm: { n: 10001n, d: 1n } })).toBeNull();
  });
});
