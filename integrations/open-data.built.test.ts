/**
 * The open data of /dados as the build wrote it: the Data Package is valid
 * against the Frictionless v1 profiles (strict); every file it lists exists
 * with its size, hash and a header row equal to its schema; every kept
 * week has its six files; every row of every station file casts to its
 * schema; and the stations' prices are the ANP's, checked against the
 * committed week files and the newest official station file read by the
 * pipeline's own parser. The pages: every kept week has its page, which
 * links its six files and /dados; /dados links every week's page and
 * shows the newest week's files; their `Dataset` nodes list a bounded
 * number of files; the sitemap lists the week pages and the service
 * worker precaches none of them; and /dados, its list of weeks made for
 * ten years of them, stays within its byte and element budgets. Runs on
 * the build of e2e/settings/.env (`build-e2e`), or on `OPEN_DATA_BUILD_DIR`
 * for a build of one's own.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { Package, Resource } from "datapackage";
import { JSDOM } from "jsdom";
import Papa from "papaparse";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { SURVEY_WEEKS, type Station, weekStations } from "#data/build/anp-history.ts";
import { WeekLinks } from "#features/open-data/build/OpenDataLists.tsx";
import { maskCnpj } from "#features/open-data/open-data-station-table.ts";
import { ALL_WEEKS_ID } from "#features/open-data/week-index.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { DATA_DIR, latestSurveyFile, MONTHLY_FILE, parseSurveyFileName } from "#pipelines/anp/files.ts";
import { runAll } from "#pipelines/anp/run.ts";
import { measurePage, OPEN_DATA_FIRST_PART_END, overBudget, pageKind } from "#scripts/check-budgets.ts";
import { syntheticWeekFiles } from "#testing/open-data-weeks.ts";

const BUILD_DIR =
  process.env.OPEN_DATA_BUILD_DIR ?? parseEnv(readFileSync("e2e/settings/.env", "utf8")).BUILD_DIR ?? "build-e2e";
const CLIENT = resolve(BUILD_DIR, "client");
const DADOS = join(CLIENT, "dados");
const descriptor = JSON.parse(readFileSync(join(DADOS, "datapackage.json"), "utf8")) as {
  resources: { name: string; path: string; format: string; bytes: number; hash: string; schema: string }[];
};

/** A schema file's field names, in order. */
const fieldNames = (schemaPath: string) =>
  (JSON.parse(readFileSync(join(DADOS, schemaPath), "utf8")) as { fields: { name: string }[] }).fields.map(
    (field) => field.name,
  );

/** A CSV file of the build as rows of text, read with the files' dialect; the BOM checked and dropped. */
function readCsv(path: string): string[][] {
  const text = readFileSync(join(DADOS, path), "utf8");
  expect(text.startsWith("\uFEFF"), path).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors, path).toEqual([]);
  return parsed.data;
}

/** The rows of a CSV as objects by header, with decimal commas turned to points, for comparing with the data. */
function csvRecords(path: string): Record<string, string>[] {
  const [header = [], ...rows] = readCsv(path);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])));
}

/** A price as the CSV writes it, from a decimal text with a point: "6.6" → "6,60". */
const csvPrice = (price: string | undefined) => {
  if (!price) return "";
  const [whole, fraction = ""] = price.split(".");
  return `${whole},${fraction.padEnd(2, "0")}`;
};

/** What a station's row must say of its prices, from the station as the week file or the pipeline gives it. */
const pricesOf = (station: Pick<Station, "cnpj" | "ethanol" | "gasoline">) => ({
  cnpj: maskCnpj(station.cnpj),
  preco_etanol: csvPrice(station.ethanol?.price),
  data_etanol: station.ethanol?.collected ?? "",
  preco_gasolina: csvPrice(station.gasoline?.price),
  data_gasolina: station.gasoline?.collected ?? "",
});

/** The same five columns of a row of postos.csv as read back. */
const recordPrices = ({ cnpj, preco_etanol, data_etanol, preco_gasolina, data_gasolina }: Record<string, string>) => ({
  cnpj,
  preco_etanol,
  data_etanol,
  preco_gasolina,
  data_gasolina,
});

