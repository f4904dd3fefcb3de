/**
 * What the weekly data refresh (.github/workflows/anp-weekly.yml) tells the site's owner, and when: one GitHub issue,
 * found again by its label, opened when a person is needed, kept up to date while the problem lasts, closed by the
 * first refresh that takes a week with nothing wrong. Pure: from the refresh's outcome and the open issue (if any)
 * to the action; scripts/notify-owner.ts carries it out with the GitHub CLI. The text is pt-BR Markdown.
 *
 * A person is needed when the ANP's files are refused (the message names file, sheet and row, or the URLs tried),
 * when the tests fail on the new data, when the pull request cannot be opened or updated (an expired token, a
 * conflict), when the site serves a stale week ({@link staleServedWeek}: measured on what the site serves, `main`'s
 * newest week and the published site's, never on the refresh's own output), when the published site's data cannot
 * be read, and when Agência Brasil's news feed is refused.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import { CURRENT_FOR_DAYS, formatSurveyWeek, freshUntil, isSurveyCurrent } from "#features/prices/price-dates.ts";
import { formatBrDate } from "#lib/format.ts";

/** The label of the owner's issue, by which each refresh finds it again. */
export const ISSUE_LABEL = "atualizacao-semanal";
/** What the label says in the repository's list of labels. */
export const ISSUE_LABEL_DESCRIPTION = "A atualização semanal dos dados precisa de uma pessoa";
/** The issue's title, the same whatever the problem, so the e-mails of one issue stay in one thread. */
export const ISSUE_TITLE = "Atualização semanal dos dados precisa de atenção";

/**
 * A served week is stale once it is no longer current ({@link CURRENT_FOR_DAYS} days after its Saturday), unless the
 * refresh's pull request brings a current week: then one weekly cycle more (these days), so that a pull request still
 * waiting at the next refresh is told, and a Tuesday's own pull request is not.
 */
export const PENDING_GRACE_DAYS = 7;

/** What the published site's `/dados/datapackage.json` said, when SITE_URL is set. */
export interface PublishedData {
  /** The address read. */
  readonly url: string;
  /** The newest week the package lists; null when it lists none or could not be read. */
  readonly week: SurveyWeek | null;
  /** Why it could not be read (the download's or the parser's message); null when it was. */
  readonly error: string | null;
}

/** How a refresh went. */
export interface RefreshOutcome {
  /** The message of `npm run data:anp:download` when it refused the week (it then wrote nothing); null when it took one. */
  readonly anpRefusal: string | null;
  /** The whole test suite on the new data: passed, failed, or not run (nothing new to test). */
  readonly tests: "passed" | "failed" | "not-run";
  /** The job that opens or updates the pull request: passed, failed (an expired token, a conflict), or not run. */
  readonly pullRequest: "passed" | "failed" | "not-run";
  /** The message of `npm run data:noticias` when it refused the feed (it then wrote nothing); null when it took it. */
  readonly newsRefusal: string | null;
  /** The newest week in data/anp/weeks/ on `main`, what the next build publishes; null when none is kept. */
  readonly mainWeek: SurveyWeek | null;
  /** What the published site serves; null when SITE_URL is not set. */
  readonly published: PublishedData | null;
  /** The newest week in the pull request this refresh opened or updated; null when it opened none. */
  readonly pendingWeek: SurveyWeek | null;
  /** When the refresh ran. */
  readonly ranAt: Date;
  /** The address of the workflow run, for its log; null when run by hand. */
  readonly runUrl: string | null;
}

/** One reason a person is needed. */
export type Problem =
  | { readonly kind: "anp-refused"; readonly message: string }
  | { readonly kind: "tests-failed" }
  | { readonly kind: "pull-request-failed" }
  | { readonly kind: "stale"; readonly served: ServedWeek; readonly pendingWeek: SurveyWeek | null }
  | { readonly kind: "site-unreadable"; readonly url: string; readonly message: string }
  | { readonly kind: "news-refused"; readonly message: string };

/** A week the site serves, and where it was read: `main`'s newest, or the published site's. */
export interface ServedWeek {
  readonly week: SurveyWeek | null;
  readonly where: "main" | "site";
}

/** The owner's issue as the refresh finds it open: its number and Markdown body. */
export interface OpenIssue {
  readonly number: number;
  readonly body: string;
}

