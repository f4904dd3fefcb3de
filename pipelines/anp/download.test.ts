import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completeWeeksBefore, findSurvey, MONTHLY_URL, SURVEY_PAGE_URL, surveyFileUrls } from "./download.ts";
import { fakeFetch } from "./test-support.ts";

/** A page shaped like the ANP's list of the last weeks (written by hand, see the file's comment). */
const PAGE = readFileSync(new URL("survey-page.test.html", import.meta.url), "utf8");
const FILES = "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/arquivos-lpc";

describe("the URLs", () => {
  it("are the ANP's", () => {
    expect(SURVEY_PAGE_URL).toBe(
      "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas",
    );
    expect(MONTHLY_URL).toBe(
      "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/precos-revenda-e-de-distribuicao-combustiveis/shlp/mensal/mensal-estados-desde-jan2013.xlsx",
    );
    expect(surveyFileUrls("stations", { start: "2026-06-07", end: "2026-06-13" })).toEqual([
      `${FILES}/2026/revendas_lpc_2026-06-07_2026-06-13.xlsx`,
    ]);
  });

  it("built from the dates try both years for a week across New Year", () => {
    expect(surveyFileUrls("weekly", { start: "2025-12-28", end: "2026-01-03" })).toEqual([
      `${FILES}/2025/resumo_semanal_lpc_2025-12-28_2026-01-03.xlsx`,
      `${FILES}/2026/resumo_semanal_lpc_2025-12-28_2026-01-03.xlsx`,
    ]);
  });
});

describe("completeWeeksBefore", () => {
  it.each([
    ["Sunday noon", "2026-06-14T15:00:00Z", "2026-06-07", "2026-06-13"],
    ["Saturday (week not over)", "2026-06-13T15:00:00Z", "2026-05-31", "2026-06-06"],
    ["Saturday 23:00 in Brasília, already Sunday in UTC", "2026-06-14T02:00:00Z", "2026-05-31", "2026-06-06"],
    ["Wednesday", "2026-06-17T12:00:00Z", "2026-06-07", "2026-06-13"],
  ])("on %s takes the last complete Sunday-to-Saturday week", (_, now, start, end) => {
    expect(completeWeeksBefore(new Date(now))).toEqual([{ start, end }]);
  });

  it("always picks a Sunday-to-Saturday week that ended in the 7 days before today in Brasília", () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (now) => {
        const [week] = completeWeeksBefore(now);
        const [start, end] = [Date.parse(week!.start), Date.parse(week!.end)];
        const today = Date.parse(new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10));
        expect([new Date(start).getUTCDay(), (end - start) / day]).toEqual([0, 6]);
        expect(today - end).toBeGreaterThanOrEqual(day);
        expect(today - end).toBeLessThanOrEqual(7 * day);
      }),
    );
  });
});

describe("findSurvey", () => {
  // The Tuesday after the week of 30/08 to 05/09/2026, the newest with both files on the page.
  const tuesday = new Date("2026-09-15T12:00:00Z");
  const listedWeekly = `${FILES}/2026/resumo_semanal_lpc_2026-08-30-2026-09-5.xlsx`;
  const listedStations = `${FILES}/2026/revendas_lpc_2026-08-30-2026-09-5.xlsx`;
  const bytes = (text: string) => new TextEncoder().encode(text);

  it("downloads the newest week with both files that the ANP's page links to", async () => {
    const { fetchFile, asked } = fakeFetch({
      [SURVEY_PAGE_URL]: PAGE,
      [listedWeekly]: bytes("resumo"),
      [listedStations]: bytes("revendas"),
    });
    const survey = await findSurvey(tuesday, fetchFile);
    expect(asked).toEqual([SURVEY_PAGE_URL, listedWeekly, listedStations]);
    expect(survey.week).toEqual({ start: "2026-08-30", end: "2026-09-05" });
    expect([survey.weekly.url, survey.stations.url]).toEqual([listedWeekly, listedStations]);
    expect(new TextDecoder().decode(survey.stations.bytes)).toBe("revendas");
  });

  it("fails naming the URL when a file the page links to does not download", async () => {
    const { fetchFile } = fakeFetch({ [SURVEY_PAGE_URL]: PAGE, [listedWeekly]: bytes("resumo") });
    await expect(findSurvey(tuesday, fetchFile)).rejects.toThrow(`${listedStations}: HTTP 404`);
  });

  it("falls back to the URLs built from the dates when the page cannot be read: last complete week, then the one before", async () => {
    const [latest, previous] = completeWeeksBefore(tuesday, 2);
    const [weekly] = surveyFileUrls("weekly", previous!);
    const [stations] = surveyFileUrls("stations", previous!);
    const { fetchFile, asked } = fakeFetch({
      [SURVEY_PAGE_URL]: "network down",
      [weekly!]: bytes("resumo"),
      [stations!]: bytes("revendas"),
    });
    const survey = await findSurvey(tuesday, fetchFile);
    expect(asked).toEqual([SURVEY_PAGE_URL, surveyFileUrls("weekly", latest!)[0], weekly, stations]);
    expect(survey.week).toEqual(previous);
  });

  it.each([
    ["the page is down", "network down", `${SURVEY_PAGE_URL}: fetch failed`],
    ["the page answers an error", undefined, `${SURVEY_PAGE_URL}: HTTP 404`],
    [
      "the page lists no week with both files",
      '<a href="arquivos-lpc/2026/resumo_semanal_lpc_2026-09-06_2026-09-12.xlsx">resumo</a>',
      `${SURVEY_PAGE_URL}: nenhuma semana com resumo semanal e planilha de postos`,
    ],
  ])("fails when %s and nothing is online, naming every URL tried", async (_, page, first) => {
    const { fetchFile } = fakeFetch(page === undefined ? {} : { [SURVEY_PAGE_URL]: page });
    const tried = completeWeeksBefore(tuesday, 2).map((week) => `${surveyFileUrls("weekly", week)[0]}: HTTP 404`);
    await expect(findSurvey(tuesday, fetchFile)).rejects.toThrow(
      new Error(`Nenhuma semana da ANP encontrada:\n  ${first}\n  ${tried.join("\n  ")}`),
    );
  });
});
