import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newestSurveyFile, parseSurveyFileName, surveyFileName } from "./files.ts";

describe("parseSurveyFileName", () => {
  it.each([
    ["resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx", "weekly", "2026-06-07", "2026-06-13"],
    // Names the ANP really published in 2026: a hyphen between the dates, an unpadded day.
    ["resumo_semanal_lpc_2026-08-30-2026-09-5.xlsx", "weekly", "2026-08-30", "2026-09-05"],
    ["resumo_semanal_lpc_2026-04-12-2026-04-18.xlsx", "weekly", "2026-04-12", "2026-04-18"],
    ["revendas_lpc_2026-06-07_2026-06-13.xlsx", "stations", "2026-06-07", "2026-06-13"],
    ["revendas_lpc_2026-8-30-2026-9-5.xlsx", "stations", "2026-08-30", "2026-09-05"],
    ["revendas_lpc_2025-12-28_2026-01-03.xlsx", "stations", "2025-12-28", "2026-01-03"],
    ["REVENDAS_LPC_2026-06-07_2026-06-13.XLSX", "stations", "2026-06-07", "2026-06-13"],
  ])("%s is the %s file of %s to %s", (name, kind, start, end) => {
    expect(parseSurveyFileName(name)).toEqual({ kind, week: { start, end } });
  });

  it.each([
    "mensal-estados-desde-jan2013.xlsx",
    "resumo_semanal_lpc_2025-08-24_2025-08-30_ESTADOS.csv",
    "resumo_semanal_lpc_2026-06-07_2026-06-13.xls",
    "resumo_semanal_lpc_2026-06-07.xlsx",
    "resumo_semanal_lpc_2026-06-07__2026-06-13.xlsx",
    "resumo_semanal_lpc_2026-006-07_2026-06-13.xlsx",
    "resumo_semanal_lpc_2026-02-30_2026-03-06.xlsx",
    "resumo_semanal_lpc_2026-13-01_2026-13-07.xlsx",
    "resumo_semanal_lpc_2026-06-13_2026-06-07.xlsx",
    "revendas_lpc_2026-06-07_2026-06-13.xlsx.part",
    "copia de revendas_lpc_2026-06-07_2026-06-13.xlsx",
  ])("%s is no survey file", (name) => {
    expect(parseSurveyFileName(name)).toBeNull();
  });

  it("reads back the week of any name in any variant, and its normalised name", () => {
    const day = 86_400_000;
    const unpadded = (iso: string, padded: boolean) => (padded ? iso : iso.replace(/-0(\d)/g, "-$1"));
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-25"), noInvalidDate: true }),
        fc.constantFrom("weekly" as const, "stations" as const),
        fc.constantFrom("_", "-"),
        fc.boolean(),
        (date, kind, separator, padded) => {
          const start = date.toISOString().slice(0, 10);
          const end = new Date(Date.parse(start) + 6 * day).toISOString().slice(0, 10);
          const normalised = surveyFileName(kind, { start, end });
          const variant = normalised.replace(
            `${start}_${end}`,
            `${unpadded(start, padded)}${separator}${unpadded(end, padded)}`,
          );
          expect(parseSurveyFileName(variant)).toEqual({ kind, week: { start, end } });
          expect(parseSurveyFileName(normalised)).toEqual({ kind, week: { start, end } });
        },
      ),
    );
  });
});

describe("surveyFileName", () => {
  it("writes the normalised name", () => {
    const week = { start: "2026-08-30", end: "2026-09-05" };
    expect(surveyFileName("weekly", week)).toBe("resumo_semanal_lpc_2026-08-30_2026-09-05.xlsx");
    expect(surveyFileName("stations", week)).toBe("revendas_lpc_2026-08-30_2026-09-05.xlsx");
  });
});

describe("newestSurveyFile", () => {
  const names = [
    "resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx",
    // Sorted as text this one would come last ("5" > "0"); by its dates it is the oldest.
    "resumo_semanal_lpc_2026-5-31-2026-6-6.xlsx",
    "resumo_semanal_lpc_2026-06-14-2026-06-20.xlsx",
    "revendas_lpc_2026-06-21_2026-06-27.xlsx",
    "resumo_semanal_lpc_2025-08-24_2025-08-30_ESTADOS.csv",
    "mensal-estados-desde-jan2013.xlsx",
  ];

  it("picks the newest file of a kind by the dates its name denotes, whatever its spelling", () => {
    expect(newestSurveyFile(names, "weekly")).toBe("resumo_semanal_lpc_2026-06-14-2026-06-20.xlsx");
    expect(newestSurveyFile(names, "stations")).toBe("revendas_lpc_2026-06-21_2026-06-27.xlsx");
    expect(newestSurveyFile(names.slice(0, 2), "weekly")).toBe("resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx");
  });

  it("gives undefined when there is none of that kind", () => {
    expect(newestSurveyFile(names.slice(0, 3), "stations")).toBeUndefined();
    expect(newestSurveyFile([], "weekly")).toBeUndefined();
  });
});