/** What to do about the owner's issue. */
export type IssueAction =
  | { readonly action: "open"; readonly title: string; readonly label: string; readonly body: string }
  /** Replace the body (GitHub notifies no one); `comment`, when the problems changed, notifies the owner once. */
  | { readonly action: "update"; readonly number: number; readonly body: string; readonly comment: string | null }
  | { readonly action: "close"; readonly number: number; readonly comment: string }
  | { readonly action: "nothing" };

/** Brasília is UTC−3 all year (no daylight saving since 2019); the owner reads dates in Brasília time. */
const BRASILIA_OFFSET_MS = -3 * 3_600_000;
/** The longest refusal message quoted whole; the run's log keeps every line. */
const MAX_MESSAGE_CHARS = 4000;
/** The comment at the end of the body that records which problems it describes. */
const MARKER = /<!-- problemas: ([a-z -]*) -->\s*$/;

/** A day in Brasília as Brazilians write it: the instant 2026-06-30T01:00Z → "29/06/2026". */
function brasiliaDay(instant: Date): string {
  return formatBrDate(new Date(instant.getTime() + BRASILIA_OFFSET_MS));
}

/**
 * The newest week a Data Package of the site (`/dados/datapackage.json`, src/features/open-data/datapackage.ts) lists:
 * its resources' paths start with the week's folder, "2026-06-14_2026-06-20/postos.csv". Null when it lists none.
 */
export function packageWeek(dataPackage: unknown): SurveyWeek | null {
  const resources = (dataPackage as { resources?: unknown } | null)?.resources;
  if (!Array.isArray(resources)) return null;
  const weeks = resources.flatMap((resource): SurveyWeek[] => {
    const match = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})\//.exec(String(resource?.path ?? ""));
    return match ? [{ start: match[1] as string, end: match[2] as string }] : [];
  });
  return weeks.toSorted((a, b) => b.end.localeCompare(a.end))[0] ?? null;
}

/** Whether `week`, served, is stale at `ranAt`, given the week a pending pull request brings ({@link PENDING_GRACE_DAYS}). */
export function isServedWeekStale(week: SurveyWeek | null, pendingWeek: SurveyWeek | null, ranAt: Date): boolean {
  if (week === null) return true;
  if (isSurveyCurrent(week.end, ranAt)) return false;
  const pendingCurrent = pendingWeek !== null && isSurveyCurrent(pendingWeek.end, ranAt);
  return !pendingCurrent || ranAt.getTime() > freshUntil(week.end, CURRENT_FOR_DAYS + PENDING_GRACE_DAYS).getTime();
}

/**
 * The stale week the site serves, if any: `main`'s newest week or, when the published site was read, its week when
 * older than `main`'s (the deploy did not follow `main`); null when what the site serves is current enough.
 */
export function staleServedWeek(outcome: RefreshOutcome): ServedWeek | null {
  const { mainWeek, published, pendingWeek, ranAt } = outcome;
  const site = published !== null && published.error === null ? published.week : undefined;
  const older = site !== undefined && (site === null || (mainWeek !== null && site.end < mainWeek.end));
  const served: ServedWeek = older ? { week: site, where: "site" } : { week: mainWeek, where: "main" };
  return isServedWeekStale(served.week, pendingWeek, ranAt) ? served : null;
}

/** The reasons a person is needed after a refresh, in the order the issue lists them; empty when none is. */
export function problemsOf(outcome: RefreshOutcome): Problem[] {
  const problems: Problem[] = [];
  if (outcome.anpRefusal !== null) problems.push({ kind: "anp-refused", message: outcome.anpRefusal });
  if (outcome.tests === "failed") problems.push({ kind: "tests-failed" });
  if (outcome.pullRequest === "failed") problems.push({ kind: "pull-request-failed" });
  const served = staleServedWeek(outcome);
  if (served !== null) problems.push({ kind: "stale", served, pendingWeek: outcome.pendingWeek });
  const published = outcome.published;
  if (published?.error != null)
    problems.push({ kind: "site-unreadable", url: published.url, message: published.error });
  if (outcome.newsRefusal !== null) problems.push({ kind: "news-refused", message: outcome.newsRefusal });
  return problems;
}

/**
 * A program's message as a Markdown code block: fenced with more backticks than the message holds in a row (so no
 * line of it can close the block), and cut at {@link MAX_MESSAGE_CHARS} characters, saying so.
 */
