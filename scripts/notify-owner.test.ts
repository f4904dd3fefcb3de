import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";

/**
 * The command itself, run as the workflow runs it, against a stand-in `gh` on the PATH that answers
 * `gh issue list` with a given list and logs every call (and what it read on stdin), so a test sees exactly what
 * the command asked GitHub to do.
 */
const SCRIPT = new URL("./notify-owner.ts", import.meta.url).pathname;
const NODE = new URL("../node_modules/.bin/node", import.meta.url).pathname;

const FAKE_GH = `#!/bin/sh
printf '%s\\n' "$*" >> "$GH_LOG"
if [ "$1 $2" = "issue list" ]; then cat "$GH_ISSUES"; exit 0; fi
if [ -n "$GH_FAIL" ]; then echo "HTTP 403: Resource not accessible by integration" >&2; exit 1; fi
case "$*" in *--body-file*) cat >> "$GH_LOG"; printf '\\n' >> "$GH_LOG";; esac
`;

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "notify-owner-"));
  mkdirSync(join(dir, "bin"));
  writeFileSync(join(dir, "bin", "gh"), FAKE_GH);
  chmodSync(join(dir, "bin", "gh"), 0o755);
  mkdirSync(join(dir, "anp", "weeks"), { recursive: true });
  writeFileSync(join(dir, "anp", "weeks", "2026-06-07_2026-06-13.json"), "{}");
  writeFileSync(join(dir, "anp", "weeks", "2026-06-14_2026-06-20.json"), "{}");
  writeFileSync(join(dir, "issues.json"), "[]");
  writeFileSync(join(dir, "gh.log"), "");
});

/** Runs the command with `args`; `gh issue list` answers `issues`. */
function notify(args: string[], { issues = [] as object[], ghFails = false } = {}) {
  writeFileSync(join(dir, "issues.json"), JSON.stringify(issues));
  const result = spawnSync(existsSync(NODE) ? NODE : process.execPath, [SCRIPT, ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      PATH: `${join(dir, "bin")}${delimiter}${process.env.PATH}`,
      ANP_DATA_DIR: join(dir, "anp"),
      GH_LOG: join(dir, "gh.log"),
      GH_ISSUES: join(dir, "issues.json"),
      GH_FAIL: ghFails ? "1" : "",
    },
  });
  return { ...result, calls: readFileSync(join(dir, "gh.log"), "utf8") };
}

const LIST_CALL = "issue list --label atualizacao-semanal --state open --json number,body\n";
/** A Tuesday three days after the newest kept week's Saturday: the week is current. */
const TUESDAY = "2026-06-23T12:00:00Z";
const REFUSAL = 'resumo_semanal_lpc_2026-06-21_2026-06-27.xlsx: Planilha "ESTADOS", linha 35: faltam as UFs AP, RR';

