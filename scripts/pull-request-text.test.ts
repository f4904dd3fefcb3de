import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type PullRequestFacts, pullRequestBody, pullRequestTitle } from "./pull-request-text.ts";

const FACTS: PullRequestFacts = {
  prices: "new",
  news: "new",
  ownToken: true,
  autoMerge: false,
  runUrl: "https://github.com/dono/site/actions/runs/9",
  week: "2026-06-14_2026-06-20",
};
const facts = (changes: Partial<PullRequestFacts>): PullRequestFacts => ({ ...FACTS, ...changes });

describe("pullRequestTitle", () => {
  it("names what the pull request brings", () => {
    expect(pullRequestTitle(FACTS)).toBe("Dados: pesquisa semanal de preços da ANP e notícias");
    expect(pullRequestTitle(facts({ news: "refused" }))).toBe("Dados: pesquisa semanal de preços da ANP");
    expect(pullRequestTitle(facts({ news: "same" }))).toBe("Dados: pesquisa semanal de preços da ANP");
    expect(pullRequestTitle(facts({ prices: "refused" }))).toBe("Dados: notícias da Agência Brasil");
    expect(pullRequestTitle(facts({ prices: "same" }))).toBe("Dados: notícias da Agência Brasil");
  });
});

describe("pullRequestBody", () => {
  it("describes the new week and news, the tests that passed on them, and the review", () => {
    const body = pullRequestBody(FACTS);
    const paragraphs = body.split("\n\n");
    expect(paragraphs).toHaveLength(5);
    expect(paragraphs[0]).toMatch(/^Pesquisa semanal da ANP \(Levantamento de Preços de Combustíveis\) baixada/);
    expect(paragraphs[1]).toMatch(/^Notícias da Agência Brasil \(feed RSS\) baixadas por `npm run data:noticias`/);
    expect(paragraphs[2]).toBe(
      "Todos os testes (`npm test`) passaram com os dados novos ([execução](https://github.com/dono/site/actions/runs/9)).",
    );
    expect(paragraphs[3]).toMatch(/^Antes de aprovar: confira a semana e alguns preços nas planilhas\./);
    expect(paragraphs[4]).toBe("<!-- semana: 2026-06-14_2026-06-20 -->");
  });

  it("records no week when none is kept", () => {
    expect(pullRequestBody(facts({ week: null }))).not.toContain("<!--");
  });

  it("says what was refused or did not change", () => {
    expect(pullRequestBody(facts({ prices: "refused" }))).toContain(
      "A atualização dos preços da ANP foi recusada nesta execução, sem gravar nada (a issue “Atualização semanal dos dados precisa de atenção” diz por quê).",
    );
    expect(pullRequestBody(facts({ prices: "same" }))).toContain("Os preços da ANP não mudaram nesta execução");
    expect(pullRequestBody(facts({ news: "refused" }))).toContain(
      "O feed de notícias da Agência Brasil foi recusado nesta execução; as notícias ficam como estavam.",
    );
    expect(pullRequestBody(facts({ news: "same" }))).toContain("As notícias da Agência Brasil não mudaram");
  });

  it("says it merges itself when ANP_AUTO_MERGE is on", () => {
    expect(pullRequestBody(facts({ autoMerge: true }))).toMatch(
      /\n\nCom `ANP_AUTO_MERGE=true`, esta pull request se junta sozinha quando as verificações obrigatórias passarem, e o site é publicado em seguida\.\n\n<!--/,
    );
  });

  it("warns, opened with the workflow's own token, that CI will not start by itself", () => {
    const body = pullRequestBody(facts({ ownToken: false }));
    expect(body).toContain("\n\n> [!WARNING]\n> Aberta com o `GITHUB_TOKEN` do workflow");
    expect(body).toContain("o CI não roda sozinho nesta pull request. Para rodar o CI, feche e reabra a pull request");
    expect(body).not.toContain("Antes de aprovar");
    expect(pullRequestBody(facts({ ownToken: false, autoMerge: true }))).toContain(
      "o CI não roda sozinho nesta pull request, e ela não se junta sozinha (`ANP_AUTO_MERGE`).",
    );
  });
});

describe("pull-request-text command", () => {
  const SCRIPT = new URL("./pull-request-text.ts", import.meta.url).pathname;
  const NODE = new URL("../node_modules/.bin/node", import.meta.url).pathname;
  const run = (cwd: string, args: string[]) =>
    spawnSync(existsSync(NODE) ? NODE : process.execPath, [SCRIPT, ...args], { cwd, encoding: "utf8" });
  const ARGS = ["--prices=new", "--news=refused", "--own-token=true", "--auto-merge=false", "--run-url=https://x/1"];

  it("writes the body and prints the title and the paths for $GITHUB_OUTPUT, leaving out a news file not there", () => {
    const cwd = mkdtempSync(join(tmpdir(), "pr-text-"));
    const result = run(cwd, [...ARGS, `--body=${join(cwd, "body.md")}`]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("title=Dados: pesquisa semanal de preços da ANP\npaths=data/anp/\n");
    expect(readFileSync(join(cwd, "body.md"), "utf8")).toBe(
      `${pullRequestBody({ ...FACTS, news: "refused", runUrl: "https://x/1", week: null })}\n`,
    );
  });

  it("records the week given at the end of the body", () => {
    const cwd = mkdtempSync(join(tmpdir(), "pr-text-"));
    run(cwd, [...ARGS, "--week=2026-06-21_2026-06-27", `--body=${join(cwd, "body.md")}`]);
    expect(readFileSync(join(cwd, "body.md"), "utf8")).toMatch(/\n\n<!-- semana: 2026-06-21_2026-06-27 -->\n$/);
  });

  it("adds the news file to the paths when it exists", () => {
    const cwd = mkdtempSync(join(tmpdir(), "pr-text-"));
    mkdirSync(join(cwd, "src", "content"), { recursive: true });
    writeFileSync(join(cwd, "src", "content", "news-agencia-brasil.json"), "[]");
    const result = run(cwd, [...ARGS, `--body=${join(cwd, "body.md")}`]);
    expect(result.stdout).toContain("\npaths=data/anp/,src/content/news-agencia-brasil.json\n");
  });

  it("exits 2 naming a bad option, writing nothing", () => {
    const cwd = mkdtempSync(join(tmpdir(), "pr-text-"));
    const result = run(cwd, ["--prices=ok", ...ARGS.slice(1), `--body=${join(cwd, "body.md")}`]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe("--prices: esperado new ou same ou refused, recebido ok");
    expect(existsSync(join(cwd, "body.md"))).toBe(false);
  });
});