describe(`the open data of ${BUILD_DIR}`, () => {
  it("is a valid Data Package by the Frictionless v1 profiles, in strict mode, with its schemas", async () => {
    const dataPackage = await Package.load(descriptor, { basePath: DADOS, strict: true });
    expect(dataPackage.valid).toBe(true);
    expect(dataPackage.errors).toEqual([]);
    expect(dataPackage.descriptor.licenses).toEqual([expect.objectContaining({ name: "odc-odbl" })]);
    expect(dataPackage.resources.length).toBe(SURVEY_WEEKS.length * 6);
  });

  it("lists every kept week's six files, each present with its size, hash and a header equal to its schema", () => {
    for (const week of SURVEY_WEEKS) {
      const folder = `${week.start}_${week.end}/`;
      const files = descriptor.resources.filter((resource) => resource.path.startsWith(folder)).map((r) => r.path);
      expect(files.sort()).toEqual(
        ["estados.csv", "estados.json", "municipios.csv", "municipios.json", "postos.csv", "postos.json"].map(
          (name) => `${folder}${name}`,
        ),
      );
    }
    for (const resource of descriptor.resources) {
      const path = join(DADOS, resource.path);
      expect(existsSync(path), resource.path).toBe(true);
      const bytes = readFileSync(path);
      expect(bytes.length, resource.path).toBe(resource.bytes);
      expect(`sha256:${createHash("sha256").update(bytes).digest("hex")}`, resource.path).toBe(resource.hash);
      const header =
        resource.format === "csv"
          ? readCsv(resource.path)[0]
          : Object.keys((JSON.parse(bytes.toString("utf8")) as Record<string, unknown>[])[0] ?? {});
      expect(header, resource.path).toEqual(fieldNames(resource.schema));
    }
  });

  it("casts every row of every CSV file to its schema: types, decimal commas, masks, verdicts", async () => {
    const dataPackage = await Package.load(descriptor, { basePath: DADOS, strict: true });
    for (const resource of dataPackage.resources.filter((candidate) => candidate.descriptor.format === "csv")) {
      // datapackage-js keeps the byte order mark in the first header; the rows go to it read by Papa Parse instead.
      const { path, dialect, ...inline } = resource.descriptor;
      const rows = readCsv(path as string);
      expect(dialect, resource.name).toMatchObject({
        delimiter: ";",
        lineTerminator: "\r\n",
        quoteChar: '"',
        doubleQuote: true,
        header: true,
      });
      const table = await Resource.load({ ...inline, data: rows }, { basePath: DADOS, strict: true });
      const cast = (await table.read({ keyed: true, cast: true })) as Record<string, unknown>[];
      expect(cast, resource.name).toHaveLength(rows.length - 1);
    }
  }, 120_000);

  describe("the stations of 14 to 20/06/2026", () => {
    const week = SURVEY_WEEKS.find((kept) => kept.start === "2026-06-14")!;
    const records = csvRecords("2026-06-14_2026-06-20/postos.csv");

    it("are the 4,376 stations of the committed week file, in its order, with its prices and days", () => {
      const stations = weekStations(week).stations;
      expect(records).toHaveLength(4376);
      expect(stations).toHaveLength(4376);
      expect(records.map(recordPrices)).toEqual(stations.map(pricesOf));
    });

    it("say the same in JSON, prices as numbers", () => {
      const json = JSON.parse(readFileSync(join(DADOS, "2026-06-14_2026-06-20/postos.json"), "utf8")) as Record<
        string,
        unknown
      >[];
      expect(json).toHaveLength(4376);
      expect(json.map((row) => [row.cnpj, row.preco_etanol, row.preco_gasolina])).toEqual(
        records.map((row) => [
          row.cnpj,
          row.preco_etanol ? Number(row.preco_etanol.replace(",", ".")) : null,
          row.preco_gasolina ? Number(row.preco_gasolina.replace(",", ".")) : null,
        ]),
      );
    });
  });

  describe("the newest week's stations", () => {
    const weekly = latestSurveyFile(DATA_DIR, "weekly")!;
    const stationsFile = latestSurveyFile(DATA_DIR, "stations")!;
    const { week } = parseSurveyFileName(stationsFile)!;
    let official: Station[] = [];

    beforeAll(async () => {
      const file = (name: string) => ({ name, bytes: readFileSync(new URL(name, DATA_DIR)) });
      const output = await runAll(
        { weekly: file(weekly), monthly: file(MONTHLY_FILE), stations: file(stationsFile) },
        { committed: null, force: false },
      );
      official = output.stations.stations;
    }, 180_000);

    it("have the prices and days of the ANP's station file, as the pipeline's parser reads it", () => {
      const records = csvRecords(`${week.start}_${week.end}/postos.csv`);
      expect(official.length).toBeGreaterThan(0);
      expect(records.map(recordPrices)).toEqual(official.map(pricesOf));
    });
  });
});

/** A page of the build as a document. */
const pageOf = (file: string) => new JSDOM(readFileSync(join(CLIENT, file), "utf8")).window.document;

/** The nodes of a page's JSON-LD graph. */
const graphOf = (document: Document) =>
  (
    JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as {
      "@graph": Record<string, unknown>[];
    }
  )["@graph"];

/** The paths of the Dataset's downloads on a page. */
const downloadPaths = (document: Document) => {
  const dataset = graphOf(document).find((node) => node["@type"] === "Dataset");
  return (dataset?.distribution as { contentUrl: string }[]).map(({ contentUrl }) => new URL(contentUrl).pathname);
};

/** A week's six files, from the site's root. */
const sixFiles = (folder: string) =>
  ["postos", "municipios", "estados"].flatMap((table) =>
    ["csv", "json"].map((format) => `/dados/${folder}/${table}.${format}`),
  );