describe("notify-owner --dry-run", () => {
  it("lists the open issue, prints the issue it would open, and changes nothing", () => {
    const messageFile = join(dir, "anp-error.txt");
    writeFileSync(messageFile, `${REFUSAL}\n`);
    const result = notify([
      "--dry-run",
      "--anp=failure",
      `--anp-message=${messageFile}`,
      "--tests=skipped",
      "--pull-request=success",
      "--news=success",
      `--now=${TUESDAY}`,
      "--run-url=https://github.com/dono/site/actions/runs/9",
    ]);
    expect(result.status).toBe(0);
    expect(result.calls).toBe(LIST_CALL);
    expect(result.stdout).toContain(
      '[simulação] gh "issue" "create" "--title" "Atualização semanal dos dados precisa de atenção" "--label" "atualizacao-semanal" "--body-file" "-"\n',
    );
    expect(result.stdout).toContain("A atualização semanal dos dados de 23/06/2026 precisa de uma pessoa");
    expect(result.stdout).toContain(`\`\`\`text\n${REFUSAL}\n\`\`\``);
    expect(result.stdout.trimEnd().split("\n").at(-1)).toBe(
      "[simulação] Issue aberta para o dono do site: “Atualização semanal dos dados precisa de atenção”.",
    );
  });

  it("prints that it would close the open issue after a refresh with nothing wrong", () => {
    const result = notify(
      ["--dry-run", "--anp=success", "--tests=success", "--pull-request=success", "--news=success", `--now=${TUESDAY}`],
      {
        issues: [{ number: 12, body: "…\n\n<!-- problemas: stale -->" }],
      },
    );
    expect(result.status).toBe(0);
    expect(result.calls).toBe(LIST_CALL);
    expect(result.stdout).toContain(
      '[simulação] gh "issue" "close" "12" "--comment" "Resolvido pela atualização de 23/06/2026: a semana mais recente é a de 14 a 20/06/2026, os testes passaram com os dados novos e o feed de notícias foi aceito."',
    );
    expect(result.stdout).toContain("[simulação] Issue #12 fechada");
  });

  it("reads main's newest week: 10 days old at the next Tuesday, with no pull request, it is stale", () => {
    const result = notify([
      "--dry-run",
      "--anp=success",
      "--tests=success",
      "--pull-request=success",
      "--news=success",
      "--now=2026-06-30T12:00:00Z",
    ]);
    expect(result.stdout).toContain("## O site serve uma semana antiga da ANP");
    expect(result.stdout).toContain("A semana mais recente no main é a de 14 a 20/06/2026");
  });

  it("says nothing to do when there is no problem and no open issue", () => {
    const result = notify([
      "--dry-run",
      "--anp=success",
      "--tests=success",
      "--pull-request=success",
      "--news=success",
      `--now=${TUESDAY}`,
    ]);
    expect(result.stdout).toBe("[simulação] Nada a avisar: nenhuma issue aberta, nenhum problema.\n");
  });
});

describe("notify-owner --dry-run, on what the site serves", () => {
  const NEXT_TUESDAY = "--now=2026-06-30T12:00:00Z";
  const CLEAN = ["--dry-run", "--anp=success", "--tests=success", "--news=success"];

  it("says nothing on the Tuesday its pull request brings the new week to a main a week behind", () => {
    const result = notify([...CLEAN, "--pull-request=success", "--pending-week=2026-06-21_2026-06-27", NEXT_TUESDAY]);
    expect(result.stdout).toBe("[simulação] Nada a avisar: nenhuma issue aberta, nenhum problema.\n");
  });

  it("opens the issue when the pull-request job failed after the tests passed", () => {
    const result = notify([...CLEAN, "--pull-request=failure", `--now=${TUESDAY}`]);
    expect(result.stdout).toContain("## A pull request dos dados não pôde ser aberta ou atualizada");
  });

  it("reads the published site's week from the downloaded package: older than main's, it is stale", () => {
    const packageFile = join(dir, "datapackage.json");
    writeFileSync(packageFile, JSON.stringify({ resources: [{ path: "2026-06-07_2026-06-13/postos.csv" }] }));
    const result = notify([
      ...CLEAN,
      "--pull-request=skipped",
      "--site-url=https://www.meu-dominio.com.br/",
      `--site-package=${packageFile}`,
      `--now=${TUESDAY}`,
    ]);
    expect(result.stdout).toContain("A semana que o site publicado serve é a de 7 a 13/06/2026");
  });

  it("says why the published site could not be read", () => {
    const errorFile = join(dir, "site-error.txt");
    writeFileSync(errorFile, "curl: (22) The requested URL returned error: 404\n");
    const result = notify([
      ...CLEAN,
      "--pull-request=skipped",
      "--site-url=https://www.meu-dominio.com.br",
      `--site-package=${join(dir, "absent.json")}`,
      `--site-error=${errorFile}`,
      `--now=${TUESDAY}`,
    ]);
    expect(result.stdout).toContain(
      "Não foi possível ler https://www.meu-dominio.com.br/dados/datapackage.json, e sem ele não se sabe",
    );
    expect(result.stdout).toContain("```text\ncurl: (22) The requested URL returned error: 404\n```");
  });
});

