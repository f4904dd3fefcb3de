import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tempDir } from "#pipelines/anp/test-support.ts";
import { writeOlderWeekData } from "./older-week-data.ts";

/** A data folder with the week files `weeks` (their names), a registry and a summary beside them. */
function dataFolder(weeks: readonly string[]): URL {
  const source = tempDir();
  mkdirSync(new URL("weeks/", source));
  for (const week of weeks) writeFileSync(new URL(`weeks/${week}`, source), `{"week":"${week}"}`);
  writeFileSync(new URL("station-registry.json", source), '{"stations":[]}');
  writeFileSync(new URL("cities.json", source), "{}");
  return source;
}

describe("the data of the e2e build a week ago", () => {
  it("is the data folder without its newest week, whatever order the files are listed in", () => {
    const source = dataFolder([
      "2026-06-14_2026-06-20.json",
      "2026-05-31_2026-06-06.json",
      "2026-06-07_2026-06-13.json",
    ]);
    const target = new URL("older/", tempDir());
    expect(writeOlderWeekData(target, source)).toBe("2026-06-14_2026-06-20.json");
    expect(readdirSync(new URL("weeks/", target)).sort()).toEqual([
      "2026-05-31_2026-06-06.json",
      "2026-06-07_2026-06-13.json",
    ]);
    expect(readdirSync(target).sort()).toEqual(["cities.json", "station-registry.json", "weeks"]);
    expect(readFileSync(new URL("weeks/2026-06-07_2026-06-13.json", target), "utf8")).toBe(
      '{"week":"2026-06-07_2026-06-13.json"}',
    );
  });

  it("replaces an earlier copy, so that a week left out before does not linger", () => {
    const target = new URL("older/", tempDir());
    writeOlderWeekData(target, dataFolder(["2026-06-07_2026-06-13.json", "2026-06-14_2026-06-20.json"]));
    writeOlderWeekData(target, dataFolder(["2026-05-31_2026-06-06.json", "2026-06-07_2026-06-13.json"]));
    expect(readdirSync(new URL("weeks/", target))).toEqual(["2026-05-31_2026-06-06.json"]);
  });

  it("refuses a folder with fewer than two weeks: the build would have no week", () => {
    expect(() => writeOlderWeekData(new URL("older/", tempDir()), dataFolder(["2026-06-14_2026-06-20.json"]))).toThrow(
      /necessárias duas semanas guardadas, há 1/,
    );
  });
});
