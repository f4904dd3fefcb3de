/**
 * `npm install`'s `prepare` step: points git at the committed hooks in
 * .githooks/ (`git config core.hooksPath .githooks`), so that the
 * commit-msg hook (scripts/commit-msg.mjs) runs for everyone who installs.
 * Outside a git work tree (a tarball, a Docker build without .git) or
 * without git it does nothing, and it leaves another hooks folder the owner
 * chose alone: `npm ci` never fails because of it.
 */
import { execFileSync } from "node:child_process";

/** Runs git; undefined when git is missing or the command fails. */
function git(...args) {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

const HOOKS = ".githooks";

if (git("rev-parse", "--is-inside-work-tree") !== "true") {
  console.log("git hooks: not a git work tree, nothing installed.");
} else {
  const current = git("config", "--get", "core.hooksPath");
  if (current === HOOKS) {
    // Already installed.
  } else if (current) {
    console.log(`git hooks: core.hooksPath is ${current}; ${HOOKS}/commit-msg not installed.`);
  } else if (git("config", "core.hooksPath", HOOKS) === undefined) {
    console.log("git hooks: could not set core.hooksPath; the commit-msg check is not installed.");
  }
}