describe("notify-owner", () => {
  it("creates the label, then opens the issue with its body on stdin", () => {
    const result = notify([
      "--anp=success",
      "--tests=failure",
      "--pull-request=success",
      "--news=success",
      `--now=${TUESDAY}`,
    ]);
    expect(result.status).toBe(0);
    const calls = result.calls.split("\n");
    expect(calls.slice(0, 3)).toEqual([
      LIST_CALL.trimEnd(),
      "label create atualizacao-semanal --color d93f0b --description A atualização semanal dos dados precisa de uma pessoa --force",
      "issue create --title Atualização semanal dos dados precisa de atenção --label atualizacao-semanal --body-file -",
    ]);
    expect(result.calls).toContain("## Os testes falharam com os dados novos");
    expect(result.stdout).toBe(
      "Issue aberta para o dono do site: “Atualização semanal dos dados precisa de atenção”.\n",
    );
  });

  it("updates the open issue's body, without a comment, while the problem is the same", () => {
    const result = notify(
      ["--anp=success", "--tests=failure", "--pull-request=success", "--news=success", `--now=${TUESDAY}`],
      {
        issues: [{ number: 3, body: "…\n\n<!-- problemas: tests-failed -->" }],
      },
    );
    expect(result.status).toBe(0);
    expect(result.calls).toMatch(/^issue list [^\n]*\nissue edit 3 --body-file -\nA atualização semanal/);
    expect(result.calls).not.toContain("issue comment");
    expect(result.stdout).toBe("Issue #3 atualizada.\n");
  });

  it("comments once when the problem changes, here a refused news feed with no message file", () => {
    const result = notify(
      ["--anp=success", "--tests=success", "--pull-request=success", "--news=failure", `--now=${TUESDAY}`],
      {
        issues: [{ number: 3, body: "…\n\n<!-- problemas: tests-failed -->" }],
      },
    );
    expect(result.calls).toContain("```text\n(sem mensagem)\n```");
    expect(result.calls).toContain(
      "issue comment 3 --body-file -\nA situação mudou na atualização de 23/06/2026. Agora: “O feed de notícias da Agência Brasil foi recusado”.",
    );
    expect(result.stdout).toBe("Issue #3 atualizada, com um comentário.\n");
  });

  it("exits 1 with gh's message when gh refuses", () => {
    const result = notify(
      ["--anp=success", "--tests=failure", "--pull-request=success", "--news=success", `--now=${TUESDAY}`],
      {
        ghFails: true,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("HTTP 403: Resource not accessible by integration");
  });

  it.each([
    [
      ["--anp=maybe", "--tests=success", "--pull-request=success", "--news=success"],
      "--anp: esperado success ou failure, recebido maybe",
    ],
    [["--anp=success", "--news=success"], "--tests: esperado success ou failure ou skipped, recebido nada"],
    [
      ["--anp=success", "--tests=success", "--news=success"],
      "--pull-request: esperado success ou failure ou skipped ou cancelled, recebido nada",
    ],
    [
      ["--anp=success", "--tests=success", "--pull-request=success", "--news=success", "--pending-week=2026-06-21"],
      "--pending-week: esperado domingo_sábado, recebido 2026-06-21",
    ],
    [
      ["--anp=success", "--tests=success", "--pull-request=success", "--news=success", "--now=ontem"],
      "--now: não é um instante ISO (ontem)",
    ],
    [
      ["--anp=success", "--tests=success", "--pull-request=success", "--news=success", "--issue=3"],
      "Unknown option '--issue'",
    ],
  ])("exits 2 with the usage on a bad command line: %j", (args, problem) => {
    const result = notify(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain("Uso: node scripts/notify-owner.ts");
    expect(result.calls).toBe("");
  });
});
