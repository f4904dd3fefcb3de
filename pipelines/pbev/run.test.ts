/**
 * The pipeline on the eight committed PBEV PDFs (data/pbev/), read once in
 * beforeAll (about 15 s of CPU), checked against the headers' counts, the
 * independent extraction data/pbev/pbev-flex-extracted.csv
 * (when present), figures read by hand from rendered pages, and the
 * committed cars.json.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { CarsJson } from "#data/cars.ts";
import { buildCatalogue, mergeEditions } from "./catalogue.ts";
import type { PbevRow } from "./row-reading.ts";
import { type EditionRead, formatCarsJson, OUTPUT, readEdition, run, SOURCE, toCarSpecs } from "./run.ts";

const DATA = new URL("../../data/pbev/", import.meta.url).pathname;
/** The independent extraction shipped with the official files (data/pbev/README.md), kept beside them as a cross-check. */
const CSV = new URL("../../data/pbev/pbev-flex-extracted.csv", import.meta.url).pathname;

/** The eight tables these tests check by hand and against the CSV; a table added later is read by the cars.json test only. */
const CHECKED = [
  "pbev-2020-03-11.pdf",
  "pbev-2022-02-01.pdf",
  "pbev-2022-12-27.pdf",
  "pbev-2023-11-21.pdf",
  "pbev-2024-12-31.pdf",
  "pbev-2025-11-24.pdf",
  "pbev-2026-01-20.pdf",
  "pbev-2026-06-03.pdf",
];

/** Every table in data/pbev/, oldest first, and the eight checked ones. */
let allEditions: EditionRead[] = [];
let editions: EditionRead[] = [];
beforeAll(async () => {
  const files = readdirSync(DATA)
    .filter((name) => name.endsWith(".pdf"))
    .sort();
  for (const file of files) allEditions.push(await readEdition(join(DATA, file)));
  allEditions = allEditions.sort((a, b) => a.info.updated.localeCompare(b.info.updated));
  editions = allEditions.filter((edition) => CHECKED.includes(edition.file));
}, 240_000);

const edition = (updated: string) => editions.find((e) => e.info.updated === updated)!;
const figures = (row: Pick<PbevRow, "ethanolCity" | "ethanolHighway" | "gasolineCity" | "gasolineHighway">) =>
  [row.ethanolCity, row.ethanolHighway, row.gasolineCity, row.gasolineHighway].join(" / ");

