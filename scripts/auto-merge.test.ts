import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { autoMergeDecision, CI_CHECK } from "./auto-merge.ts";

/** A rule of `GET /repos/{owner}/{repo}/rules/branches/main` as GitHub answers it. */
const rule = (type: string, parameters: Record<string, unknown>) => ({
  type,
  parameters,
  ruleset_source_type: "Repository",
  ruleset_source: "dono/etanol-ou-gasolina",
  ruleset_id: 42,
});
const requiredChecks = (contexts: string[], strict = false) =>
  rule("required_status_checks", {
    required_status_checks: contexts.map((context) => ({ context, integration_id: 15368 })),
    strict_required_status_checks_policy: strict,
  });
const approvals = (count: number) =>
  rule("pull_request", { required_approving_review_count: count, dismiss_stale_reviews_on_push: false });
const read = (rules: unknown) => ({ read: true, rules }) as const;

describe("autoMergeDecision", () => {
  it("turns auto-merge on when a ruleset of main requires CI's check", () => {
    const decision = autoMergeDecision(7, read([rule("deletion", {}), requiredChecks([CI_CHECK])]));
    expect(decision).toEqual({
      merge: true,
      summary: ["Junção automática ligada: a pull request #7 se junta quando a verificação `test` do CI passar."],
    });
  });

  it("leaves it off when main has no rule at all: the pull request would merge before CI ran", () => {
    const decision = autoMergeDecision(7, read([]));
    expect(decision.merge).toBe(false);
    expect(decision.summary).toEqual([expect.stringContaining("nenhum ruleset do main exige a verificação `test`")]);
  });

  it("leaves it off when the rules require other checks but not CI's", () => {
    expect(autoMergeDecision(7, read([requiredChecks(["lint", "tests"])])).merge).toBe(false);
    expect(autoMergeDecision(7, read([approvals(0), rule("required_linear_history", {})])).merge).toBe(false);
  });

  it("leaves it off, in one line naming why, when the rules cannot be read", () => {
    const decision = autoMergeDecision(7, { read: false, error: "HTTP 403: Resource not accessible\n" });
    expect(decision).toEqual({
      merge: false,
      summary: [
        "Junção automática não ligada na pull request #7: as regras do main não puderam ser lidas (HTTP 403: Resource not accessible). Ela espera uma pessoa. Passo a passo: docs/deploy.md, passo 7.",
      ],
    });
  });

  it("leaves it off on an answer that is not a list of rules", () => {
    expect(autoMergeDecision(7, read({ message: "Not Found" })).merge).toBe(false);
    expect(autoMergeDecision(7, read([null, { type: "required_status_checks" }])).merge).toBe(false);
  });

  it("turns it on but warns when the rules ask for an approval the token's owner cannot give", () => {
    const decision = autoMergeDecision(7, read([requiredChecks([CI_CHECK]), approvals(1)]));
    expect(decision.merge).toBe(true);
    expect(decision.summary[1]).toMatch(/^Atenção: o ruleset do main exige 1 aprovação, e o dono do token não pode/);
    expect(autoMergeDecision(7, read([requiredChecks([CI_CHECK]), approvals(2)])).summary[1]).toContain(
      "exige 2 aprovações",
    );
  });

  it("turns it on but warns when the rules ask for the branch to be up to date", () => {
    const decision = autoMergeDecision(7, read([requiredChecks([CI_CHECK], true)]));
    expect(decision.merge).toBe(true);
    expect(decision.summary).toEqual([
      expect.stringContaining("Junção automática ligada"),
      expect.stringContaining("exige o branch atualizado"),
    ]);
  });
});

describe("auto-merge (the command)", () => {
  const SCRIPT = new URL("./auto-merge.ts", import.meta.url).pathname;
  const NODE = new URL("../node_modules/.bin/node", import.meta.url).pathname;
  const run = (args: (dir: string) => string[]) => {
    const dir = mkdtempSync(join(tmpdir(), "auto-merge-"));
    writeFileSync(join(dir, "summary.md"), "");
    const result = spawnSync(
      existsSync(NODE) ? NODE : process.execPath,
      [SCRIPT, "--summary", join(dir, "summary.md"), ...args(dir)],
      { encoding: "utf8" },
    );
    return { ...result, summary: readFileSync(join(dir, "summary.md"), "utf8") };
  };

  it("reads the endpoint's answer and prints merge=true", () => {
    const result = run((dir) => {
      writeFileSync(join(dir, "rules.json"), JSON.stringify([requiredChecks([CI_CHECK])]));
      return ["--pull-request", "12", "--rules", join(dir, "rules.json")];
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("merge=true\n");
    expect(result.summary).toBe(
      "Junção automática ligada: a pull request #12 se junta quando a verificação `test` do CI passar.\n",
    );
  });

  it("prints merge=false with gh's message when the answer is empty", () => {
    const result = run((dir) => {
      writeFileSync(join(dir, "rules.json"), "");
      writeFileSync(join(dir, "error.txt"), "gh: Not Found (HTTP 404)\n");
      return ["--pull-request", "12", "--rules", join(dir, "rules.json"), "--rules-error", join(dir, "error.txt")];
    });
    expect(result.stdout).toBe("merge=false\n");
    expect(result.summary).toContain("as regras do main não puderam ser lidas (gh: Not Found (HTTP 404))");
  });

  it("exits 2 without a pull request number", () => {
    const result = run(() => ["--rules", "/nonexistent"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--pull-request: esperado o número da pull request");
  });
});
