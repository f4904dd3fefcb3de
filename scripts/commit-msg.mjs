/**
 * The commit-msg hook's check (.githooks/commit-msg, which `npm install`
 * installs: scripts/install-git-hooks.mjs): a commit's subject, its first
 * line, is at most 72 characters, and the why goes in the body after a
 * blank line (CONTRIBUTING, "Commit messages"). Merge commits and git's
 * own fixup!/squash!/amend! subjects pass whatever their length.
 *
 * Usage: node scripts/commit-msg.mjs <file with the commit message>
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The longest subject accepted, in characters. */
export const MAX_SUBJECT_LENGTH = 72;

/**
 * What is wrong with a commit message, in one sentence, or undefined when
 * nothing is. Lines git drops (comments, "#…") and leading blank lines do
 * not count.
 * @param {string} message the commit message as git hands it to the hook
 * @returns {string | undefined}
 */
export function commitMessageProblem(message) {
  const lines = message.split("\n").filter((line) => !line.startsWith("#"));
  const subject = lines.find((line) => line.trim() !== "")?.trimEnd();
  if (subject === undefined) return undefined;
  if (/^(Merge |(fixup|squash|amend)! )/.test(subject)) return undefined;
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH)
    return `The subject has ${length} characters; keep it to ${MAX_SUBJECT_LENGTH} and put the why in the body, after a blank line.`;
  const next = lines[lines.indexOf(subject) + 1];
  if (next !== undefined && next.trim() !== "") return "Leave a blank line between the subject and the body.";
  return undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: node scripts/commit-msg.mjs <commit message file>");
    process.exit(2);
  }
  const problem = commitMessageProblem(readFileSync(file, "utf8"));
  if (problem) {
    console.error(
      `commit-msg: ${problem}\n(CONTRIBUTING.md, "Commit messages"; git commit --no-verify skips the check.)`,
    );
    process.exit(1);
  }
}