describe("flex row counts", () => {
  it("equal the counts the headers print (PROVENANCE.md), in every edition", () => {
    expect(editions.map((e) => [e.info.year, e.info.updated, e.reading.flexRows])).toEqual([
      [2020, "2020-03-11", 427],
      [2021, "2022-02-01", 490],
      [2022, "2022-12-27", 273],
      [2023, "2023-11-21", 367],
      [2024, "2024-12-31", 370],
      [2025, "2025-11-24", 277],
      [2026, "2026-01-20", 233],
      [2026, "2026-06-03", 273],
    ]);
    // The 2020 and 2021 headers print no flex count as text (only "1034 Modelos/Versões",
    // "1120 Modelos / Versões"): 427 and 490 come from PROVENANCE.md.
    expect(editions.map((e) => e.info.flexCount)).toEqual([null, null, 273, 367, 370, 277, 233, 273]);
  });

  it("keep every flex row but the ten blank in the PDFs and the 2022 electric car coded flex", () => {
    expect(editions.map((e) => e.reading.rows.length)).toEqual([427, 490, 272, 367, 370, 273, 230, 270]);
    const reports = editions.flatMap((e) =>
      e.reading.reports.map((r) => `${r.edition} p${r.page} ${r.reason}: ${r.raw.split(" | ").slice(0, 6).join(" ")}`),
    );
    expect(reports).toEqual([
      // McLaren 720S coded "g" (lower case) in 2020 and 2021: a gasoline car, not counted as flex, reported, not guessed.
      "2020-03-11 p46 unknown-fuel: ESPORTIVO MCLAREN 720S 4.0 32V Spider DCT",
      "2022-02-01 p19 unknown-fuel: Esportivo MCLAREN 720S Spider 4.0-32V DCT",
      // The header's 273 flex rows include this electric Arrizo 5e coded F (PROVENANCE.md).
      "2022-12-27 p1 electric: Grande CAOA CHERY ARRIZO 5 E E Elétrico Elétrico",
      "2025-11-24 p2 blank: Médio CHEVROLET ONIX (MY26) LTZ 1.0T - 12V Combustão",
      "2025-11-24 p2 blank: Médio CHEVROLET ONIX (MY26) PREMIER 1.0T - 12V Combustão",
      "2025-11-24 p2 blank: Médio CHEVROLET ONIX (MY26) RS 1.0T - 12V Combustão",
      "2025-11-24 p11 blank: Picape FIAT TORO ENDUR T270 AT (MY26) 1.3T-16V Combustão",
      "2026-01-20 p2 blank: Médio VW POLO TRACK 1.0 MPI 1.0-12V Combustão",
      "2026-01-20 p2 blank: Médio VW POLO TRACK ROBUST 1.0 MPI 1.0-12V Combustão",
      "2026-01-20 p8 blank: Picape Compacta VW SAVEIRO SAVEIRO CABINE SIMPLES ROBUST MF 1.6-16V",
      "2026-06-03 p2 blank: Médio VW POLO TRACK 1.0 MPI 1.0-12V Combustão",
      "2026-06-03 p2 blank: Médio VW POLO TRACK ROBUST 1.0 MPI 1.0-12V Combustão",
      "2026-06-03 p8 blank: Picape Compacta VW SAVEIRO SAVEIRO CABINE SIMPLES ROBUST MF 1.6-16V",
    ]);
  });
});

/** Minimal CSV reader: quoted fields with doubled quotes, no line breaks inside fields. */
function parseCsv(text: string): Record<string, string>[] {
  const split = (line: string) => {
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const char = line[i]!;
      if (quoted && char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = !quoted;
      else if (char === "," && !quoted) {
        fields.push(field);
        field = "";
      } else field += char;
    }
    return [...fields, field];
  };
  const [header, ...lines] = text.trim().split(/\r?\n/).map(split);
  return lines.map((fields) => Object.fromEntries(header!.map((name, i) => [name, fields[i] ?? ""])));
}

/** Names as the comparison sees them: upper case, without spaces or hyphens (the 2020 PDF's hyphens read as spaces, see README). */
const loose = (text: string) => text.toUpperCase().replace(/[\s-]+/g, "");

