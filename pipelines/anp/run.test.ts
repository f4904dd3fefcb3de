import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { REGISTRY_FILE, weekFileName, WEEKS_FOLDER } from "#data/build/anp-history.ts";
import { readMunicipalities } from "#pipelines/ibge/municipalities.ts";
import { DATA_DIR, latestSurveyFile, MONTHLY_FILE, parseSurveyFileName } from "./files.ts";
import { keptWeeks } from "./history.ts";
import { formatJson } from "./json-files.ts";
import { runPipeline } from "./run.ts";
import { FIXTURES, fixture, tempDir, tinyMonthly, tinyStations, xlsx } from "./test-support.ts";

const WEEKLY_FILE = "resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx";
const STATIONS_FILE = "revendas_lpc_2026-06-07_2026-06-13.xlsx";
const committed = (name: string) => readFileSync(new URL(name, DATA_DIR));
/** Pipeline options for the frozen week: no comparison with the committed city count, which changes every week. */
const UNCOMPARED = { committed: null, force: false } as const;
/** The kept weeks of data/anp/, oldest first, and the newest one's file under the data folder. */
const KEPT = keptWeeks(DATA_DIR);
const NEWEST_WEEK_FILE = `${WEEKS_FOLDER}/${weekFileName(KEPT.at(-1)!)}`;
/** Every JSON file the pipeline writes for the newest week. */
const JSON_FILES = [
  NEWEST_WEEK_FILE,
  REGISTRY_FILE,
  "monthly.json",
  "cities.json",
  "towns.json",
  "town-coordinates.json",
];
const ROOT = new URL("../..", import.meta.url);

/** `npm run data:anp -- <args>` in the project's folder, with the data folder `dir` (ANP_DATA_DIR). */
const npmDataAnp = (dir: URL, args: string[] = []) =>
  spawnSync("npm", ["run", "data:anp", "--", ...args], {
    cwd: ROOT,
    env: { ...process.env, ANP_DATA_DIR: fileURLToPath(dir) },
    encoding: "utf8",
  });

/** Every file of `dir` and its subfolders with its bytes, to compare before and after a run. */
const snapshot = (dir: URL) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = `${entry.parentPath}/${entry.name}`;
        return [path, readFileSync(path).toString("base64")];
      }),
  );

/** A scratch data folder holding the committed history but its newest week: the weeks before it and the registry. */
function historyBeforeNewest(): URL {
  const dir = tempDir();
  mkdirSync(new URL(`${WEEKS_FOLDER}/`, dir));
  for (const week of KEPT.slice(0, -1)) {
    const name = `${WEEKS_FOLDER}/${weekFileName(week)}`;
    copyFileSync(new URL(name, DATA_DIR), new URL(name, dir));
  }
  copyFileSync(new URL(REGISTRY_FILE, DATA_DIR), new URL(REGISTRY_FILE, dir));
  return dir;
}

describe("npm run data:anp on the committed files, in a scratch data folder with the weeks before", () => {
  const dir = historyBeforeNewest();
  const weekly = latestSurveyFile(DATA_DIR, "weekly")!;
  const stations = latestSurveyFile(DATA_DIR, "stations")!;
  const week = parseSurveyFileName(weekly)!.week;
  const unpadded = (iso: string) => iso.replace(/-0(\d)/g, "-$1");
  // The committed files under names of the variants the ANP publishes, beside an older week whose name sorts last.
  const copies = {
    [weekly]: `resumo_semanal_lpc_${week.start}-${unpadded(week.end)}.xlsx`,
    [stations]: `revendas_lpc_${unpadded(week.start)}-${week.end}.xlsx`,
    [MONTHLY_FILE]: MONTHLY_FILE,
  };
  const older = new Date(Date.parse(week.start) - 7 * 86_400_000).toISOString().slice(0, 10);
  let result: ReturnType<typeof npmDataAnp>;
  beforeAll(() => {
    for (const [from, to] of Object.entries(copies)) copyFileSync(new URL(from, DATA_DIR), new URL(to, dir));
    writeFileSync(new URL(`resumo_semanal_lpc_${unpadded(older)}_${unpadded(week.start)}.xlsx`, dir), "semana antiga");
    result = npmDataAnp(dir);
  }, 180_000);

  it("takes the newest files by the dates in their names, whatever their spelling, and prints what it read", () => {
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const lines = result.stdout.split("\n");
    const named = (file: string) => fileURLToPath(new URL(copies[file]!, dir));
    expect(lines).toEqual(
      expect.arrayContaining([
        `${named(weekly)}: semana ${week.start} a ${week.end}`,
        expect.stringMatching(/^ {2}27 UFs, \d+ municípios \(\d+ sem etanol, \d+ sem gasolina\)$/),
        expect.stringMatching(new RegExp(`^${named(stations)}: PERÍODO ${week.start} a ${week.end}, coletas de `)),
        expect.stringMatching(/^ {2}\d+ postos em \d+ municípios: \d+ com etanol, \d+ com gasolina, \d+ com os dois;/),
        '  postos por estado e combustível: os mesmos números da planilha "ESTADOS" do resumo semanal',
        expect.stringMatching(/^station-registry\.json: \d+ bytes \(gzip \d+\)$/),
        expect.stringMatching(new RegExp(`^${NEWEST_WEEK_FILE}: \\d+ bytes \\(gzip \\d+\\)$`)),
      ]),
    );
  });

  it("writes exactly the committed JSON and history (regenerate with `npm run data:anp`), and leaves the spreadsheets as they were", () => {
    for (const name of JSON_FILES)
      expect(readFileSync(new URL(name, dir), "utf8"), name).toBe(committed(name).toString("utf8"));
    for (const [from, to] of Object.entries(copies)) {
      expect(readFileSync(new URL(to, dir)).equals(committed(from)), to).toBe(true);
    }
  });
});

