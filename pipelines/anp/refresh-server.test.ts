/**
 * The weekly refresh end to end: `npm run data:anp:download` against a copy
 * of the ANP's page and files served from this machine (`ANP_PRICES_URL`),
 * first with the frozen week of 7 to 13/06/2026 alone, then with the
 * committed newest week beside it, linked under the spellings the ANP used
 * in 2026. The newer week is taken and the earlier one kept in the history.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weekFileName, WEEKS_FOLDER } from "#data/build/anp-history.ts";
import { DATA_DIR, latestSurveyFile, MONTHLY_FILE, parseSurveyFileName, type SurveyWeek } from "./files.ts";
import { keptWeeks } from "./history.ts";
import { FIXTURES, tempDir } from "./test-support.ts";

const FROZEN = { start: "2026-06-07", end: "2026-06-13" };
const newestWeekly = latestSurveyFile(DATA_DIR, "weekly")!;
const newestStations = latestSurveyFile(DATA_DIR, "stations")!;
const NEWEST = parseSurveyFileName(newestWeekly)!.week;
const unpadded = (iso: string) => iso.replace(/-0(\d)/g, "-$1");

/** Paths served under /precos (path → bytes), and the page listing the weeks, as the mirror serves them. */
let served: Map<string, Uint8Array>;
let server: Server;
let base: string;

/** The ANP's page linking each week's two files: one absolute link, one relative to the page, as the ANP writes them. */
function surveyPage(weeks: readonly { week: SurveyWeek; weekly: string; stations: string }[]): string {
  const links = weeks.flatMap(({ weekly, stations }) => [
    `<li><a href="${base}/arquivos-lpc/2026/${weekly}">Resumo semanal</a></li>`,
    `<li><a href="arquivos-lpc/2026/${stations}">Postos revendedores</a></li>`,
  ]);
  return `<!doctype html><html lang="pt-br"><body><main id="content"><ul>${links.join("")}</ul></main></body></html>`;
}

/** Serves the files of `weeks` and the page listing them, plus the committed monthly series. */
function serve(
  weeks: readonly { week: SurveyWeek; weekly: string; stations: string; from: URL; files: [string, string] }[],
) {
  served = new Map([
    [
      "/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas",
      new TextEncoder().encode(surveyPage(weeks)),
    ],
    [
      `/precos/precos-revenda-e-de-distribuicao-combustiveis/shlp/mensal/${MONTHLY_FILE}`,
      readFileSync(new URL(MONTHLY_FILE, DATA_DIR)),
    ],
  ]);
  for (const { weekly, stations, from, files } of weeks) {
    served.set(`/precos/arquivos-lpc/2026/${weekly}`, readFileSync(new URL(files[0], from)));
    served.set(`/precos/arquivos-lpc/2026/${stations}`, readFileSync(new URL(files[1], from)));
  }
}

/** `npm run data:anp:download` with the mirror and the scratch data folder `dir`; resolves with its exit and output. */
function download(dir: URL): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "data:anp:download"], {
      cwd: new URL("../..", import.meta.url),
      env: { ...process.env, ANP_PRICES_URL: base, ANP_DATA_DIR: fileURLToPath(dir) },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = served.get(new URL(request.url ?? "/", "http://localhost").pathname);
    response.writeHead(body ? 200 : 404).end(body ?? "não encontrado");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/precos`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("npm run data:anp:download against a mirror of the ANP (ANP_PRICES_URL)", () => {
  const dir = tempDir();
  // The frozen week, named with a hyphen between the dates; the newest committed week with unpadded days.
  const frozen = {
    week: FROZEN,
    weekly: `resumo_semanal_lpc_${FROZEN.start}-${FROZEN.end}.xlsx`,
    stations: `revendas_lpc_${unpadded(FROZEN.start)}-${unpadded(FROZEN.end)}.xlsx`,
    from: FIXTURES,
    files: [
      `resumo_semanal_lpc_${FROZEN.start}_${FROZEN.end}.xlsx`,
      `revendas_lpc_${FROZEN.start}_${FROZEN.end}.xlsx`,
    ] as [string, string],
  };
  const newest = {
    week: NEWEST,
    weekly: `resumo_semanal_lpc_${NEWEST.start}-${unpadded(NEWEST.end)}.xlsx`,
    stations: `revendas_lpc_${unpadded(NEWEST.start)}_${unpadded(NEWEST.end)}.xlsx`,
    from: DATA_DIR,
    files: [newestWeekly, newestStations] as [string, string],
  };

  it("takes the only week listed", async () => {
    serve([frozen]);
    const result = await download(dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Baixado: ${base}/arquivos-lpc/2026/${frozen.weekly}`);
    expect(result.stdout).toContain(`Baixado: ${base}/arquivos-lpc/2026/${frozen.stations}`);
    expect(keptWeeks(dir)).toEqual([FROZEN]);
  }, 120_000);

  it("then takes the newer week, stores its files under normalised names and keeps the earlier week's history", async () => {
    serve([newest, frozen]);
    const result = await download(dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Baixado: ${base}/arquivos-lpc/2026/${newest.stations}`);
    expect(keptWeeks(dir)).toEqual([FROZEN, NEWEST]);
    expect(readdirSync(new URL(`${WEEKS_FOLDER}/`, dir))).toEqual([weekFileName(FROZEN), weekFileName(NEWEST)]);
    // The spreadsheets of the newest week alone, under the normalised names; the history keeps the earlier week.
    expect(readdirSync(dir).filter((name) => parseSurveyFileName(name))).toEqual([newestWeekly, newestStations].sort());
    // Its week file is the committed one: the same files make the same history.
    const file = `${WEEKS_FOLDER}/${weekFileName(NEWEST)}`;
    expect(readFileSync(new URL(file, dir), "utf8")).toBe(readFileSync(new URL(file, DATA_DIR), "utf8"));
  }, 120_000);

  it("refuses the earlier week when the page lags behind, writing nothing", async () => {
    serve([frozen]);
    const before = readdirSync(dir, { recursive: true }).sort();
    const result = await download(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`A semana ${FROZEN.start} a ${FROZEN.end} é anterior à mais nova já guardada`);
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(before);
  }, 120_000);
});
