import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { surveyLinks, surveyPairs } from "./survey-links.ts";

/** A page shaped like the ANP's list of the last weeks (written by hand, see the file's comment). */
const PAGE = readFileSync(new URL("survey-page.test.html", import.meta.url), "utf8");
const PAGE_URL =
  "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas";
const FILES = "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/arquivos-lpc";

describe("surveyLinks", () => {
  it("reads every gov.br/anp link to a survey file, absolute or relative, under any variant of its name", () => {
    expect(surveyLinks(PAGE, PAGE_URL)).toEqual([
      {
        url: `${FILES}/2026/revendas_lpc_2026-09-06_2026-09-12.xlsx`,
        kind: "stations",
        week: { start: "2026-09-06", end: "2026-09-12" },
      },
      {
        url: `${FILES}/2026/resumo_semanal_lpc_2026-08-30-2026-09-5.xlsx`,
        kind: "weekly",
        week: { start: "2026-08-30", end: "2026-09-05" },
      },
      {
        url: `${FILES}/2026/revendas_lpc_2026-08-30-2026-09-5.xlsx`,
        kind: "stations",
        week: { start: "2026-08-30", end: "2026-09-05" },
      },
      {
        url: "https://www.gov.br/anp/pt-br/centrais-de-conteudo/dados-abertos/arquivos/shpc/dsan/2026/resumo_semanal_lpc_2026-04-12-2026-04-18.xlsx",
        kind: "weekly",
        week: { start: "2026-04-12", end: "2026-04-18" },
      },
      {
        url: `${FILES}/2026/revendas_lpc_2026-04-12_2026-04-18.xlsx`,
        kind: "stations",
        week: { start: "2026-04-12", end: "2026-04-18" },
      },
      {
        url: "https://www.gov.br/anp/pt-br/arquivos-lpc/2025/resumo_semanal_lpc_2025-12-28_2026-01-03.xlsx",
        kind: "weekly",
        week: { start: "2025-12-28", end: "2026-01-03" },
      },
    ]);
  });

  it("ignores names in comments, scripts and non-link elements, and links off gov.br/anp", () => {
    const urls = surveyLinks(PAGE, PAGE_URL).map((link) => link.url);
    expect(PAGE).toContain("2026-09-13_2026-09-19.xlsx");
    expect(PAGE).toContain("2026-12-27_2027-01-02.xlsx");
    expect(PAGE).toContain("github.com/exemplo/anp/raw/main/revendas_lpc_2026-10-04_2026-10-10.xlsx");
    expect(urls.filter((url) => /2026-09-13|2026-12-27|2026-10-04/.test(url))).toEqual([]);
  });

  it("resolves links against the page and decodes an escaped name, each URL once", () => {
    const html = `<main>
      <a href="../precos/arquivos-lpc/2026/resumo%5Fsemanal%5Flpc%5F2026-06-07%5F2026-06-13.xlsx">resumo</a>
      <a href="${FILES}/2026/resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx">de novo</a>
      <a href="//www.gov.br/anp/pt-br/revendas_lpc_2026-06-07_2026-06-13.xlsx">revendas</a>
      <a href="https://www.gov.br/inmetro/revendas_lpc_2026-06-07_2026-06-13.xlsx">outro órgão</a>
      <a href="http://[nome">quebrado</a>
    </main>`;
    expect(surveyLinks(html, PAGE_URL).map((link) => link.url)).toEqual([
      `${FILES}/2026/resumo%5Fsemanal%5Flpc%5F2026-06-07%5F2026-06-13.xlsx`,
      `${FILES}/2026/resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx`,
      "https://www.gov.br/anp/pt-br/revendas_lpc_2026-06-07_2026-06-13.xlsx",
    ]);
  });
});

describe("surveyPairs", () => {
  it("gives the weeks with both files, newest first by their dates: a week without its summary is skipped", () => {
    expect(surveyPairs(surveyLinks(PAGE, PAGE_URL))).toEqual([
      {
        week: { start: "2026-08-30", end: "2026-09-05" },
        weekly: `${FILES}/2026/resumo_semanal_lpc_2026-08-30-2026-09-5.xlsx`,
        stations: `${FILES}/2026/revendas_lpc_2026-08-30-2026-09-5.xlsx`,
      },
      {
        week: { start: "2026-04-12", end: "2026-04-18" },
        weekly:
          "https://www.gov.br/anp/pt-br/centrais-de-conteudo/dados-abertos/arquivos/shpc/dsan/2026/resumo_semanal_lpc_2026-04-12-2026-04-18.xlsx",
        stations: `${FILES}/2026/revendas_lpc_2026-04-12_2026-04-18.xlsx`,
      },
    ]);
  });

  it("orders by the dates, not by the page's order or the names' spelling", () => {
    const link = (kind: "weekly" | "stations", start: string, end: string) => ({
      url: `${kind} ${start}`,
      kind,
      week: { start, end },
    });
    const pairs = surveyPairs([
      link("weekly", "2026-05-31", "2026-06-06"),
      link("stations", "2026-05-31", "2026-06-06"),
      link("stations", "2026-06-07", "2026-06-13"),
      link("weekly", "2026-06-07", "2026-06-13"),
      link("weekly", "2025-12-28", "2026-01-03"),
      link("stations", "2025-12-28", "2026-01-03"),
    ]);
    expect(pairs.map((pair) => pair.week.start)).toEqual(["2026-06-07", "2026-05-31", "2025-12-28"]);
    expect(surveyPairs([])).toEqual([]);
  });
});

describe("surveyLinks on a mirror of the page (ANP_PRICES_URL)", () => {
  const mirror = "http://127.0.0.1:8080/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas";
  const html = [
    '<a href="arquivos-lpc/2026/resumo_semanal_lpc_2026-06-14-2026-6-20.xlsx">resumo</a>',
    '<a href="http://127.0.0.1:8080/precos/arquivos-lpc/2026/revendas_lpc_2026-6-14_2026-6-20.xlsx">postos</a>',
    '<a href="http://outro.example/precos/arquivos-lpc/2026/revendas_lpc_2026-06-07_2026-06-13.xlsx">outro</a>',
  ].join("");

  it("takes the links on the mirror's own host, relative ones resolved against the page, and no other host's", () => {
    expect(surveyLinks(html, mirror).map((link) => link.url)).toEqual([
      "http://127.0.0.1:8080/precos/arquivos-lpc/2026/resumo_semanal_lpc_2026-06-14-2026-6-20.xlsx",
      "http://127.0.0.1:8080/precos/arquivos-lpc/2026/revendas_lpc_2026-6-14_2026-6-20.xlsx",
    ]);
  });
});
