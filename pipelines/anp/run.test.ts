import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { completeWeeksBefore, MONTHLY_URL, refresh, weeklyCandidates, weeklyUrl } from "./download.ts";
import {
  DATA_DIR,
  formatJson,
  MONTHLY_FILE,
  type PipelineOutput,
  latestWeeklyFile,
  readMunicipalities,
  runPipeline,
} from "./run.ts";

const WEEKLY_FILE = "resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx";
const committed = (name: string) => readFileSync(new URL(name, DATA_DIR));
/** The week of 7 to 13/06/2026, frozen with the JSON made from it (fixtures/README.md). */
const FIXTURES = new URL("../../fixtures/anp-2026-06-07/", import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
/** Pipeline options for the frozen week: no comparison with the committed city count, which changes every week. */
const UNCOMPARED = { committed: null, force: false } as const;
const tempDir = () => pathToFileURL(`${mkdtempSync(join(tmpdir(), "anp-"))}/`);

/** An xlsx file with the given sheets (rows from row 1). */
async function xlsx(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A small valid monthly file, for the tests that fail before the monthly data matters. */
const tinyMonthly = () =>
  xlsx({
    "ESTADOS - DESDE JANEIRO DE 2013": [
      [
        "MÊS",
        "PRODUTO",
        "REGIÃO",
        "ESTADO",
        "NÚMERO DE POSTOS PESQUISADOS",
        "UNIDADE DE MEDIDA",
        "PREÇO MÉDIO REVENDA",
      ],
      [new Date("2026-06-01T00:00:00Z"), "ETANOL HIDRATADO", "SUDESTE", "SAO PAULO", 5574, "R$/l", 3.85],
    ],
  });

/** A fetch that serves `files` by URL, answers 404 to anything else and fails like a lost connection on "network down"; `asked` lists the URLs requested. */
function fakeFetch(files: Record<string, Uint8Array | string>) {
  const asked: string[] = [];
  const fetchFile = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const body = files[url];
    if (body === undefined) return new Response("não encontrado", { status: 404 });
    if (body === "network down") throw new TypeError("fetch failed");
    return new Response(typeof body === "string" ? body : new Uint8Array(body));
  }) as typeof fetch;
  return { fetchFile, asked };
}

describe("the pipeline on the committed spreadsheets", () => {
  let output: PipelineOutput;
  beforeAll(async () => {
    const weekly = latestWeeklyFile(DATA_DIR)!;
    output = await runPipeline(
      { name: weekly, bytes: committed(weekly) },
      { name: MONTHLY_FILE, bytes: committed(MONTHLY_FILE) },
    );
  }, 120_000);

  it("summarises what it read", () => {
    const { weekly, monthly } = output;
    expect(output.summary).toEqual(
      expect.arrayContaining([
        `${latestWeeklyFile(DATA_DIR)}: semana ${weekly.weekStart} a ${weekly.weekEnd}`,
        expect.stringMatching(
          new RegExp(`^  27 UFs, ${weekly.cities.length} municípios \\(\\d+ sem etanol, \\d+ sem gasolina\\)$`),
        ),
        expect.stringMatching(
          new RegExp(`^  ${monthly.firstMonth} a ${monthly.lastMonth}: \\d+ meses; sem pesquisa: `),
        ),
      ]),
    );
  });

  it("produces exactly the committed JSON (regenerate with `npm run data:anp`)", () => {
    for (const name of ["weekly", "monthly", "cities"] as const) {
      expect(`${formatJson(output[name])}\n`).toBe(committed(`${name}.json`).toString("utf8"));
    }
  });
});

describe("the pipeline on the week of 7 to 13/06/2026 (frozen)", () => {
  it("summarises what it read and writes the frozen JSON", async () => {
    const output = await runPipeline(
      { name: WEEKLY_FILE, bytes: fixture(WEEKLY_FILE) },
      { name: MONTHLY_FILE, bytes: await tinyMonthly() },
      readMunicipalities(),
      UNCOMPARED,
    );
    expect(output.summary.slice(0, 6)).toEqual([
      `${WEEKLY_FILE}: semana 2026-06-07 a 2026-06-13`,
      "  BRASIL: 7 linhas, 2 de etanol ou gasolina",
      "  ESTADOS: 178 linhas, 54 de etanol ou gasolina",
      "  MUNICIPIOS: 2344 linhas, 753 de etanol ou gasolina",
      "  27 UFs, 381 municípios (9 sem etanol, 0 sem gasolina)",
      "  nomes dos municípios: 381 pela lista do IBGE, 0 por nome antigo, 0 sem correspondência",
    ]);
    for (const name of ["weekly", "cities"] as const) {
      expect(`${formatJson(output[name])}\n`).toBe(fixture(`${name}.json`).toString("utf8"));
    }
  }, 60_000);
});