describe("agreement with the independent extraction (pbev-flex-extracted.csv)", () => {
  // The CSV lists the editions newest first, each in page order; ours are oldest first.
  const csv = () => parseCsv(readFileSync(CSV, "utf8")).sort((a, b) => a.edition_date!.localeCompare(b.edition_date!));

  it("has the same km/l figures, row by row in page order, for all 2,699 flex cars", () => {
    const theirs = csv().filter((r) => r.ethanol_city_kml !== "");
    const ours = editions.flatMap((e) => e.reading.rows.map((row) => ({ updated: e.info.updated, row })));
    expect(ours).toHaveLength(2699);
    expect(theirs).toHaveLength(2699);
    const key = (updated: string, page: number | string, kml: string) => `${updated} p${page}: ${kml}`;
    expect(ours.map(({ updated, row }) => key(updated, row.page, figures(row)))).toEqual(
      theirs.map((r) =>
        key(
          r.edition_date!,
          r.source_page!,
          [r.ethanol_city_kml, r.ethanol_highway_kml, r.gasoline_city_kml, r.gasoline_highway_kml].join(" / "),
        ),
      ),
    );
  });

  it("reports as blank the ten rows the CSV leaves without figures", () => {
    const theirs = csv()
      .filter((r) => r.ethanol_city_kml === "")
      .map((r) => `${r.edition_date} p${r.source_page} ${r.model}`);
    const ours = editions.flatMap((e) =>
      e.reading.reports
        .filter((r) => r.reason === "blank")
        .map((r) => `${r.edition} p${r.page} ${r.raw.split(" | ")[2]}`),
    );
    expect(ours).toEqual(theirs);
  });

  it("has the same names except where the CSV's own re-joining of wrapped names went wrong", () => {
    const theirs = csv().filter((r) => r.ethanol_city_kml !== "");
    const ours = editions.flatMap((e) => e.reading.rows.map((row) => ({ updated: e.info.updated, row })));
    const differences = ours.flatMap(({ updated, row }, i) => {
      const their = theirs[i]!;
      const same = (["make", "model", "version", "engine", "transmission"] as const).every(
        (field) => loose(row[field]) === loose(their[field]!),
      );
      return same ? [] : [`${updated} p${row.page} ${row.model}: "${row.version}" (CSV "${their.version}")`];
    });
    // Every one checked on the rendered page: ours is what the PDF shows.
    expect(differences).toEqual([
      // 2020: three-line versions, whose middle line the CSV kept alone (p8, p14, p41–43).
      '2020-03-11 p8 Polo: "Comforlline 200TSI (roda aro 15)" (CSV "200TSI (roda")',
      '2020-03-11 p8 Polo: "Comfortline 200TSI (roda aro 16)" (CSV "200TSI (roda")',
      '2020-03-11 p14 Tiguan: "Allspace Comfortline 250 TSI" (CSV "Comfortline")',
      '2020-03-11 p41 Saveiro: "Trendline (Cabine Simples)" (CSV "(Cabine")',
      // p42's last row continues on p43 ("4x2" above p43's first row): Excel split it at the page break.
      '2020-03-11 p42 S10: "High Country Cabine Dupla 4x2" (CSV "Cabine Dupla")',
      '2020-03-11 p43 S10: "High Country Cabine Dupla 4x2" (CSV "Cabine Dupla")',
      '2020-03-11 p43 S10: "High Country Cabine Dupla 4x4" (CSV "Cabine Dupla")',
      '2020-03-11 p43 S10: "High Country Cabine Dupla 4x4" (CSV "Cabine Dupla")',
      // 2026: versions overflowing rows too short for them; the CSV gave lines to the wrong neighbour.
      '2026-01-20 p2 VIRTUS: "EXCLUSIVE 250TSI AUTOMÁTICO" (CSV "EXCLUSIVE 250TSI COMFORTLINE AUTOMÁTICO TSI")',
      '2026-01-20 p2 POLO: "COMFORTLINE TSI AUTOMÁTICO" (CSV "AUTOMÁTICO")',
      '2026-06-03 p8 SAVEIRO: "CABINE SIMPLES TRENDLINE MF" (CSV "")',
      '2026-06-03 p8 SAVEIRO: "CABINE DUPLA ROBUST MF" (CSV "MF CABINE DUPLA ROBUST MF")',
    ]);
  });
});