export function quoted(message: string): string {
  const text = message.trim() || "(sem mensagem)";
  const shown =
    text.length > MAX_MESSAGE_CHARS
      ? `${text.slice(0, MAX_MESSAGE_CHARS)}\n… (mensagem cortada; a íntegra está no registro da execução)`
      : text;
  const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${fence}text\n${shown}\n${fence}`;
}

/** Each problem's heading in the issue. */
const HEADINGS: Readonly<Record<Problem["kind"], string>> = {
  "anp-refused": "A atualização dos preços da ANP foi recusada",
  "tests-failed": "Os testes falharam com os dados novos",
  "pull-request-failed": "A pull request dos dados não pôde ser aberta ou atualizada",
  stale: "O site serve uma semana antiga da ANP",
  "site-unreadable": "Os dados do site publicado não puderam ser lidos",
  "news-refused": "O feed de notícias da Agência Brasil foi recusado",
};

/** The section of the issue that explains `problem` and what to do about it. */
function section(problem: Problem, ranAt: Date): string {
  const heading = `## ${HEADINGS[problem.kind]}`;
  switch (problem.kind) {
    case "anp-refused":
      return [
        heading,
        "`npm run data:anp:download` recusou a pesquisa da semana e não gravou nada:",
        quoted(problem.message),
        "A mensagem nomeia o arquivo, a planilha e a linha (ou os endereços tentados). Se a ANP mudou o formato de uma planilha, corrija o leitor e os testes dele, nunca os dados (`docs/data-refresh.md`, “What the ANP pipeline refuses”).",
      ].join("\n\n");
    case "tests-failed":
      return [
        heading,
        "Os dados novos foram baixados, mas `npm test` falhou sobre eles, e por isso nenhuma pull request foi aberta. O registro da execução diz qual teste falhou e por quê; os traços dos testes de ponta a ponta ficam no artefato `playwright-traces` da execução.",
      ].join("\n\n");
    case "pull-request-failed":
      return [
        heading,
        "Os testes passaram com os dados novos, mas o job `pull-request` falhou. Causas comuns: o token `ANP_PR_TOKEN` expirou ou perdeu uma permissão (crie outro: `docs/deploy.md`, passo 6); o branch `dados/anp-semanal` tem um conflito com o main (feche a pull request e apague o branch; a próxima execução o refaz); ou o repositório não permite a junção automática (Settings → General → “Allow auto-merge”). O registro da execução diz qual passo falhou.",
      ].join("\n\n");
    case "stale":
      return [heading, staleText(problem.served, problem.pendingWeek, ranAt)].join("\n\n");
    case "site-unreadable":
      return [
        heading,
        `Não foi possível ler ${problem.url}, e sem ele não se sabe que semana o site publicado serve:`,
        quoted(problem.message),
        "Confira se o site está no ar e se a variável `SITE_URL` é o endereço dele.",
      ].join("\n\n");
    case "news-refused":
      return [
        heading,
        "`npm run data:noticias` recusou o feed e não gravou nada; o site segue com as notícias anteriores, e a atualização dos preços continuou sem ele:",
        quoted(problem.message),
      ].join("\n\n");
  }
}

/** What to check when the ANP published no new week. */
const NO_NEW_WEEK =
  "A ANP pode estar atrasada, ter pulado uma semana, ou a página “últimas semanas pesquisadas” pode ter mudado. Confira a página; se a semana saiu depois desta execução, rode o workflow à mão (Actions → “Preços da ANP (semanal)” → Run workflow). Uma semana que ficou para trás entra no histórico com `npm run data:anp -- --semana-passada` (`docs/anp-history.md`).";