describe("the pipeline with city names IBGE's list does not give", () => {
  it("title-cases them and reports each, naming UF and name", async () => {
    const municipalities = readMunicipalities().filter(
      (town) =>
        !(town.uf === "SP" && town.name === "Ribeirão Preto") && !(town.uf === "RO" && town.name === "Ji-Paraná"),
    );
    const output = await runPipeline(
      { name: WEEKLY_FILE, bytes: fixture(WEEKLY_FILE) },
      { name: MONTHLY_FILE, bytes: await tinyMonthly() },
      [...municipalities, { uf: "SP", name: "Sao Jose dos Campos" }],
      UNCOMPARED,
    );
    expect(output.summary.slice(5, 9)).toEqual([
      "  nomes dos municípios: 378 pela lista do IBGE, 0 por nome antigo, 3 sem correspondência",
      '  aviso: RO "JI-PARANA" não está na lista do IBGE; publicado como "Ji-Parana"',
      '  aviso: SP "RIBEIRAO PRETO" não está na lista do IBGE; publicado como "Ribeirao Preto"',
      '  aviso: SP "SAO JOSE DOS CAMPOS" corresponde a mais de um município na lista do IBGE; publicado como "Sao Jose dos Campos"',
    ]);
    const names = output.weekly.cities.map((city) => `${city.uf} ${city.name}`);
    expect(names).toEqual(
      expect.arrayContaining(["RO Ji-Parana", "SP Ribeirao Preto", "SP Sao Jose dos Campos", "SP Campinas"]),
    );
    expect(output.cities.states.SP.map(([name]) => name)).toContain("Sao Jose dos Campos");
  }, 60_000);
});

describe("formatJson", () => {
  it("writes one record per line and opens only what holds records", () => {
    const value = { a: 1, b: { c: [1, 2] }, rows: [{ x: 1 }, ["t", [1, 2]]], groups: { AC: [{ y: null }] } };
    expect(formatJson(value)).toBe(
      '{\n  "a": 1,\n  "b": {"c":[1,2]},\n  "rows": [\n    {"x":1},\n    ["t",[1,2]]\n  ],\n  "groups": {\n    "AC": [\n      {"y":null}\n    ]\n  }\n}',
    );
  });

  it("reads back as the same value as JSON.stringify gives, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(formatJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe("the command line", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["pipelines/anp/run.ts", ...args], {
      cwd: new URL("../..", import.meta.url),
      encoding: "utf8",
    });

  it("exits 1 with the parser's message on a bad file, writing nothing", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fixture(WEEKLY_FILE) as unknown as ExcelJS.Buffer);
    workbook.getWorksheet("ESTADOS")!.getCell("H35").value = "abc";
    const bad = new URL("bad.xlsx", tempDir());
    writeFileSync(bad, new Uint8Array(await workbook.xlsx.writeBuffer()));
    const before = committed("weekly.json");
    const result = run(bad.pathname, new URL(MONTHLY_FILE, DATA_DIR).pathname);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `${bad.pathname}: Planilha "ESTADOS", linha 35: preço médio do etanol não é um número ("abc")\n`,
    );
    expect(committed("weekly.json").equals(before)).toBe(true);
  }, 60_000);

  it("exits 1 on a file that is not xlsx", () => {
    const notXlsx = new URL("page.xlsx", tempDir());
    writeFileSync(notXlsx, "<html>Página não encontrada</html>");
    const result = run(notXlsx.pathname);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/page\.xlsx: não é uma planilha xlsx legível/);
  }, 60_000);
});

