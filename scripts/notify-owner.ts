/**
 * Tells the site's owner what the weekly data refresh needs from a person, through one GitHub issue
 * (scripts/owner-issue.ts decides; this carries it out with the GitHub CLI, `gh`, which the workflow's runner has):
 *
 *   node scripts/notify-owner.ts --anp <success|failure> [--anp-message <file>] --tests <success|failure|skipped>
 *     --pull-request <success|failure|skipped|cancelled> --news <success|failure> [--news-message <file>]
 *     [--pending-week <domingo_sábado>] [--site-url <url> --site-package <file> [--site-error <file>]]
 *     [--run-url <url>] [--now <ISO instant>] [--dry-run]
 *
 * The outcomes are those of the workflow's steps (`steps.<id>.outcome`) and of the pull-request job
 * (`needs.pull-request.result`); a message file holds what the refused command wrote on stderr. What the site serves:
 * `main`'s newest week, read from data/anp/weeks/ (or `ANP_DATA_DIR`) of the checkout, and, with `--site-url`, the
 * published `/dados/datapackage.json`, downloaded by the workflow into `--site-package` (empty or absent when the
 * download failed, `--site-error` then holding why). `--pending-week`: the week of the pull request the run opened or
 * updated. `gh` finds the
 * open issue by its label (`gh issue list --label … --state open`), then opens, updates or closes it; `gh` reads
 * `GH_TOKEN` and `GH_REPO`. `--dry-run` still lists the open issue, then prints what it would do and changes
 * nothing. Prints one line saying what was done; exits 1 with the message when `gh` fails, 2 on a bad argument.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { SurveyWeek } from "#data/build/anp-history.ts";
import { DATAPACKAGE_PATH } from "#features/open-data/datapackage.ts";
import { DATA_DIR } from "#pipelines/anp/files.ts";
import { keptWeeks } from "#pipelines/anp/history.ts";
import { oneOf, UsageError } from "./cli-options.ts";
import {
  ISSUE_LABEL,
  ISSUE_LABEL_DESCRIPTION,
  issueAction,
  type IssueAction,
  type OpenIssue,
  packageWeek,
  type PublishedData,
  type RefreshOutcome,
} from "./owner-issue.ts";

const USAGE =
  "Uso: node scripts/notify-owner.ts --anp <success|failure> [--anp-message <arquivo>] --tests <success|failure|skipped> --pull-request <success|failure|skipped|cancelled> --news <success|failure> [--news-message <arquivo>] [--pending-week <domingo_sábado>] [--site-url <endereço> --site-package <arquivo> [--site-error <arquivo>]] [--run-url <endereço>] [--now <instante ISO>] [--dry-run]";

/** The label's colour in the repository's list of labels (GitHub's hex, without "#"). */
const LABEL_COLOR = "d93f0b";

/** What a refused command wrote: the file's text, or "" when no file was given or it cannot be read. */
function message(path: string | undefined): string {
  if (path === undefined) return "";
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** A week named by its folder, "2026-06-14_2026-06-20"; throws a {@link UsageError} naming `option` otherwise. */
function weekOption(option: string, value: string | undefined): SurveyWeek | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/.exec(value);
  if (!match) throw new UsageError(`--${option}: esperado domingo_sábado, recebido ${value}`);
  return { start: match[1] as string, end: match[2] as string };
}

/** What the published site's Data Package (downloaded into `packageFile`) names, or why it could not be read. */
function publishedData(url: string, packageFile: string | undefined, errorFile: string | undefined): PublishedData {
  const text = message(packageFile);
  if (text.trim() === "") return { url, week: null, error: message(errorFile).trim() || "nada foi baixado" };
  try {
    return { url, week: packageWeek(JSON.parse(text)), error: null };
  } catch {
    return { url, week: null, error: "o arquivo baixado não é JSON" };
  }
}

