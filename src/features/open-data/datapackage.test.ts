import { Package } from "datapackage";
import { describe, expect, it } from "vitest";
import {
  dataFilePath,
  dataPackage,
  type FileFacts,
  SCHEMA_FILES,
  schemaFileName,
  tableSchema,
  type WeekFiles,
} from "./datapackage.ts";
import { FORMATS } from "./open-data-files.ts";
import { STATIONS_TABLE } from "./open-data-station-table.ts";
import { TABLES } from "./open-data-tables.ts";

/** Two kept weeks, newest first, with made-up sizes and hashes. */
const WEEKS: WeekFiles[] = [
  { week: { start: "2026-06-14", end: "2026-06-20" }, label: "14 a 20/06/2026", previousLabel: "7 a 13/06/2026" },
  { week: { start: "2026-06-07", end: "2026-06-13" }, label: "7 a 13/06/2026", previousLabel: null },
].map((week) => ({
  ...week,
  files: TABLES.flatMap((table) =>
    FORMATS.map((format): FileFacts => ({
      file: `${table.name}.${format}`,
      table: table.name,
      format,
      bytes: 1000,
      sha256: "a".repeat(64),
      rows: 10,
    })),
  ),
}));

const CREDIT = {
  siteName: "Etanol ou Gasolina?",
  homepage: "https://exemplo.com.br/dados",
  surveyUrl: "https://www.gov.br/anp/",
  credit: "Fonte: ANP – Levantamento de Preços de Combustíveis",
};

describe("the Data Package", () => {
  const descriptor = dataPackage(WEEKS, CREDIT) as { resources: Record<string, unknown>[] };

  it("is valid by the Frictionless v1 profiles, strict, with each schema in place of its file", async () => {
    const schemas = new Map(
      SCHEMA_FILES.map(({ table, format }) => [
        `esquemas/${schemaFileName(table.name, format)}`,
        tableSchema(table, format),
      ]),
    );
    const inline = {
      ...descriptor,
      resources: descriptor.resources.map((resource) => ({
        ...resource,
        schema: schemas.get(resource.schema as string),
      })),
    };
    const loaded = await Package.load(inline, { strict: true });
    expect(loaded.valid).toBe(true);
  });

  it("lists each week's six files, newest week first, at their addresses, under ODbL", () => {
    expect(descriptor.resources.map((resource) => resource.path)).toEqual(
      WEEKS.flatMap(({ week, files }) => files.map((file) => dataFilePath(week, file.file).replace("/dados/", ""))),
    );
    expect(descriptor.resources[0]).toMatchObject({
      name: "2026-06-14-2026-06-20-postos-csv",
      profile: "tabular-data-resource",
      mediatype: "text/csv",
      bytes: 1000,
      hash: `sha256:${"a".repeat(64)}`,
      schema: "esquemas/postos-csv.json",
      dialect: { delimiter: ";" },
    });
    expect(descriptor.resources[1]).toMatchObject({ profile: "data-resource", mediatype: "application/json" });
    expect(descriptor).toMatchObject({ licenses: [{ name: "odc-odbl" }] });
  });

  it("says since which survey the changes are, and that the first kept week has none", () => {
    const postos = descriptor.resources.filter((resource) => String(resource.name).endsWith("postos-csv"));
    expect(postos[0]?.description).toContain("Variação desde a pesquisa de 7 a 13/06/2026.");
    expect(postos[1]?.description).toContain("Primeira pesquisa guardada: sem variação.");
  });
});

describe("tableSchema", () => {
  it("gives the CSV's numbers a decimal comma and the JSON's none, with each field's unit in its description", () => {
    const csv = tableSchema(STATIONS_TABLE, "csv") as { fields: Record<string, unknown>[] };
    const json = tableSchema(STATIONS_TABLE, "json") as { fields: Record<string, unknown>[] };
    expect(csv.fields.map((field) => field.name)).toEqual(STATIONS_TABLE.columns.map((column) => column.name));
    const price = csv.fields.find((field) => field.name === "preco_etanol");
    expect(price).toMatchObject({ type: "number", decimalChar: "," });
    expect(price?.description).toMatch(/Unidade: R\$\/l\.$/);
    expect(json.fields.find((field) => field.name === "preco_etanol")).not.toHaveProperty("decimalChar");
    expect(csv.fields.find((field) => field.name === "semana_inicio")).not.toHaveProperty("decimalChar");
  });
});
