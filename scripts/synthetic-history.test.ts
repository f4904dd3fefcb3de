import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { weekFileName, weekFileSchema, WEEKS_FOLDER, weeksOf } from "#data/build/anp-history.ts";
import { parseDataset } from "#data/dataset.ts";
import * as zod from "#data/zod.ts";
import { DATA_DIR } from "#pipelines/anp/files.ts";
import { keptWeeks } from "#pipelines/anp/history.ts";
import { tempDir } from "#pipelines/anp/test-support.ts";
import { shiftWeekText, writeSyntheticHistory } from "./synthetic-history.ts";

describe("the synthetic history of the build benchmark", () => {
  it("writes 52 consecutive Sunday-to-Saturday weeks ending with the kept ones, each a valid week file of its week", () => {
    const dir = tempDir();
    const weeks = writeSyntheticHistory(dir, 52);
    const kept = keptWeeks(DATA_DIR);
    expect(weeks).toHaveLength(52);
    expect(weeks.slice(-kept.length)).toEqual(kept);
    expect(weeksOf(readdirSync(new URL(`${WEEKS_FOLDER}/`, dir)))).toEqual(weeks);
    weeks.forEach((week, index) => {
      expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(0);
      if (index > 0) expect(Date.parse(week.start) - Date.parse(weeks[index - 1]!.start)).toBe(7 * 86_400_000);
    });
    for (const week of [weeks[0]!, weeks[25]!]) {
      const path = new URL(`${WEEKS_FOLDER}/${weekFileName(week)}`, dir);
      const file = parseDataset(zod, weekFileSchema, JSON.parse(readFileSync(path, "utf8")), path.pathname);
      expect([file.weekStart, file.weekEnd]).toEqual([week.start, week.end]);
      const days = file.stations.flatMap(([, , ethanol, , gasoline]) => [ethanol, gasoline]).filter(Boolean);
      expect(days.every((day) => day! >= week.start && day! <= week.end)).toBe(true);
    }
  });

  it("moves every date of a week file and nothing else", () => {
    expect(shiftWeekText('{"weekStart":"2026-06-14","x":["4.19","2026-06-16"],"n":"2026"}', -14)).toBe(
      '{"weekStart":"2026-05-31","x":["4.19","2026-06-02"],"n":"2026"}',
    );
  });
});
