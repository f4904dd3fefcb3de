import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weeksByYear } from "./week-index.ts";

const DAY_MS = 86_400_000;

/** `count` consecutive survey weeks (Sunday to Saturday), newest first, the newest starting on `newest`. */
function weeksBack(newest: string, count: number) {
  const start = Date.parse(`${newest}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const sunday = start - index * 7 * DAY_MS;
    const day = (time: number) => new Date(time).toISOString().slice(0, 10);
    return { week: { start: day(sunday), end: day(sunday + 6 * DAY_MS) } };
  });
}

describe("weeksByYear", () => {
  it("groups by the year of the Saturday: a week across New Year is the new year's", () => {
    const weeks = weeksBack("2026-01-04", 3);
    expect(weeks.map(({ week }) => `${week.start}/${week.end}`)).toEqual([
      "2026-01-04/2026-01-10",
      "2025-12-28/2026-01-03",
      "2025-12-21/2025-12-27",
    ]);
    expect(weeksByYear(weeks)).toEqual([
      { year: "2026", weeks: weeks.slice(0, 2) },
      { year: "2025", weeks: weeks.slice(2) },
    ]);
  });

  it("gives no group for no week", () => {
    expect(weeksByYear([])).toEqual([]);
  });

  it("keeps every week once, in order, newest year first, each group within its year", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-02T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 300 }),
        (date, count) => {
          const weeks = weeksBack(date.toISOString().slice(0, 10), count);
          const groups = weeksByYear(weeks);
          expect(groups.flatMap((group) => group.weeks)).toEqual(weeks);
          const years = groups.map((group) => Number(group.year));
          expect(years).toEqual([...years].sort((a, b) => b - a));
          expect(new Set(years).size).toBe(years.length);
          for (const group of groups) {
            for (const { week } of group.weeks) expect(week.end.startsWith(group.year)).toBe(true);
          }
        },
      ),
    );
  });
});