describe(`the open data pages of ${BUILD_DIR}`, () => {
  const newestFirst = [...SURVEY_WEEKS].reverse();

  it("has a page per kept week, beside its folder: the week named, its six files and /dados linked", () => {
    for (const [index, week] of newestFirst.entries()) {
      const folder = `${week.start}_${week.end}`;
      const document = pageOf(`dados/${folder}.html`);
      const label = formatSurveyWeek(week.start, week.end);
      expect(document.querySelector("h1")?.textContent, folder).toContain(`Pesquisa de ${label}`);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href"), folder).toMatch(
        new RegExp(`/dados/${folder}$`),
      );
      const downloads = [...document.querySelectorAll("main a[download]")].map((link) => link.getAttribute("href"));
      expect(downloads, folder).toEqual(sixFiles(folder));
      for (const path of sixFiles(folder)) expect(existsSync(join(CLIENT, path)), path).toBe(true);
      const links = [...document.querySelectorAll("main a")].map((link) => link.getAttribute("href"));
      expect(links, folder).toContain("/dados");
      const older = newestFirst[index + 1];
      if (older) expect(links, folder).toContain(`/dados/${older.start}_${older.end}`);
      expect(downloadPaths(document), folder).toEqual(sixFiles(folder));
      const dataset = graphOf(document).find((node) => node["@type"] === "Dataset");
      expect(dataset, folder).toMatchObject({
        temporalCoverage: `${week.start}/${week.end}`,
        license: "https://opendatacommons.org/licenses/odbl/1-0/",
      });
      const breadcrumbs = graphOf(document).find((node) => node["@type"] === "BreadcrumbList");
      expect((breadcrumbs?.itemListElement as { name: string }[]).map(({ name }) => name)).toEqual([
        "Início",
        "Dados abertos",
        `Pesquisa de ${label}`,
      ]);
    }
  });

  it("/dados links every kept week's page, newest first, and the newest week's six files", () => {
    const document = pageOf("dados.html");
    const list = document.getElementById(ALL_WEEKS_ID);
    expect([...(list?.querySelectorAll("li a") ?? [])].map((link) => link.getAttribute("href"))).toEqual(
      newestFirst.map((week) => `/dados/${week.start}_${week.end}`),
    );
    const newest = newestFirst[0]!;
    const downloads = [...document.querySelectorAll("main a[download]")].map((link) => link.getAttribute("href"));
    expect(downloads).toEqual(sixFiles(`${newest.start}_${newest.end}`));
    expect(downloadPaths(document)).toEqual(["/dados/datapackage.json", ...downloads]);
    const oldest = newestFirst.at(-1)!;
    expect(graphOf(document).find((node) => node["@type"] === "Dataset")).toMatchObject({
      temporalCoverage: `${oldest.start}/${newest.end}`,
      spatialCoverage: { name: "Brasil" },
      license: "https://opendatacommons.org/licenses/odbl/1-0/",
    });
  });

  it("lists every week page in the sitemap; the service worker precaches /dados, no week page and no file", () => {
    const sitemap = readFileSync(join(CLIENT, "sitemap-0.xml"), "utf8");
    const worker = readFileSync(join(CLIENT, "sw.js"), "utf8");
    expect(sitemap).toMatch(/\/dados<\/loc>/);
    expect(worker).toContain('url:"/dados"');
    expect(worker).not.toContain('url:"/dados/');
    expect(worker).not.toContain('url:"dados/');
    for (const week of SURVEY_WEEKS) expect(sitemap).toContain(`/dados/${week.start}_${week.end}</loc>`);
  });

  it("keeps /dados within its budgets with ten years of weeks (520) in its list", () => {
    // The page as built, its list made for ten years of weeks, or for the history if it is longer
    // (docs/decisions/0007-open-data-pages.md).
    const weeks = Math.max(520, SURVEY_WEEKS.length);
    const document = pageOf("dados.html");
    // The list comes right after the first part, and is all that grows: no other link to a week's page or file but
    // the newest week's.
    expect(document.querySelector(OPEN_DATA_FIRST_PART_END)?.nextElementSibling?.id).toBe(ALL_WEEKS_ID);
    const newest = `/dados/${newestFirst[0]!.start}_${newestFirst[0]!.end}`;
    const outside = [...document.querySelectorAll(`main a[href^="/dados/"]:not(#${ALL_WEEKS_ID} a)`)]
      .map((link) => link.getAttribute("href")!)
      .filter((href) => !href.startsWith(newest) && href !== "/dados/datapackage.json");
    expect(outside).toEqual([]);
    const dom = new JSDOM(readFileSync(join(CLIENT, "dados.html"), "utf8"));
    const list = dom.window.document.querySelector(`#${ALL_WEEKS_ID} > div`)!;
    list.innerHTML = renderToStaticMarkup(WeekLinks({ weeks: syntheticWeekFiles(weeks, newestFirst[0]!.start) }));
    expect(list.querySelectorAll("li a")).toHaveLength(weeks);
    const scratch = mkdtempSync(join(tmpdir(), "dados-weeks-"));
    writeFileSync(join(scratch, "dados.html"), dom.serialize());
    symlinkSync(join(CLIENT, "_astro"), join(scratch, "_astro"));
    const figures = measurePage(scratch, "dados.html", new Map(), OPEN_DATA_FIRST_PART_END);
    rmSync(scratch, { recursive: true });
    expect(overBudget(figures, pageKind("dados.html").budget)).toEqual([]);
  });
});