describe("cars checked by hand on the rendered PDF pages (pdftoppm, then read on screen)", () => {
  // [edition, page, make, model, version, engine, transmission, "ethanol city / highway / gasoline city / highway"]
  const CHECKED: [string, number, string, string, string, string, string, string][] = [
    ["2026-06-03", 1, "FIAT", "MOBI", "TREKKING", "1.0-6V", "M-5", "9.8 / 10.6 / 14.0 / 15.1"],
    ["2026-06-03", 1, "FIAT", "MOBI", "LIKE", "1.0-6V", "M-5", "10.1 / 11.1 / 14.5 / 15.8"],
    ["2026-06-03", 8, "VW", "SAVEIRO", "CABINE SIMPLES TRENDLINE MF", "1.6-16V", "M - 5", "7.7 / 8.8 / 11.2 / 12.9"],
    ["2026-06-03", 8, "VW", "SAVEIRO", "CABINE DUPLA ROBUST MF", "1.6-16V", "M - 5", "7.9 / 8.7 / 11.3 / 12.4"],
    ["2026-01-20", 2, "VW", "VIRTUS", "EXCLUSIVE 250TSI AUTOMÁTICO", "1.4 -16V", "A - 6", "8.1 / 9.9 / 11.7 / 14.0"],
    ["2026-01-20", 2, "VW", "POLO", "COMFORTLINE TSI AUTOMÁTICO", "1.0-12V", "A - 6", "9.0 / 11.1 / 13.1 / 16.1"],
    ["2025-11-24", 1, "Hyundai", "HB20", "Comfort", "1.0-12V", "M-5", "9.9 / 10.7 / 13.3 / 15.4"],
    ["2024-12-31", 1, "FIAT", "MOBI", "LIKE", "1.0-8V", "M-5", "9.6 / 10.4 / 13.5 / 15.0"],
    ["2023-11-21", 1, "Hyundai", "HB20", "Comfort", "1.0-12V", "M-5", "9.6 / 10.4 / 13.3 / 14.6"],
    ["2023-11-21", 1, "FIAT", "ARGO", "DRIVE AT (MY23)", "1.3-8V", "CVT-7", "8.9 / 10.6 / 12.8 / 14.6"],
    ["2022-12-27", 1, "CHEVROLET", "ONIX", "10MT HB MY 22/23", "1.0 - 12 V", "M-7", "9.4 / 11.6 / 13.3 / 16.6"],
    // 2021: pages rotated 90°.
    ["2022-02-01", 1, "VW", "FOX", "CONNECT (MY22)", "1.6-8V", "M-5", "7.8 / 9.7 / 11.6 / 13.9"],
    ["2022-02-01", 1, "FIAT", "ARGO", "DRIVE", "1.0-6V", "M-5", "9.8 / 10.7 / 13.9 / 15.1"],
    // 2020: the PDF draws "1.0-12V", "A-6"; its text layer has spaces there (README).
    ["2020-03-11", 8, "V W", "Polo", "Comforlline 200TSI (roda aro 15)", "1.0 12V", "A 6", "8.0 / 9.8 / 11.6 / 14.1"],
    ["2020-03-11", 42, "CHEVROLET", "S10", "High Country Cabine Dupla 4x2", "2.5 16V", "M 6", "5.5 / 6.4 / 8.3 / 9.5"],
  ];

  it.each(CHECKED)("%s page %i: %s %s %s", (updated, page, make, model, version, engine, transmission, kml) => {
    const found = edition(updated).reading.rows.filter(
      (row) => row.page === page && row.make === make && row.model === model && row.version === version,
    );
    expect(found.map((row) => [row.engine, row.transmission, figures(row)])).toContainEqual([
      engine,
      transmission,
      kml,
    ]);
  });
});

describe("data/pbev/cars.json", () => {
  it("is what the script builds from the PDFs (run node pipelines/pbev/run.ts after changing them)", () => {
    const catalogueEditions = allEditions.map(({ file, info }) => ({ year: info.year, updated: info.updated, file }));
    const built = buildCatalogue(catalogueEditions, mergeEditions(allEditions.map(toCarSpecs)), SOURCE);
    const committed = JSON.parse(readFileSync(OUTPUT, "utf8")) as CarsJson;
    expect(committed).toEqual(built);
    expect(readFileSync(OUTPUT, "utf8")).toBe(formatCarsJson(built));
  });

  it("stays small enough to load lazily: under 30 KiB gzip (the budget is 60)", () => {
    expect(gzipSync(readFileSync(OUTPUT), { level: 9 }).length).toBeLessThan(30 * 1024);
  });
});