describe("npm run data:anp with bad files: exit 1, the message, nothing written", () => {
  /** A scratch data folder holding JSON from an earlier run. */
  function dataDir(): URL {
    const dir = tempDir();
    mkdirSync(new URL(`${WEEKS_FOLDER}/`, dir));
    for (const name of JSON_FILES) writeFileSync(new URL(name, dir), `{"antes":"${name}"}\n`);
    return dir;
  }

  /** Runs the command with `args` and checks it is refused with `message`, the data folder and data/anp/ untouched. */
  function expectRefused(args: string[], message: string) {
    const dir = dataDir();
    const before = [snapshot(dir), snapshot(DATA_DIR)];
    const result = npmDataAnp(dir, args);
    expect(result.stderr).toContain(message);
    expect(result.status).toBe(1);
    expect([snapshot(dir), snapshot(DATA_DIR)]).toEqual(before);
  }

  it("a weekly summary with a text price", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fixture(WEEKLY_FILE) as unknown as ExcelJS.Buffer);
    workbook.getWorksheet("ESTADOS")!.getCell("H35").value = "abc";
    const bad = new URL("bad-weekly.xlsx", tempDir());
    writeFileSync(bad, new Uint8Array(await workbook.xlsx.writeBuffer()));
    const monthly = new URL("mensal.xlsx", tempDir());
    writeFileSync(monthly, await tinyMonthly());
    expectRefused(
      [fileURLToPath(bad), fileURLToPath(monthly), fileURLToPath(new URL(STATIONS_FILE, FIXTURES))],
      `${fileURLToPath(bad)}: Planilha "ESTADOS", linha 35: preço médio do etanol não é um número ("abc")`,
    );
  }, 60_000);

  it("a station file of another week", async () => {
    const bad = new URL("revendas.xlsx", tempDir());
    writeFileSync(bad, await tinyStations("PERÍODO: 31/05/2026 A 06/06/2026"));
    const monthly = new URL("mensal.xlsx", tempDir());
    writeFileSync(monthly, await tinyMonthly());
    expectRefused(
      [fileURLToPath(new URL(WEEKLY_FILE, FIXTURES)), fileURLToPath(monthly), fileURLToPath(bad)],
      `${fileURLToPath(bad)}: Planilha "POSTOS REVENDEDORES", linha 3: PERÍODO 2026-05-31 a 2026-06-06 difere da semana do resumo semanal (2026-06-07 a 2026-06-13)`,
    );
  }, 60_000);

  it("a station file cut short", async () => {
    const short = new URL("revendas.xlsx", tempDir());
    writeFileSync(short, await tinyStations("PERÍODO: 07/06/2026 A 13/06/2026"));
    const monthly = new URL("mensal.xlsx", tempDir());
    writeFileSync(monthly, await tinyMonthly());
    expectRefused(
      [fileURLToPath(new URL(WEEKLY_FILE, FIXTURES)), fileURLToPath(monthly), fileURLToPath(short)],
      `${fileURLToPath(short)}, planilha "POSTOS REVENDEDORES": o número de postos difere da planilha "ESTADOS" do resumo semanal em 54 estados e combustíveis: AC ETANOL: 0 linhas, o resumo semanal conta 5 postos; AC GASOLINA COMUM: 1 linhas,`,
    );
  }, 60_000);

  it("a file named for another week than its sheet's", async () => {
    const renamed = new URL("resumo_semanal_lpc_2026-06-14_2026-06-20.xlsx", tempDir());
    copyFileSync(new URL(WEEKLY_FILE, FIXTURES), renamed);
    const monthly = new URL("mensal.xlsx", tempDir());
    writeFileSync(monthly, await tinyMonthly());
    expectRefused(
      [fileURLToPath(renamed), fileURLToPath(monthly), fileURLToPath(new URL(STATIONS_FILE, FIXTURES))],
      `${fileURLToPath(renamed)}: a planilha é da semana 2026-06-07 a 2026-06-13, o nome do arquivo diz 2026-06-14 a 2026-06-20`,
    );
  }, 60_000);

  it("an unknown option or a fourth file", () => {
    expectRefused(
      ["--forca"],
      "Uso: npm run data:anp -- [--force] [--semana-passada] [resumo_semanal.xlsx] [mensal.xlsx] [revendas.xlsx]",
    );
    expectRefused(["a.xlsx", "b.xlsx", "c.xlsx", "d.xlsx"], "(recebido: a.xlsx b.xlsx c.xlsx d.xlsx)");
  }, 60_000);
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
    const before = snapshot(DATA_DIR);
    const result = run(bad.pathname, new URL(MONTHLY_FILE, DATA_DIR).pathname);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `${bad.pathname}: Planilha "ESTADOS", linha 35: preço médio do etanol não é um número ("abc")\n`,
    );
    expect(snapshot(DATA_DIR)).toEqual(before);
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
  const JSON_FILES = [NEWEST_WEEK_FILE, REGISTRY_FILE, "monthly.json", "cities.json"];

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
      /planilha "MUNICIPIOS": \d+ municípios contra \d+ em .*weeks\/[\d-]+_[\d-]+\.json \(queda de \d+%, mais que 20%\)[\s\S]*--force/,
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

