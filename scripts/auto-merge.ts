/**
 * Whether the weekly data refresh (.github/workflows/anp-weekly.yml) turns on auto-merge for its pull request. GitHub's
 * auto-merge waits only for what the branch's rules require: with no required check it merges at once, before CI ran.
 * So it is turned on only when the rules that apply to `main` require CI's check ({@link CI_CHECK}), read from
 * `GET /repos/{owner}/{repo}/rules/branches/main` (rulesets; readable with the token's contents access, where classic
 * branch protection needs administration access: docs/decisions/0014-auto-merge-under-a-ruleset.md).
 *
 *   node scripts/auto-merge.ts --pull-request <number> --rules <file> [--rules-error <file>] --summary <file>
 *     >> "$GITHUB_OUTPUT"
 *
 * `--rules` holds the endpoint's answer; when it cannot be read (a missing or empty file), `--rules-error` holds why.
 * Prints `merge=true` or `merge=false` and appends one line (or two) to `--summary`. Exits 2 on a bad command line.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { runCommand } from "./cli-options.ts";

/** CI's job in .github/workflows/ci.yml, the check the ruleset must require. */
export const CI_CHECK = "test";

/** The rules that apply to `main`, as read, or why they could not be. */
export type BranchRules =
  { readonly read: true; readonly rules: unknown } | { readonly read: false; readonly error: string };

/** The decision, with the line (or lines) the run's summary says about it, in pt-BR Markdown. */
export interface AutoMergeDecision {
  readonly merge: boolean;
  readonly summary: readonly string[];
}

/** The rules of one `type` in the endpoint's answer (an array of `{ type, parameters }`); none when it is not one. */
function rulesOfType(rules: unknown, type: string): Record<string, unknown>[] {
  if (!Array.isArray(rules)) return [];
  return rules
    .filter((rule): rule is { type: string; parameters?: unknown } => rule?.type === type)
    .map((rule) => (typeof rule.parameters === "object" && rule.parameters !== null ? rule.parameters : {}))
    .map((parameters) => parameters as Record<string, unknown>);
}

/** Whether a `required_status_checks` rule lists {@link CI_CHECK}. */
function requiresCi(rules: unknown): boolean {
  return rulesOfType(rules, "required_status_checks").some((parameters) => {
    const checks = parameters.required_status_checks;
    return Array.isArray(checks) && checks.some((check) => check?.context === CI_CHECK);
  });
}

/** The most approvals any `pull_request` rule asks for; 0 when none does. */
function requiredApprovals(rules: unknown): number {
  const counts = rulesOfType(rules, "pull_request").map((parameters) => parameters.required_approving_review_count);
  return Math.max(0, ...counts.filter((count): count is number => typeof count === "number"));
}

/** Whether a required-checks rule also asks for the branch to be up to date with `main` before merging. */
function requiresUpToDate(rules: unknown): boolean {
  return rulesOfType(rules, "required_status_checks").some(
    (parameters) => parameters.strict_required_status_checks_policy === true,
  );
}

/**
 * Whether to turn on auto-merge for pull request #`pullRequest`, given the rules of `main`:
 * - rules unreadable: no, and the summary says why (the merge then waits for a person);
 * - {@link CI_CHECK} not required: no, since the pull request would merge before CI ran on it;
 * - {@link CI_CHECK} required: yes; the summary also warns when the rules ask for an approval (the token's owner
 *   cannot approve their own pull request, so it waits for someone else) or for the branch to be up to date (a
 *   week whose `main` moved waits for a person).
 */
export function autoMergeDecision(pullRequest: number, branch: BranchRules): AutoMergeDecision {
  const how = "Passo a passo: docs/deploy.md, passo 7.";
  if (!branch.read) {
    return {
      merge: false,
      summary: [
        `Junção automática não ligada na pull request #${pullRequest}: as regras do main não puderam ser lidas (${branch.error.trim() || "sem mensagem"}). Ela espera uma pessoa. ${how}`,
      ],
    };
  }
  if (!requiresCi(branch.rules)) {
    return {
      merge: false,
      summary: [
        `Junção automática não ligada na pull request #${pullRequest}: nenhum ruleset do main exige a verificação \`${CI_CHECK}\` do CI, e sem ela a pull request se juntaria antes de o CI rodar. Ela espera uma pessoa. ${how}`,
      ],
    };
  }
  const approvals = requiredApprovals(branch.rules);
  return {
    merge: true,
    summary: [
      `Junção automática ligada: a pull request #${pullRequest} se junta quando a verificação \`${CI_CHECK}\` do CI passar.`,
      ...(approvals > 0
        ? [
            `Atenção: o ruleset do main exige ${approvals === 1 ? "1 aprovação" : `${approvals} aprovações`}, e o dono do token não pode aprovar a própria pull request: ela espera a aprovação de outra pessoa. ${how}`,
          ]
        : []),
      ...(requiresUpToDate(branch.rules)
        ? [
            `Atenção: o ruleset do main exige o branch atualizado antes da junção; se o main mudar, a pull request espera uma pessoa. ${how}`,
          ]
        : []),
    ],
  };
}

/** A file's text, or "" when it is absent. */
function readText(path: string | undefined): string {
  if (path === undefined) return "";
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** The rules from the endpoint's answer in `rulesFile`, or why they could not be read. */
function readRules(rulesFile: string | undefined, errorFile: string | undefined): BranchRules {
  const text = readText(rulesFile).trim();
  if (text === "") return { read: false, error: readText(errorFile) };
  try {
    return { read: true, rules: JSON.parse(text) };
  } catch {
    return { read: false, error: "a resposta não é JSON" };
  }
}

/** The command line: prints merge=…, appends the summary. */
function main(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      "pull-request": { type: "string" },
      rules: { type: "string" },
      "rules-error": { type: "string" },
      summary: { type: "string" },
    },
    strict: true,
  });
  const pullRequest = Number(values["pull-request"]);
  if (!Number.isInteger(pullRequest) || pullRequest <= 0) {
    throw new Error(`--pull-request: esperado o número da pull request, recebido ${values["pull-request"] ?? "nada"}`);
  }
  if (!values.summary) throw new Error("--summary: falta o arquivo do resumo");
  const decision = autoMergeDecision(pullRequest, readRules(values.rules, values["rules-error"]));
  appendFileSync(values.summary, decision.summary.map((line) => `${line}\n`).join(""));
  console.log(`merge=${decision.merge}`);
}

if (import.meta.main) runCommand(main);