/** Why the week the site serves needs a person, and what to check: the ANP, the pending pull request, or the deploy. */
function staleText(served: ServedWeek, pendingWeek: SurveyWeek | null, ranAt: Date): string {
  const { week, where } = served;
  if (week === null) {
    return where === "main"
      ? ["Não há nenhuma semana guardada em `data/anp/weeks/` no main.", NO_NEW_WEEK].join("\n\n")
      : "O site publicado não lista nenhuma semana em `/dados/datapackage.json`: a publicação pode ter falhado. Confira as execuções de “Publicação (Cloudflare Pages)” em Actions.";
  }
  const place = where === "main" ? "A semana mais recente no main" : "A semana que o site publicado serve";
  const what = `${place} é a de ${formatSurveyWeek(week.start, week.end)}, e esta execução (${brasiliaDay(ranAt)}) veio mais de ${CURRENT_FOR_DAYS} dias depois do sábado em que ela terminou: as páginas de preços já não a chamam de “a semana”.`;
  const next =
    where === "site"
      ? "O main já tem uma semana mais nova, que não foi publicada: confira as execuções de “Publicação (Cloudflare Pages)” em Actions (o resumo de cada uma diz o que faltou)."
      : pendingWeek !== null
        ? `A pull request \`dados/anp-semanal\` traz a semana de ${formatSurveyWeek(pendingWeek.start, pendingWeek.end)} e ainda não foi juntada: revise-a e junte-a (ou veja por que a junção automática não a juntou).`
        : NO_NEW_WEEK;
  return [what, next].join("\n\n");
}

/** The issue's body: what happened, each problem's section, the run's address, and the marker of the problems. */
export function issueBody(problems: readonly Problem[], outcome: RefreshOutcome): string {
  const run = outcome.runUrl === null ? "" : ` ([registro da execução](${outcome.runUrl}))`;
  return [
    `A atualização semanal dos dados de ${brasiliaDay(outcome.ranAt)} precisa de uma pessoa${run}. O site continua publicado com os dados que já tinha.`,
    ...problems.map((problem) => section(problem, outcome.ranAt)),
    "---",
    "Esta issue é da atualização semanal (`.github/workflows/anp-weekly.yml`): a próxima execução a atualiza se o problema continuar, e a fecha quando tomar uma semana nova sem nenhum problema.",
    `<!-- problemas: ${problems.map((problem) => problem.kind).join(" ")} -->`,
  ].join("\n\n");
}

/** The problem kinds a body written by {@link issueBody} records, sorted; empty when it records none. */
function recordedKinds(body: string): string[] {
  return (MARKER.exec(body)?.[1] ?? "").split(" ").filter(Boolean).sort();
}

/** Clauses as a pt-BR list: "a", "a e b", "a, b e c" (no comma before "e"). */
function listed(clauses: readonly string[]): string {
  return clauses.length < 2 ? clauses.join("") : `${clauses.slice(0, -1).join(", ")} e ${clauses.at(-1)}`;
}

/** The comment that closes the issue: the refresh that found nothing wrong, and the newest week on `main`. */
function closingComment(outcome: RefreshOutcome): string {
  const week = outcome.mainWeek;
  const clauses = [
    ...(week === null ? [] : [`a semana mais recente é a de ${formatSurveyWeek(week.start, week.end)}`]),
    ...(outcome.tests === "passed" ? ["os testes passaram com os dados novos"] : []),
    "o feed de notícias foi aceito",
  ];
  return `Resolvido pela atualização de ${brasiliaDay(outcome.ranAt)}: ${listed(clauses)}.`;
}

/**
 * What to do after a refresh, given the owner's issue open now (`open`, or null):
 * - problems and no open issue: open one, with {@link ISSUE_TITLE} and {@link ISSUE_LABEL};
 * - problems and an open issue: replace its body; when its problems are not those the body recorded, also comment
 *   once, so the owner hears of the change (an edited body notifies no one);
 * - no problem and an open issue: close it with a comment naming the newest week;
 * - no problem and no issue: nothing.
 */
export function issueAction(outcome: RefreshOutcome, open: OpenIssue | null): IssueAction {
  const problems = problemsOf(outcome);
  if (problems.length === 0) {
    return open === null
      ? { action: "nothing" }
      : { action: "close", number: open.number, comment: closingComment(outcome) };
  }
  const body = issueBody(problems, outcome);
  if (open === null) return { action: "open", title: ISSUE_TITLE, label: ISSUE_LABEL, body };
  const kinds = problems.map((problem) => problem.kind).sort();
  const changed = kinds.join(" ") !== recordedKinds(open.body).join(" ");
  const now = problems.map((problem) => `“${HEADINGS[problem.kind]}”`).join("; ");
  return {
    action: "update",
    number: open.number,
    body,
    comment: changed
      ? `A situação mudou na atualização de ${brasiliaDay(outcome.ranAt)}. Agora: ${now}. A descrição acima foi refeita.`
      : null,
  };
}
