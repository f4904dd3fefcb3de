import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  joinStations,
  REGISTRY_FILE,
  type StationRegistry,
  type WeekFile,
  WEEKS_FOLDER,
} from "#data/build/anp-history.ts";
import { MONTHLY_URL, refresh, SURVEY_PAGE_URL } from "./download.ts";
import { MONTHLY_FILE } from "./files.ts";
import { fakeFetch, fixture, tempDir, tinyMonthly, tinyStations } from "./test-support.ts";

const WEEKLY_FILE = "resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx";
const STATIONS_FILE = "revendas_lpc_2026-06-07_2026-06-13.xlsx";
const FILES = "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/arquivos-lpc";
// The week of 7 to 13/06/2026 as the ANP's page might link it: a hyphen between the dates, unpadded months and days.
const weeklyUrl = `${FILES}/2026/resumo_semanal_lpc_2026-06-07-2026-06-13.xlsx`;
const stationsUrl = `${FILES}/2026/revendas_lpc_2026-6-7-2026-6-13.xlsx`;
/** The ANP's page listing `links` (relative ones resolve against it). */
const page = (...links: string[]) =>
  `<!doctype html><main id="content">${links.map((href) => `<a href="${href}">arquivo</a>`).join("")}</main>`;
const tuesday = new Date("2026-06-16T12:00:00Z");

/** A data folder holding the week before's files under two spellings, and a file that is not the ANP's. */
function dataDir(): URL {
  const dir = tempDir();
  for (const name of ["resumo_semanal_lpc_2026-5-31-2026-6-6.xlsx", "revendas_lpc_2026-05-31_2026-06-06.xlsx"]) {
    writeFileSync(new URL(name, dir), "semana anterior");
  }
  writeFileSync(new URL("LEIA-ME.md", dir), "notas");
  return dir;
}

