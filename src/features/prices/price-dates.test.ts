import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENT_FOR_DAYS,
  formatMonth,
  formatNumericMonth,
  formatSurveyWeek,
  freshUntil,
  isSurveyCurrent,
  STALE_AFTER_DAYS,
  staleDataNotice,
} from "./price-dates.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("formatSurveyWeek", () => {
  it("writes the June 2026 survey week as the pages quote it", () => {
    expect(formatSurveyWeek("2026-06-07", "2026-06-13")).toBe("7 a 13/06/2026");
  });

  it("names both months, or both years, when the week spans them", () => {
    expect(formatSurveyWeek("2026-06-28", "2026-07-04")).toBe("28/06 a 04/07/2026");
    expect(formatSurveyWeek("2025-12-28", "2026-01-03")).toBe("28/12/2025 a 03/01/2026");
  });
});

describe("month formats", () => {
  it("writes a month in words and in figures, from a month or a date", () => {
    expect(formatMonth("2026-06")).toBe("junho de 2026");
    expect(formatMonth("2026-06-13")).toBe("junho de 2026");
    expect(formatMonth("2013-01")).toBe("janeiro de 2013");
    expect(formatNumericMonth("2013-01")).toBe("01/2013");
    expect(formatNumericMonth("2026-12")).toBe("12/2026");
  });
});

describe("staleDataNotice", () => {
  const lastDay = "2026-06-13";
  const start = Date.parse("2026-06-13T00:00:00Z");

  it("says nothing up to exactly 30 days after the last day of the data", () => {
    expect(STALE_AFTER_DAYS).toBe(30);
    expect(staleDataNotice(lastDay, new Date(start))).toBeNull();
    expect(staleDataNotice(lastDay, new Date(start + 29 * DAY))).toBeNull();
    expect(staleDataNotice(lastDay, new Date(start + 30 * DAY))).toBeNull();
  });

  it("warns from the first millisecond after 30 days", () => {
    expect(staleDataNotice(lastDay, new Date(start + 30 * DAY + 1))).toBe(
      "Dados de junho de 2026: confira o preço na bomba",
    );
    expect(staleDataNotice(lastDay, new Date(start + 31 * DAY))).toBe(
      "Dados de junho de 2026: confira o preço na bomba",
    );
  });

  it("warns at a November 2026 build, as the committed data requires", () => {
    expect(staleDataNotice(lastDay, new Date("2026-11-23T12:00:00Z"))).toBe(
      "Dados de junho de 2026: confira o preço na bomba",
    );
  });

  it("says nothing for a clock set before the data, nor for an invalid clock", () => {
    expect(staleDataNotice(lastDay, new Date("2026-01-01T00:00:00Z"))).toBeNull();
    expect(staleDataNotice(lastDay, new Date(Number.NaN))).toBeNull();
  });

  it("is a notice exactly when more than 30 days have passed (any date, any age)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2013-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: -60 * DAY, max: 400 * DAY }),
        (date, age) => {
          const iso = date.toISOString().slice(0, 10);
          const now = new Date(Date.parse(`${iso}T00:00:00Z`) + age);
          const notice = staleDataNotice(iso, now);
          expect(notice === null).toBe(age <= 30 * DAY);
          if (notice) expect(notice).toBe(`Dados de ${formatMonth(iso)}: confira o preço na bomba`);
        },
      ),
    );
  });
});

describe("isSurveyCurrent: 'semana' wording up to 10 days after the survey, its dates after", () => {
  const weekEnd = "2026-06-13";
  const start = Date.parse("2026-06-13T00:00:00Z");

  it("is current during the survey week and up to exactly 10 days after its last day", () => {
    expect(CURRENT_FOR_DAYS).toBe(10);
    expect(isSurveyCurrent(weekEnd, new Date("2026-06-10T15:00:00Z"))).toBe(true);
    expect(isSurveyCurrent(weekEnd, new Date(start + 9 * DAY))).toBe(true);
    expect(isSurveyCurrent(weekEnd, new Date(start + 10 * DAY))).toBe(true);
    expect(freshUntil(weekEnd, 10).toISOString()).toBe("2026-06-23T00:00:00.000Z");
  });

  it("is no longer current from the first millisecond after 10 days, nor for an invalid clock", () => {
    expect(isSurveyCurrent(weekEnd, new Date(start + 10 * DAY + 1))).toBe(false);
    expect(isSurveyCurrent(weekEnd, new Date("2026-11-24T12:00:00Z"))).toBe(false);
    expect(isSurveyCurrent(weekEnd, new Date(Number.NaN))).toBe(false);
  });

  it("is current exactly when at most 10 days have passed (any date, any age)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2013-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: -30 * DAY, max: 60 * DAY }),
        (date, age) => {
          const iso = date.toISOString().slice(0, 10);
          expect(isSurveyCurrent(iso, new Date(Date.parse(`${iso}T00:00:00Z`) + age))).toBe(age <= 10 * DAY);
        },
      ),
    );
  });
});