describe("incomplete files: exit 1, a message naming file and sheet, nothing written", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["pipelines/anp/run.ts", ...args], {
      cwd: new URL("../..", import.meta.url),
      encoding: "utf8",
    });
  const JSON_FILES = ["weekly.json", "monthly.json", "cities.json"];

  /** The committed weekly file with `edit` applied, saved in a temporary folder; returns its path. */
  async function editedWeekly(edit: (workbook: ExcelJS.Workbook) => void): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fixture(WEEKLY_FILE) as unknown as ExcelJS.Buffer);
    edit(workbook);
    const path = new URL(WEEKLY_FILE, tempDir());
    writeFileSync(path, new Uint8Array(await workbook.xlsx.writeBuffer()));
    return path.pathname;
  }

  /**
   * Deletes the rows of `sheet` for which `match` is true (given the cells, column A at index 1, and the row
   * number): the sheet is written anew from the rows kept (exceljs' row-by-row splice is quadratic).
   */
  function deleteRows(workbook: ExcelJS.Workbook, sheet: string, match: (values: unknown[], row: number) => boolean) {
    const worksheet = workbook.getWorksheet(sheet)!;
    const rows = (worksheet.getSheetValues() as unknown[][]).map((values) => values ?? []);
    const kept = rows.filter((values, row) => row > 0 && !match(values, row));
    workbook.removeWorksheet(worksheet.id);
    workbook.addWorksheet(sheet).addRows(kept.map((values) => Array.from(values).slice(1)));
    return rows.length - 1 - kept.length;
  }

  /** Runs the command line and checks it failed with `message`, leaving the committed JSON as it was. */
  function expectRefused(args: string[], message: RegExp) {
    const before = JSON_FILES.map((name) => committed(name));
    const result = run(...args);
    expect(result.stderr).toMatch(message);
    expect(result.status).toBe(1);
    JSON_FILES.forEach((name, index) => expect(committed(name).equals(before[index]!), name).toBe(true));
  }

  const monthly = () => new URL(MONTHLY_FILE, DATA_DIR).pathname;

  it("the ESTADOS sheet cut short", async () => {
    const path = await editedWeekly((workbook) => deleteRows(workbook, "ESTADOS", (_, row) => row >= 60));
    expectRefused(
      [path, monthly()],
      /resumo_semanal_lpc_2026-06-07_2026-06-13\.xlsx, planilha "ESTADOS": faltam \d+ linhas/,
    );
  }, 60_000);

  it("one state's rows deleted", async () => {
    let deleted = 0;
    const path = await editedWeekly((workbook) => {
      deleted = deleteRows(workbook, "ESTADOS", (values) => values.includes("SAO PAULO"));
    });
    expect(deleted).toBeGreaterThan(0);
    expectRefused(
      [path, monthly()],
      /planilha "ESTADOS": faltam 2 linhas de estado e combustível: SP ETANOL HIDRATADO, SP GASOLINA COMUM/,
    );
  }, 60_000);

  it("a monthly file that ends in 2019", async () => {
    const old = new URL("mensal-antigo.xlsx", tempDir());
    const header = ["MÊS", "PRODUTO", "REGIÃO", "ESTADO", "NÚMERO DE POSTOS PESQUISADOS", "UNIDADE DE MEDIDA"];
    writeFileSync(
      old,
      await xlsx({
        "ESTADOS - DESDE JANEIRO DE 2013": [
          [...header, "PREÇO MÉDIO REVENDA"],
          [new Date("2019-11-01T00:00:00Z"), "ETANOL HIDRATADO", "SUDESTE", "SAO PAULO", 5000, "R$/l", 2.85],
          [new Date("2019-12-01T00:00:00Z"), "ETANOL HIDRATADO", "SUDESTE", "SAO PAULO", 5000, "R$/l", 2.9],
        ],
      }),
    );
    expectRefused(
      [new URL(WEEKLY_FILE, FIXTURES).pathname, old.pathname],
      /mensal-antigo\.xlsx, planilha "ESTADOS - DESDE JANEIRO DE 2013": a série termina em 2019-12 \(linha 3\), antes do mês da pesquisa semanal \(2026-06\)/,
    );
  }, 60_000);

  it("half the municipalities gone, unless --force says the drop is real", async () => {
    // Rows are sorted by product, then city: drop every city from M on (column D, "MUNICÍPIO"; the header is row 10).
    const path = await editedWeekly((workbook) =>
      deleteRows(workbook, "MUNICIPIOS", (values, row) => row > 10 && String(values[4]) >= "M"),
    );
    expectRefused(
      [path, monthly()],
      /planilha "MUNICIPIOS": \d+ municípios contra \d+ em .*weekly\.json \(queda de \d+%, mais que 20%\)[\s\S]*--force/,
    );
    const bytes = readFileSync(path);
    const forced = await runPipeline(
      { name: WEEKLY_FILE, bytes },
      { name: MONTHLY_FILE, bytes: await tinyMonthly() },
      readMunicipalities(),
      { committed: { count: 381, file: "weekly.json" }, force: true },
    );
    expect(forced.weekly.cities.length).toBeLessThan(381 * 0.8);
  }, 60_000);
});