/** The refresh's outcome from the command line and the kept weeks; throws a {@link UsageError} on a bad argument. */
function readOutcome(args: readonly string[]): { outcome: RefreshOutcome; dryRun: boolean } {
  const { values } = parseArgs({
    args: [...args],
    options: {
      anp: { type: "string" },
      "anp-message": { type: "string" },
      tests: { type: "string" },
      "pull-request": { type: "string" },
      news: { type: "string" },
      "news-message": { type: "string" },
      "pending-week": { type: "string" },
      "site-url": { type: "string" },
      "site-package": { type: "string" },
      "site-error": { type: "string" },
      "run-url": { type: "string" },
      now: { type: "string" },
      "dry-run": { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const anp = oneOf("anp", values.anp, ["success", "failure"]);
  const tests = oneOf("tests", values.tests, ["success", "failure", "skipped"]);
  const pullRequest = oneOf("pull-request", values["pull-request"], ["success", "failure", "skipped", "cancelled"]);
  const news = oneOf("news", values.news, ["success", "failure"]);
  const ranAt = new Date(values.now ?? Date.now());
  if (Number.isNaN(ranAt.getTime())) throw new UsageError(`--now: não é um instante ISO (${values.now})`);
  return {
    dryRun: values["dry-run"],
    outcome: {
      anpRefusal: anp === "failure" ? message(values["anp-message"]) : null,
      tests: ({ success: "passed", failure: "failed", skipped: "not-run" } as const)[tests],
      pullRequest: ({ success: "passed", failure: "failed", skipped: "not-run", cancelled: "not-run" } as const)[
        pullRequest
      ],
      newsRefusal: news === "failure" ? message(values["news-message"]) : null,
      mainWeek: keptWeeks(DATA_DIR).at(-1) ?? null,
      published: values["site-url"]
        ? publishedData(
            `${values["site-url"].replace(/\/+$/, "")}${DATAPACKAGE_PATH}`,
            values["site-package"],
            values["site-error"],
          )
        : null,
      pendingWeek: weekOption("pending-week", values["pending-week"]),
      ranAt,
      runUrl: values["run-url"] || null,
    },
  };
}

/** Runs `gh` with `args` (and `input` on its stdin); its stdout. Throws with `gh`'s own message when it fails. */
function gh(args: readonly string[], input?: string): string {
  return execFileSync("gh", args, { input, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] });
}

/** The owner's issue open now, found by its label (the newest, should there be several), or null. */
function findOpenIssue(): OpenIssue | null {
  const listed = gh(["issue", "list", "--label", ISSUE_LABEL, "--state", "open", "--json", "number,body"]);
  const issues = JSON.parse(listed) as OpenIssue[];
  return issues.toSorted((a, b) => b.number - a.number)[0] ?? null;
}

/** The `gh` calls that carry out `action`, each with the text it reads on stdin; none for "nothing". */
function commands(action: IssueAction): { args: string[]; input?: string }[] {
  switch (action.action) {
    case "open":
      return [
        // The label must exist before an issue can carry it; --force leaves an existing one as it is, but for its
        // colour and description.
        {
          args: [
            "label",
            "create",
            action.label,
            "--color",
            LABEL_COLOR,
            "--description",
            ISSUE_LABEL_DESCRIPTION,
            "--force",
          ],
        },
        {
          args: ["issue", "create", "--title", action.title, "--label", action.label, "--body-file", "-"],
          input: action.body,
        },
      ];
    case "update":
      return [
        { args: ["issue", "edit", String(action.number), "--body-file", "-"], input: action.body },
        ...(action.comment === null
          ? []
          : [{ args: ["issue", "comment", String(action.number), "--body-file", "-"], input: action.comment }]),
      ];
    case "close":
      return [{ args: ["issue", "close", String(action.number), "--comment", action.comment] }];
    case "nothing":
      return [];
  }
}

/** The line that says what was done (or, in a dry run, what would be). */
function summary(action: IssueAction, dryRun: boolean): string {
  const prefix = dryRun ? "[simulação] " : "";
  switch (action.action) {
    case "open":
      return `${prefix}Issue aberta para o dono do site: “${action.title}”.`;
    case "update":
      return `${prefix}Issue #${action.number} atualizada${action.comment === null ? "" : ", com um comentário"}.`;
    case "close":
      return `${prefix}Issue #${action.number} fechada: nada mais precisa de uma pessoa.`;
    case "nothing":
      return `${prefix}Nada a avisar: nenhuma issue aberta, nenhum problema.`;
  }
}

/** The command line: finds the open issue, decides, and carries it out (or prints it, with --dry-run). */
function main(args: readonly string[]): void {
  const { outcome, dryRun } = readOutcome(args);
  const action = issueAction(outcome, findOpenIssue());
  for (const command of commands(action)) {
    if (dryRun) {
      console.log(`[simulação] gh ${command.args.map((arg) => JSON.stringify(arg)).join(" ")}`);
      if (command.input !== undefined) console.log(command.input);
    } else {
      gh(command.args, command.input);
    }
  }
  console.log(summary(action, dryRun));
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    const usage = error instanceof UsageError || (error instanceof TypeError && "code" in error);
    const stderr = (error as { stderr?: unknown }).stderr;
    console.error(typeof stderr === "string" && stderr.trim() ? stderr.trim() : (error as Error).message);
    if (usage) console.error(USAGE);
    process.exitCode = usage ? 2 : 1;
  }
}
