import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commitMessageProblem, MAX_SUBJECT_LENGTH } from "./commit-msg.mjs";

const subject = (length: number) => "Precompress on every core ".padEnd(length, "x");

describe("commitMessageProblem", () => {
  it("accepts a subject of up to 72 characters, with or without a body after a blank line", () => {
    expect(MAX_SUBJECT_LENGTH).toBe(72);
    expect(commitMessageProblem(`${subject(72)}\n`)).toBeUndefined();
    expect(commitMessageProblem(`${subject(40)}\n\nWhy: the build took minutes.\n`)).toBeUndefined();
  });

  it("refuses a longer subject, saying how long it is", () => {
    expect(commitMessageProblem(`${subject(73)}\n\nbody\n`)).toMatch(/^The subject has 73 characters; keep it to 72/);
  });

  it("counts characters, not bytes: accents are one each", () => {
    expect(commitMessageProblem(`${"ç".repeat(72)}\n`)).toBeUndefined();
    expect(commitMessageProblem(`${"ç".repeat(73)}\n`)).toMatch(/73 characters/);
  });

  it("asks for a blank line between the subject and the body", () => {
    expect(commitMessageProblem("Short subject\nbody right below\n")).toBe(
      "Leave a blank line between the subject and the body.",
    );
  });

  it("lets merges and git's fixup subjects through, and ignores the lines git drops", () => {
    expect(commitMessageProblem(`Merge branch '${subject(90)}' into main\n`)).toBeUndefined();
    expect(commitMessageProblem(`fixup! ${subject(72)}\n`)).toBeUndefined();
    expect(
      commitMessageProblem(`\n# ${subject(100)}\nShort subject\n\n# Please enter the commit message\n`),
    ).toBeUndefined();
    expect(commitMessageProblem("# only comments\n")).toBeUndefined();
  });
});

describe("the hook in a repository", () => {
  it("stops `git commit` with a long subject and lets a short one through", () => {
    const repo = mkdtempSync(join(tmpdir(), "commit-msg-"));
    const git = (...args: string[]) =>
      spawnSync("git", ["-c", "user.name=Teste", "-c", "user.email=t@example.com", ...args], {
        cwd: repo,
        encoding: "utf8",
      });
    git("init", "-q");
    git("config", "core.hooksPath", join(import.meta.dirname, "..", ".githooks"));
    // The hook runs scripts/commit-msg.mjs of the repository it is in: give the test repository its copy.
    mkdirSync(join(repo, "scripts"));
    copyFileSync(join(import.meta.dirname, "commit-msg.mjs"), join(repo, "scripts", "commit-msg.mjs"));
    writeFileSync(join(repo, "a.txt"), "a");
    git("add", "a.txt");
    const long = git("commit", "-q", "-m", subject(80));
    expect(long.status).toBe(1);
    expect(long.stderr).toContain("The subject has 80 characters");
    expect(git("commit", "-q", "-m", subject(60), "-m", "Why it changed.").status).toBe(0);
  });
});

describe("npm install's hook installation (scripts/install-git-hooks.mjs)", () => {
  const install = (cwd: string) =>
    spawnSync(process.execPath, [join(import.meta.dirname, "install-git-hooks.mjs")], { cwd, encoding: "utf8" });

  it("points a git work tree at .githooks, and leaves another hooks folder alone", () => {
    const repo = mkdtempSync(join(tmpdir(), "hooks-"));
    spawnSync("git", ["init", "-q"], { cwd: repo });
    expect(install(repo).status).toBe(0);
    const hooksPath = () => spawnSync("git", ["config", "--get", "core.hooksPath"], { cwd: repo, encoding: "utf8" });
    expect(hooksPath().stdout.trim()).toBe(".githooks");
    spawnSync("git", ["config", "core.hooksPath", ".husky"], { cwd: repo });
    expect(install(repo).stdout).toContain("core.hooksPath is .husky");
    expect(hooksPath().stdout.trim()).toBe(".husky");
  });

  it("does nothing, and does not fail, outside a git work tree", () => {
    const folder = mkdtempSync(join(tmpdir(), "no-git-"));
    const result = install(folder);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("not a git work tree");
  });
});
