/**
 * The open data of /dados as the build wrote it: the Data Package is valid
 * against the Frictionless v1 profiles (strict); every file it lists exists
 * with its size, hash and a header row equal to its schema; every kept
 * week has its six files; every row of every station file casts to its
 * schema; and the stations' prices are the ANP's, checked against the
 * committed week files and the newest official station file read by the
 * pipeline's own parser. Runs on the build of e2e/settings/.env
 * (`build-e2e`), or on `OPEN_DATA_BUILD_DIR` for a build of one's own.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { Package, Resource } from "datapackage";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { SURVEY_WEEKS, type Station, weekStations } from "#data/build/anp-history.ts";
import { maskCnpj } from "#features/open-data/open-data-tables.ts";
import { DATA_DIR, latestSurveyFile, MONTHLY_FILE, parseSurveyFileName } from "#pipelines/anp/files.ts";
import { runAll } from "#pipelines/anp/run.ts";

const BUILD_DIR =
  process.env.OPEN_DATA_BUILD_DIR ?? parseEnv(readFileSync("e2e/settings/.env", "utf8")).BUILD_DIR ?? "build-e2e";
const DADOS = resolve(BUILD_DIR, "client", "dados");
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
      expect(
        records.map(({ cnpj, preco_etanol, data_etanol, preco_gasolina, data_gasolina }) => ({
          cnpj,
          preco_etanol,
          data_etanol,
          preco_gasolina,
          data_gasolina,
        })),
      ).toEqual(stations.map(pricesOf));
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
      expect(
        records.map(({ cnpj, preco_etanol, data_etanol, preco_gasolina, data_gasolina }) => ({
          cnpj,
          preco_etanol,
          data_etanol,
          preco_gasolina,
          data_gasolina,
        })),
      ).toEqual(official.map(pricesOf));
    });
  });
});
