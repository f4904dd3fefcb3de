import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { syntheticWeekFiles } from "#testing/open-data-weeks.ts";
import { openDataNode, weekDataNode } from "./open-data-dataset.ts";

const SUMMARY = {
  path: "/dados",
  name: "Preços",
  description: "Preços da ANP.",
  creator: "ANP",
  sourceUrl: "https://www.gov.br/anp/",
  spatialCoverage: "Brasil",
  dateModified: "2026-06-20",
};

type Download = { name: string; contentUrl: string; encodingFormat: string; temporalCoverage?: string };

const downloadsOf = (node: Record<string, unknown>) => node.distribution as Download[];

describe("openDataNode", () => {
  it("covers every kept week, in Brazil, under ODbL, with the Data Package and the newest week's six files", () => {
    const weeks = syntheticWeekFiles(3);
    const node = openDataNode(weeks, SUMMARY);
    expect(node).toMatchObject({
      "@type": "Dataset",
      temporalCoverage: "2026-05-31/2026-06-20",
      license: "https://opendatacommons.org/licenses/odbl/1-0/",
      spatialCoverage: { name: "Brasil" },
    });
    const downloads = downloadsOf(node);
    expect(downloads[0]).toMatchObject({
      contentUrl: expect.stringMatching(/\/dados\/datapackage\.json$/),
      encodingFormat: "application/json",
    });
    expect(downloads.slice(1).map((download) => new URL(download.contentUrl).pathname)).toEqual(
      ["postos", "municipios", "estados"].flatMap((table) =>
        ["csv", "json"].map((format) => `/dados/2026-06-14_2026-06-20/${table}.${format}`),
      ),
    );
    expect(downloads[1]).toMatchObject({
      name: "Postos pesquisados, pesquisa de 14 a 20/06/2026 (CSV)",
      encodingFormat: "text/csv",
      temporalCoverage: "2026-06-14/2026-06-20",
    });
  });

  it("lists seven downloads however many weeks are kept: its size does not grow with the weeks", () => {
    const sizeFor = (count: number) => JSON.stringify(openDataNode(syntheticWeekFiles(count), SUMMARY)).length;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1100 }), (count) => {
        expect(downloadsOf(openDataNode(syntheticWeekFiles(count), SUMMARY))).toHaveLength(7);
      }),
      { numRuns: 30 },
    );
    // Ten years of weeks: the node's text is the same length as with one week (the coverage's dates aside).
    expect(Math.abs(sizeFor(520) - sizeFor(1))).toBeLessThanOrEqual(2);
  });

  it("refuses an empty history, naming what to run", () => {
    expect(() => openDataNode([], SUMMARY)).toThrow(/nenhuma semana da ANP guardada; rode npm run data:anp/);
  });
});

describe("weekDataNode", () => {
  it("covers its week alone, under ODbL, part of /dados, with its six files", () => {
    const [, week] = syntheticWeekFiles(2);
    const node = weekDataNode(week!, { ...SUMMARY, path: "/dados/2026-06-07_2026-06-13" }, "/dados");
    expect(node).toMatchObject({
      "@type": "Dataset",
      temporalCoverage: "2026-06-07/2026-06-13",
      license: "https://opendatacommons.org/licenses/odbl/1-0/",
      spatialCoverage: { name: "Brasil" },
      isPartOf: expect.stringMatching(/\/dados$/),
      url: expect.stringMatching(/\/dados\/2026-06-07_2026-06-13$/),
    });
    const downloads = downloadsOf(node);
    expect(downloads).toHaveLength(6);
    for (const download of downloads) {
      expect(download.contentUrl).toMatch(/\/dados\/2026-06-07_2026-06-13\/(postos|municipios|estados)\.(csv|json)$/);
      expect(download.temporalCoverage).toBe("2026-06-07/2026-06-13");
      expect(download.name).toContain("pesquisa de 7 a 13/06/2026");
    }
    expect(downloads.map((download) => download.encodingFormat)).toEqual([
      "text/csv",
      "application/json",
      "text/csv",
      "application/json",
      "text/csv",
      "application/json",
    ]);
  });
});
