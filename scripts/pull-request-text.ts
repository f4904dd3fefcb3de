/**
 * The title and body (pt-BR Markdown) of the weekly data refresh's pull request (.github/workflows/anp-weekly.yml):
 * what it brings (the ANP's week, Agência Brasil's news, or both), what was refused or did not change, that every
 * test passed on it, and what happens
 * next: it merges itself (ANP_AUTO_MERGE), waits for review, or, opened with the workflow's own token because
 * ANP_PR_TOKEN is not set, gets no CI run by itself (GitHub starts no workflow from that token's events).
 *
 *   node scripts/pull-request-text.ts --prices <new|same|refused> --news <new|same|refused> --own-token <true|false>
 *     --auto-merge <true|false> --run-url <url> [--week <domingo_sábado>] --body <file>  >> "$GITHUB_OUTPUT"
 *
 * "new": the refresh wrote new data; "same": it ran and nothing changed; "refused": it refused the source and wrote
 * nothing. `--week`, the newest kept week in the data, is recorded at the end of the body
 * (scripts/pull-request-plan.ts reads it, so that a week the owner closed is not opened again).
 *
 * Writes the body to `--body` and prints `title=…` and `paths=…` (the files the pull request adds, comma-separated,
 * for create-pull-request's add-paths: only files that exist, since a path that matches nothing makes git add
 * nothing). Exits 2 on a bad argument.
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { oneOf, runCommand } from "./cli-options.ts";
import { weekMarker } from "./pull-request-plan.ts";

/** The news file `npm run data:noticias` writes. */
const NEWS_FILE = "src/content/news-agencia-brasil.json";

/** What a refresh did with one source: wrote new data, found nothing new, or refused it (writing nothing). */
export type SourceResult = "new" | "same" | "refused";

/** What the refresh brought and how the pull request is opened. */
export interface PullRequestFacts {
  /** The ANP's prices. */
  readonly prices: SourceResult;
  /** Agência Brasil's news. */
  readonly news: SourceResult;
  /** Opened with the owner's token (ANP_PR_TOKEN), so CI runs on it; false: the workflow's own token. */
  readonly ownToken: boolean;
  /** ANP_AUTO_MERGE is "true". */
  readonly autoMerge: boolean;
  /** The workflow run that tested the data. */
  readonly runUrl: string;
  /** The newest kept week in the data ("2026-06-14_2026-06-20"); null when none is kept. */
  readonly week: string | null;
}

/** The pull request's title: what it brings. */
export function pullRequestTitle({ prices, news }: PullRequestFacts): string {
  if (prices !== "new") return "Dados: notícias da Agência Brasil";
  return news === "new"
    ? "Dados: pesquisa semanal de preços da ANP e notícias"
    : "Dados: pesquisa semanal de preços da ANP";
}

/** What happens once the pull request is open: it merges itself, waits for review, or needs CI started by hand. */
function nextSteps({ ownToken, autoMerge }: PullRequestFacts): string {
  if (!ownToken) {
    return [
      "> [!WARNING]",
      "> Aberta com o `GITHUB_TOKEN` do workflow, porque o segredo `ANP_PR_TOKEN` não está definido. O GitHub não inicia nenhum workflow a partir desse token: o CI não roda sozinho nesta pull request" +
        (autoMerge ? ", e ela não se junta sozinha (`ANP_AUTO_MERGE`)." : ".") +
        " Para rodar o CI, feche e reabra a pull request; quando uma pessoa a junta, o CI roda no main e o site é publicado. Como criar o token: `docs/deploy.md`.",
    ].join("\n");
  }
  if (autoMerge) {
    return "Com `ANP_AUTO_MERGE=true`, esta pull request se junta sozinha quando as verificações obrigatórias passarem, e o site é publicado em seguida.";
  }
  return "Antes de aprovar: confira a semana e alguns preços nas planilhas. Depois da junção, o CI roda no main e o site é publicado.";
}

/** The paragraph on each source, by what the refresh did with it. */
const PARAGRAPHS: Readonly<Record<"prices" | "news", Readonly<Record<SourceResult, string>>>> = {
  prices: {
    new: "Pesquisa semanal da ANP (Levantamento de Preços de Combustíveis) baixada por `npm run data:anp:download`: resumo semanal, planilha de postos revendedores e série mensal. A semana entra no histórico (`data/anp/weeks/<domingo>_<sábado>.json`, um posto por linha: CNPJ, etanol, dia, gasolina, dia), os postos novos no cadastro (`data/anp/station-registry.json`) e os demais `data/anp/*.json` são refeitos.",
    same: "Os preços da ANP não mudaram nesta execução: a página da ANP ainda não lista uma semana nova.",
    refused:
      "A atualização dos preços da ANP foi recusada nesta execução, sem gravar nada (a issue “Atualização semanal dos dados precisa de atenção” diz por quê).",
  },
  news: {
    new: "Notícias da Agência Brasil (feed RSS) baixadas por `npm run data:noticias` para `src/content/news-agencia-brasil.json`.",
    same: "As notícias da Agência Brasil não mudaram nesta execução.",
    refused: "O feed de notícias da Agência Brasil foi recusado nesta execução; as notícias ficam como estavam.",
  },
};

/** The pull request's body, in pt-BR Markdown, ending with the marker of its week when one is kept. */
export function pullRequestBody(facts: PullRequestFacts): string {
  return [
    PARAGRAPHS.prices[facts.prices],
    PARAGRAPHS.news[facts.news],
    `Todos os testes (\`npm test\`) passaram com os dados novos ([execução](${facts.runUrl})).`,
    nextSteps(facts),
    ...(facts.week === null ? [] : [weekMarker(facts.week)]),
  ].join("\n\n");
}

/** The command line: writes the body, prints the title and the paths for $GITHUB_OUTPUT. */
function main(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(
      ["prices", "news", "own-token", "auto-merge", "run-url", "week", "body"].map((name) => [
        name,
        { type: "string" },
      ]),
    ),
  }) as { values: Record<string, string | undefined> };
  const facts: PullRequestFacts = {
    prices: oneOf("prices", values.prices, ["new", "same", "refused"]),
    news: oneOf("news", values.news, ["new", "same", "refused"]),
    ownToken: oneOf("own-token", values["own-token"], ["true", "false"]) === "true",
    autoMerge: oneOf("auto-merge", values["auto-merge"], ["true", "false"]) === "true",
    runUrl: values["run-url"] ?? "",
    week: values.week || null,
  };
  if (!values.body) throw new Error("--body: falta o arquivo do corpo");
  writeFileSync(values.body, `${pullRequestBody(facts)}\n`);
  const paths = ["data/anp/", ...(existsSync(NEWS_FILE) ? [NEWS_FILE] : [])];
  console.log(`title=${pullRequestTitle(facts)}`);
  console.log(`paths=${paths.join(",")}`);
}

if (import.meta.main) runCommand(main);
