import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BranchPullRequest, markedWeek, pullRequestPlan, weekMarker } from "./pull-request-plan.ts";

const WEEK = "2026-06-14_2026-06-20";
const NEXT_WEEK = "2026-06-21_2026-06-27";
const pr = (number: number, state: BranchPullRequest["state"], week: string | null): BranchPullRequest => ({
  number,
  state,
  body: `Pesquisa semanal da ANP…\n\n${week === null ? "" : weekMarker(week)}`,
});
const OPEN = { open: true, deleteBranch: false, summary: null };

describe("weekMarker and markedWeek", () => {
  it("read back the week they record", () => {
    const day = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (start, end) => {
        const week = `${start}_${end}`;
        expect(markedWeek(`texto\n\n${weekMarker(week)}\n`)).toBe(week);
      }),
    );
  });

  it("find no week in a body without the marker", () => {
    expect(markedWeek("Dados: notícias da Agência Brasil")).toBeNull();
  });
});

describe("pullRequestPlan", () => {
  it("opens the pull request when the branch never had one", () => {
    expect(pullRequestPlan(WEEK, [])).toEqual(OPEN);
  });

  it("updates the one still open", () => {
    expect(pullRequestPlan(NEXT_WEEK, [pr(4, "OPEN", WEEK)])).toEqual(OPEN);
  });

  it("deletes the branch the last merged pull request left, then opens a new one", () => {
    expect(pullRequestPlan(NEXT_WEEK, [pr(4, "MERGED", WEEK)])).toEqual({
      open: true,
      deleteBranch: true,
      summary: null,
    });
  });

  it("does not open again a week the owner closed without merging, and says so", () => {
    expect(pullRequestPlan(WEEK, [pr(3, "MERGED", "2026-06-07_2026-06-13"), pr(4, "CLOSED", WEEK)])).toEqual({
      open: false,
      deleteBranch: false,
      summary:
        "Nenhuma pull request aberta: a #4, com os dados da semana 2026-06-14_2026-06-20, foi fechada sem junção, e a mesma semana não é aberta de novo. A próxima semana da ANP abre uma nova.",
    });
  });

  it("opens the next week after a closed one", () => {
    expect(pullRequestPlan(NEXT_WEEK, [pr(4, "CLOSED", WEEK)])).toEqual(OPEN);
  });

  it("opens when the closed pull request recorded no week, or none is kept", () => {
    expect(pullRequestPlan(WEEK, [pr(4, "CLOSED", null)])).toEqual(OPEN);
    expect(pullRequestPlan(null, [pr(4, "CLOSED", null)])).toEqual(OPEN);
  });

  it("decides by the newest pull request, whatever order gh lists them in", () => {
    expect(pullRequestPlan(WEEK, [pr(9, "CLOSED", WEEK), pr(2, "MERGED", WEEK)]).open).toBe(false);
    expect(pullRequestPlan(WEEK, [pr(2, "CLOSED", WEEK), pr(9, "MERGED", WEEK)]).deleteBranch).toBe(true);
  });
});

describe("pull-request-plan (the command)", () => {
  const SCRIPT = new URL("./pull-request-plan.ts", import.meta.url).pathname;
  const NODE = new URL("../node_modules/.bin/node", import.meta.url).pathname;
  const run = (week: string, listed: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), "pull-request-plan-"));
    writeFileSync(join(dir, "last.json"), JSON.stringify(listed));
    writeFileSync(join(dir, "summary.md"), "");
    const args = [SCRIPT, `--week=${week}`, "--last", join(dir, "last.json"), "--summary", join(dir, "summary.md")];
    const result = spawnSync(existsSync(NODE) ? NODE : process.execPath, args, { encoding: "utf8" });
    return { ...result, summary: readFileSync(join(dir, "summary.md"), "utf8") };
  };

  it("prints the plan for GITHUB_OUTPUT and the reason in the summary", () => {
    const result = run(WEEK, [pr(4, "CLOSED", WEEK)]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("open=false\ndelete-branch=false\n");
    expect(result.summary).toContain("a #4, com os dados da semana 2026-06-14_2026-06-20, foi fechada sem junção");
  });

  it("reads an empty week as none kept", () => {
    expect(run("", []).stdout).toBe("open=true\ndelete-branch=false\n");
  });

  it("exits 2 on a week that is not a week folder's name, or an answer that is not gh's", () => {
    expect(run("2026-06-14", []).status).toBe(2);
    const result = run(WEEK, [{ number: 1, state: "DRAFT", body: "" }]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("não é a resposta de gh pr list");
  });
});