describe("a week older than the newest kept one", () => {
  // The frozen week of 7 to 13/06/2026 against the committed history, whose newest week is later.
  const files = () => [
    fileURLToPath(new URL(WEEKLY_FILE, FIXTURES)),
    fileURLToPath(new URL(MONTHLY_FILE, DATA_DIR)),
    fileURLToPath(new URL(STATIONS_FILE, FIXTURES)),
  ];
  /** A scratch data folder with the committed history but the frozen week, and the newest week's other JSON. */
  function laterHistory(): URL {
    const dir = historyBeforeNewest();
    const frozen = `${WEEKS_FOLDER}/${weekFileName({ start: "2026-06-07", end: "2026-06-13" })}`;
    rmSync(new URL(frozen, dir), { force: true });
    for (const name of [NEWEST_WEEK_FILE, "cities.json", "towns.json"])
      copyFileSync(new URL(name, DATA_DIR), new URL(name, dir));
    return dir;
  }

  it("is refused, naming both weeks and the way to bring it in, and nothing is written", () => {
    const dir = laterHistory();
    const before = snapshot(dir);
    const result = npmDataAnp(dir, files());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `A semana 2026-06-07 a 2026-06-13 é anterior à mais nova já guardada (${KEPT.at(-1)!.start} a ${KEPT.at(-1)!.end}): nada foi gravado.`,
    );
    expect(result.stderr).toContain("npm run data:anp -- --semana-passada");
    expect(snapshot(dir)).toEqual(before);
  }, 120_000);

  it("with --semana-passada, is kept as a past week: its file is added, the newest week's JSON stays", () => {
    const dir = laterHistory();
    const newest = ["cities.json", "towns.json", NEWEST_WEEK_FILE].map((name) => readFileSync(new URL(name, dir)));
    const result = npmDataAnp(dir, ["--semana-passada", ...files()]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(keptWeeks(dir).map((week) => week.start)).toContain("2026-06-07");
    expect(keptWeeks(dir).at(-1)).toEqual(KEPT.at(-1));
    ["cities.json", "towns.json", NEWEST_WEEK_FILE].forEach((name, index) =>
      expect(readFileSync(new URL(name, dir)).equals(newest[index]!), name).toBe(true),
    );
    expect(existsSync(new URL("monthly.json", dir))).toBe(false);
  }, 120_000);
});