describe("the weekly refresh: URLs", () => {
  it("builds the ANP URLs", () => {
    expect(weeklyUrl({ start: "2026-06-07", end: "2026-06-13" })).toBe(
      "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/arquivos-lpc/2026/resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx",
    );
    expect(MONTHLY_URL).toBe(
      "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/precos-revenda-e-de-distribuicao-combustiveis/shlp/mensal/mensal-estados-desde-jan2013.xlsx",
    );
  });

  it.each([
    ["Sunday noon", "2026-06-14T15:00:00Z", "2026-06-07", "2026-06-13"],
    ["Saturday (week not over)", "2026-06-13T15:00:00Z", "2026-05-31", "2026-06-06"],
    ["Saturday 23:00 in Brasília, already Sunday in UTC", "2026-06-14T02:00:00Z", "2026-05-31", "2026-06-06"],
    ["Wednesday", "2026-06-17T12:00:00Z", "2026-06-07", "2026-06-13"],
  ])("on %s takes the last complete Sunday-to-Saturday week", (_, now, start, end) => {
    expect(completeWeeksBefore(new Date(now))).toEqual([{ start, end }]);
  });

  it("tries both years for a week across New Year, then the week before", () => {
    expect(
      weeklyCandidates(new Date("2026-01-05T12:00:00Z")).map((candidate) => candidate.url.split("/arquivos-lpc/")[1]),
    ).toEqual([
      "2025/resumo_semanal_lpc_2025-12-28_2026-01-03.xlsx",
      "2026/resumo_semanal_lpc_2025-12-28_2026-01-03.xlsx",
      "2025/resumo_semanal_lpc_2025-12-21_2025-12-27.xlsx",
    ]);
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

describe("the weekly refresh: download → pipeline", () => {
  const latest = weeklyUrl({ start: "2026-06-14", end: "2026-06-20" });
  const previous = weeklyUrl({ start: "2026-06-07", end: "2026-06-13" });
  const sunday = new Date("2026-06-21T12:00:00Z");

  // The committed weekly file, with a small monthly file: the full monthly run is tested above.
  it("falls back to the previous week when the latest is not online, stores the files and the same JSON", async () => {
    const dir = tempDir();
    writeFileSync(new URL("resumo_semanal_lpc_2026-05-31_2026-06-06.xlsx", dir), "old week");
    const monthly = await tinyMonthly();
    const { fetchFile, asked } = fakeFetch({ [previous]: fixture(WEEKLY_FILE), [MONTHLY_URL]: monthly });
    const lines = await refresh(sunday, fetchFile, dir);
    expect(asked).toEqual([latest, previous, MONTHLY_URL]);
    expect(lines.slice(0, 3)).toEqual([
      `Baixado: ${previous}`,
      `Baixado: ${MONTHLY_URL}`,
      `${WEEKLY_FILE}: semana 2026-06-07 a 2026-06-13`,
    ]);
    expect(readdirSync(dir).sort()).toEqual(["cities.json", MONTHLY_FILE, "monthly.json", WEEKLY_FILE, "weekly.json"]);
    for (const name of [WEEKLY_FILE, "weekly.json", "cities.json"]) {
      expect(readFileSync(new URL(name, dir)).equals(fixture(name))).toBe(true);
    }
    expect(readFileSync(new URL(MONTHLY_FILE, dir)).equals(monthly)).toBe(true);
    expect(JSON.parse(readFileSync(new URL("monthly.json", dir), "utf8")).states[24]).toEqual({
      uf: "SP",
      months: [{ month: "2026-06", ethanol: "3.85", gasoline: null }],
    });
  }, 60_000);

  it.each([
    [
      "no weekly file is online",
      {},
      "Nenhum resumo semanal da ANP encontrado:\n  " + `${latest}: HTTP 404\n  ${previous}: HTTP 404`,
    ],
    [
      "the network is down",
      { [latest]: "network down" },
      `Nenhum resumo semanal da ANP encontrado:\n  ${latest}: fetch failed\n  ${previous}: HTTP 404`,
    ],
    [
      "the ANP answers a web page",
      { [latest]: "<html>Página não encontrada</html>" },
      "resumo_semanal_lpc_2026-06-14_2026-06-20.xlsx: não é uma planilha xlsx legível",
    ],
    [
      "the sheet is of another week",
      { [latest]: "weekly of 06-07" },
      "resumo_semanal_lpc_2026-06-14_2026-06-20.xlsx: a planilha é da semana 2026-06-07 a 2026-06-13",
    ],
  ])(
    "fails when %s, writing nothing",
    async (_, files: Record<string, string>, message) => {
      const served = Object.fromEntries(
        Object.entries(files).map(([url, body]) => [url, body === "weekly of 06-07" ? fixture(WEEKLY_FILE) : body]),
      );
      const dir = tempDir();
      const { fetchFile } = fakeFetch({ ...served, [MONTHLY_URL]: await tinyMonthly() });
      await expect(refresh(sunday, fetchFile, dir)).rejects.toThrow(message);
      expect(readdirSync(dir)).toEqual([]);
    },
    60_000,
  );
});