describe("the weekly refresh: the ANP's page → the pipeline → data/anp", () => {
  it("takes the week the page links to, stores its files under normalised names in place of the old week's, and keeps the frozen week's figures", async () => {
    const dir = dataDir();
    const monthly = await tinyMonthly();
    const { fetchFile, asked } = fakeFetch({
      [SURVEY_PAGE_URL]: page(weeklyUrl, "arquivos-lpc/2026/revendas_lpc_2026-6-7-2026-6-13.xlsx"),
      [weeklyUrl]: fixture(WEEKLY_FILE),
      [stationsUrl]: fixture(STATIONS_FILE),
      [MONTHLY_URL]: monthly,
    });
    const lines = await refresh(tuesday, fetchFile, dir);
    expect(asked).toEqual([SURVEY_PAGE_URL, weeklyUrl, stationsUrl, MONTHLY_URL]);
    expect(lines.slice(0, 4)).toEqual([
      `Baixado: ${weeklyUrl}`,
      `Baixado: ${stationsUrl}`,
      `Baixado: ${MONTHLY_URL}`,
      `${WEEKLY_FILE}: semana 2026-06-07 a 2026-06-13`,
    ]);
    // Read by hand in revendas_lpc_2026-06-07_2026-06-13.xlsx: 19,676 rows, 3,673 of ETANOL and 4,335 of GASOLINA
    // COMUM, collected from 08/06 to 12/06/2026.
    expect(lines).toEqual(
      expect.arrayContaining([
        `${STATIONS_FILE}: PERÍODO 2026-06-07 a 2026-06-13, coletas de 2026-06-08 a 2026-06-12`,
        "  POSTOS REVENDEDORES: 19676 linhas, 8008 de etanol ou gasolina",
        "  4376 postos em 381 municípios: 3673 com etanol, 4335 com gasolina, 3632 com os dois; 1546 de bandeira branca",
      ]),
    );
    expect(readdirSync(dir).sort()).toEqual(
      [
        "LEIA-ME.md",
        MONTHLY_FILE,
        STATIONS_FILE,
        WEEKLY_FILE,
        "cities.json",
        "monthly.json",
        REGISTRY_FILE,
        "town-coordinates.json",
        "towns.json",
        WEEKS_FOLDER,
      ].sort(),
    );
    expect(readdirSync(new URL(`${WEEKS_FOLDER}/`, dir))).toEqual(["2026-06-07_2026-06-13.json"]);
    for (const name of [WEEKLY_FILE, STATIONS_FILE, "cities.json"]) {
      expect(readFileSync(new URL(name, dir)).equals(fixture(name)), name).toBe(true);
    }
    expect(readFileSync(new URL(MONTHLY_FILE, dir)).equals(monthly)).toBe(true);
    // The week file holds the frozen week's summary, and with the registry its stations, as the frozen JSON has them.
    const week = JSON.parse(
      readFileSync(new URL(`${WEEKS_FOLDER}/2026-06-07_2026-06-13.json`, dir), "utf8"),
    ) as WeekFile;
    const registry = JSON.parse(readFileSync(new URL(REGISTRY_FILE, dir), "utf8")) as StationRegistry;
    const { stations: _prices, ...summary } = week;
    expect(summary).toEqual(JSON.parse(fixture("weekly.json").toString("utf8")));
    const joined = joinStations(week, new Map(registry.stations.map((station) => [station.cnpj, station])), "week");
    expect(joined).toEqual(JSON.parse(fixture("stations.json").toString("utf8")));
    const { stations } = joined;
    // São Paulo's counts in the summary's ESTADOS sheet: ethanol 1,177 stations, gasoline 1,184.
    expect(stations.filter((station) => station.uf === "SP" && station.ethanol).length).toBe(1177);
    expect(stations.filter((station) => station.uf === "SP" && station.gasoline).length).toBe(1184);
    // Rows 14 (GASOLINA COMUM) and 18 (ETANOL) of the xlsx: CODEPE, Rio Branco, VIBRA.
    expect(stations.find((station) => station.cnpj === "08220930000162")).toMatchObject({
      uf: "AC",
      city: "Rio Branco",
      name: "Codepe",
      brand: "Vibra",
      ethanol: { price: "5.19", collected: "2026-06-10" },
      gasoline: { price: "7.19", collected: "2026-06-10" },
    });
  }, 120_000);

  it.each([
    [
      "the summary is of another week than its link",
      `${FILES}/2026/resumo_semanal_lpc_2026-06-14_2026-06-20.xlsx`,
      `${FILES}/2026/revendas_lpc_2026-06-14_2026-06-20.xlsx`,
      "weekly of 06-07",
      "station file of 06-07",
      "resumo_semanal_lpc_2026-06-14_2026-06-20.xlsx: a planilha é da semana 2026-06-07 a 2026-06-13, o nome do arquivo diz 2026-06-14 a 2026-06-20",
    ],
    [
      "the station file's PERÍODO is not the summary's week",
      weeklyUrl,
      stationsUrl,
      "weekly of 06-07",
      "PERÍODO: 31/05/2026 A 06/06/2026",
      `${STATIONS_FILE}: Planilha "POSTOS REVENDEDORES", linha 3: PERÍODO 2026-05-31 a 2026-06-06 difere da semana do resumo semanal (2026-06-07 a 2026-06-13)`,
    ],
    [
      "the ANP answers a web page for the station file",
      weeklyUrl,
      stationsUrl,
      "weekly of 06-07",
      "<html>Página não encontrada</html>",
      `${STATIONS_FILE}: não é uma planilha xlsx legível`,
    ],
  ])(
    "fails when %s, writing nothing",
    async (_, weeklyLink, stationsLink, weekly, stations, message) => {
      const dir = dataDir();
      const before = readdirSync(dir).map((name) => [name, readFileSync(new URL(name, dir), "utf8")]);
      const served = async (body: string) =>
        body === "weekly of 06-07"
          ? fixture(WEEKLY_FILE)
          : body.startsWith("PERÍODO")
            ? await tinyStations(body)
            : body === "station file of 06-07"
              ? await tinyStations("PERÍODO: 07/06/2026 A 13/06/2026")
              : body;
      const { fetchFile } = fakeFetch({
        [SURVEY_PAGE_URL]: page(weeklyLink, stationsLink),
        [weeklyLink]: await served(weekly),
        [stationsLink]: await served(stations),
        [MONTHLY_URL]: await tinyMonthly(),
      });
      await expect(refresh(tuesday, fetchFile, dir)).rejects.toThrow(message);
      expect(readdirSync(dir).map((name) => [name, readFileSync(new URL(name, dir), "utf8")])).toEqual(before);
    },
    60_000,
  );

  it("refuses a week older than the newest kept one, writing nothing", async () => {
    const dir = dataDir();
    mkdirSync(new URL(`${WEEKS_FOLDER}/`, dir));
    writeFileSync(new URL(`${WEEKS_FOLDER}/2026-06-14_2026-06-20.json`, dir), "{}");
    const files = () =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [entry.name, readFileSync(`${entry.parentPath}/${entry.name}`, "utf8")]);
    const before = files();
    const { fetchFile } = fakeFetch({
      [SURVEY_PAGE_URL]: page(weeklyUrl, stationsUrl),
      [weeklyUrl]: "resumo",
      [stationsUrl]: "revendas",
    });
    await expect(refresh(tuesday, fetchFile, dir)).rejects.toThrow(
      "A semana 2026-06-07 a 2026-06-13 é anterior à mais nova já guardada (2026-06-14 a 2026-06-20): nada foi gravado.",
    );
    expect(files()).toEqual(before);
  });

  it("fails when no week is online, naming what it tried, writing nothing", async () => {
    const dir = dataDir();
    const before = readdirSync(dir);
    const { fetchFile } = fakeFetch({ [SURVEY_PAGE_URL]: "network down" });
    await expect(refresh(tuesday, fetchFile, dir)).rejects.toThrow(
      `Nenhuma semana da ANP encontrada:\n  ${SURVEY_PAGE_URL}: fetch failed\n  ${FILES}/2026/resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx: HTTP 404`,
    );
    expect(readdirSync(dir)).toEqual(before);
  });
});
