/**
 * What the weekly data refresh (.github/workflows/anp-weekly.yml) does with its pull request, given the last one it
 * opened from the branch {@link DATA_BRANCH}: open or update it, except that a pull request the owner closed
 * without merging is not opened again with the same week's data; and, when the last one was merged, delete the
 * branch it left (a repository that deletes head branches on merge has none left to delete). The week a pull request
 * carries is recorded in its body by {@link weekMarker}.
 *
 *   node scripts/pull-request-plan.ts --week <domingo_sábado> --last <file> --summary <file> >> "$GITHUB_OUTPUT"
 *
 * `--week`: the newest kept week once the refresh's data is applied ("" when none is kept); `--last`: the answer of
 * `gh pr list --head dados/anp-semanal --state all --json number,state,body`. Prints `open=…` and
 * `delete-branch=…`, and appends a line to `--summary` when it opens nothing. Exits 2 on a bad command line.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { runCommand } from "./cli-options.ts";

/** The branch of the weekly pull request. */
export const DATA_BRANCH = "dados/anp-semanal";

/** A pull request from {@link DATA_BRANCH} as `gh pr list --json number,state,body` gives it. */
export interface BranchPullRequest {
  readonly number: number;
  readonly state: "OPEN" | "CLOSED" | "MERGED";
  readonly body: string;
}

/** What to do: whether to open (or update) the pull request, whether to delete the branch first, and why not. */
export interface PullRequestPlan {
  readonly open: boolean;
  readonly deleteBranch: boolean;
  /** The line for the run's summary when nothing is opened; null otherwise. */
  readonly summary: string | null;
}

/** The week folder's name, "2026-06-14_2026-06-20". */
const WEEK = /^\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}$/;
const MARKER = /<!-- semana: (\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}) -->/;

/** The comment that records, in a pull request's body, the newest week its data holds ("2026-06-14_2026-06-20"). */
export function weekMarker(week: string): string {
  return `<!-- semana: ${week} -->`;
}

/** The week a body written with {@link weekMarker} records, or null. */
export function markedWeek(body: string): string | null {
  return MARKER.exec(body)?.[1] ?? null;
}

/**
 * The plan for a refresh whose data holds `week` as its newest (null when none is kept), given the pull requests
 * opened from {@link DATA_BRANCH} (any order; the newest, by number, decides):
 * - none, or the last still open: open or update it;
 * - the last merged: delete the branch it left, then open a new one;
 * - the last closed without merging, with the same week: open nothing, and say so;
 * - the last closed with another week (or none recorded): open a new one.
 */
export function pullRequestPlan(week: string | null, pullRequests: readonly BranchPullRequest[]): PullRequestPlan {
  const last = pullRequests.toSorted((a, b) => b.number - a.number)[0];
  if (last?.state === "MERGED") return { open: true, deleteBranch: true, summary: null };
  if (last?.state === "CLOSED" && week !== null && markedWeek(last.body) === week) {
    return {
      open: false,
      deleteBranch: false,
      summary: `Nenhuma pull request aberta: a #${last.number}, com os dados da semana ${week}, foi fechada sem junção, e a mesma semana não é aberta de novo. A próxima semana da ANP abre uma nova.`,
    };
  }
  return { open: true, deleteBranch: false, summary: null };
}

/** The pull requests in `gh pr list`'s answer; throws naming the file when it is not that. */
function readPullRequests(path: string): BranchPullRequest[] {
  const value: unknown = JSON.parse(readFileSync(path, "utf8"));
  const valid = (item: unknown): item is BranchPullRequest =>
    typeof item === "object" &&
    item !== null &&
    typeof (item as BranchPullRequest).number === "number" &&
    ["OPEN", "CLOSED", "MERGED"].includes((item as BranchPullRequest).state) &&
    typeof (item as BranchPullRequest).body === "string";
  if (!Array.isArray(value) || !value.every(valid)) throw new Error(`${path}: não é a resposta de gh pr list`);
  return value;
}

/** The command line: prints open=… and delete-branch=…, appends the summary line. */
function main(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: { week: { type: "string" }, last: { type: "string" }, summary: { type: "string" } },
    strict: true,
  });
  const week = values.week ?? "";
  if (week !== "" && !WEEK.test(week)) throw new Error(`--week: esperado domingo_sábado, recebido ${week}`);
  if (!values.last) throw new Error("--last: falta o arquivo com as pull requests do branch");
  const plan = pullRequestPlan(week || null, readPullRequests(values.last));
  if (plan.summary !== null && values.summary) appendFileSync(values.summary, `${plan.summary}\n`);
  console.log(`open=${plan.open}`);
  console.log(`delete-branch=${plan.deleteBranch}`);
}

if (import.meta.main) runCommand(main);