describe("the CLI", () => {
  /** A one-page PDF with a table header that has no Cidade/Estrada labels. */
  function brokenPdf(): string {
    const text = [
      [40, 180, "Tabela Ano 2026"],
      [40, 165, "Atualiza\\347\\343o: 03/06/2026"],
      [40, 120, "Marca"],
      [90, 120, "Modelo"],
      [140, 120, "Vers\\343o"],
      [190, 120, "Motor"],
    ]
      .map(([x, y, s]) => `BT /F1 8 Tf ${x} ${y} Td (${s}) Tj ET`)
      .join("\n");
    const objects = [
      "<</Type/Catalog/Pages 2 0 R>>",
      "<</Type/Pages/Kids[3 0 R]/Count 1>>",
      "<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>",
      `<</Length ${text.length}>>\nstream\n${text}\nendstream`,
      "<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>",
    ];
    let pdf = "%PDF-1.4\n";
    const offsets = objects.map((body, i) => {
      const offset = pdf.length;
      pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = pdf.length;
    pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
    pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
    const path = join(mkdtempSync(join(tmpdir(), "pbev-")), "broken.pdf");
    writeFileSync(path, pdf, "latin1");
    return path;
  }

  it("exits 1 naming file and page when a PDF's layout is not understood", () => {
    const node = new URL("../../node_modules/.bin/node", import.meta.url).pathname;
    const result = spawnSync(
      existsSync(node) ? node : process.execPath,
      [new URL("./run.ts", import.meta.url).pathname, brokenPdf()],
      { encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("broken.pdf: 2026-06-03, page 1: header incomplete: no Cidade/Estrada labels");
  }, 60_000);

  const node = new URL("../../node_modules/.bin/node", import.meta.url).pathname;
  const cli = (...args: string[]) =>
    spawnSync(existsSync(node) ? node : process.execPath, [new URL("./run.ts", import.meta.url).pathname, ...args], {
      encoding: "utf8",
    });
  /** The names and bytes of data/pbev/, to prove a failed run changed nothing. */
  const snapshot = () => readdirSync(DATA).map((name) => [name, readFileSync(join(DATA, name))] as const);

  it("exits 1 naming a truncated PDF, writing nothing", () => {
    const before = snapshot();
    const path = join(mkdtempSync(join(tmpdir(), "pbev-")), "tabela-cortada.pdf");
    const whole = readFileSync(join(DATA, "pbev-2026-06-03.pdf"));
    writeFileSync(path, whole.subarray(0, Math.floor(whole.length / 3)));
    const result = cli(path);
    expect(result.stderr).toContain("tabela-cortada.pdf: not a readable PDF, truncated or damaged");
    expect(result.status).toBe(1);
    expect(snapshot()).toEqual(before);
  }, 60_000);

  it("refuses an edition that data/pbev/ already holds, writing nothing", () => {
    const before = snapshot();
    const path = join(mkdtempSync(join(tmpdir(), "pbev-")), "Tabela PBEV 2026_3_JUN.pdf");
    copyFileSync(join(DATA, "pbev-2026-06-03.pdf"), path);
    const result = cli(path);
    expect(result.stderr).toContain(
      `Tabela PBEV 2026_3_JUN.pdf: the edition updated 2026-06-03 is already in ${join(DATA, "pbev-2026-06-03.pdf")}`,
    );
    expect(result.status).toBe(1);
    expect(snapshot()).toEqual(before);
  }, 60_000);

  it("copies a new table in under its edition's name, then rebuilds from every table of the folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pbev-"));
    copyFileSync(join(DATA, "pbev-2025-11-24.pdf"), join(dir, "pbev-2025-11-24.pdf"));
    const download = join(mkdtempSync(join(tmpdir(), "pbev-")), "Tabela PBEV 2026_20_JAN-REV04.pdf");
    copyFileSync(join(DATA, "pbev-2026-01-20.pdf"), download);
    const lines = await run([download], dir);
    expect(lines[0]).toBe(`added ${join(dir, "pbev-2026-01-20.pdf")}`);
    expect(readdirSync(dir).sort()).toEqual(["cars.json", "pbev-2025-11-24.pdf", "pbev-2026-01-20.pdf"]);
    const cars = JSON.parse(readFileSync(join(dir, "cars.json"), "utf8")) as CarsJson;
    expect(cars.editions.map((e) => e.file)).toEqual(["pbev-2025-11-24.pdf", "pbev-2026-01-20.pdf"]);
    // Run again without arguments: the same catalogue from the same folder.
    await run([], dir);
    expect(JSON.parse(readFileSync(join(dir, "cars.json"), "utf8"))).toEqual(cars);
  }, 120_000);
});
