/**
 * ESLint rule: an `.astro` file's frontmatter (the script between its two
 * `---` fences) holds at most `max` lines, blank lines and comments aside,
 * as `max-lines-per-function` counts a function's. No existing rule fits:
 * `max-lines` counts the whole file, template included, and
 * `max-statements` and `max-lines-per-function` only reach functions, while
 * a page's data gathering is top-level code. A page whose frontmatter grows
 * moves that work into a tested `features/<f>/build/<name>-page.ts` module.
 * Options: `{ max }` (default 60). Files without a frontmatter pass.
 */

const FENCE = /^---[ \t]*$/;

/** The lines of `comment` that hold nothing else, as line numbers (1-based). */
function commentOnlyLines(comment, lines) {
  const only = [];
  const { start, end } = comment.loc;
  for (let line = start.line; line <= end.line; line++) {
    const text = lines[line - 1] ?? "";
    const before = line === start.line ? text.slice(0, start.column) : "";
    const after = line === end.line ? text.slice(end.column) : "";
    if (before.trim() === "" && after.trim() === "") only.push(line);
  }
  return only;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "suggestion",
    docs: { description: "Limit an Astro frontmatter's lines, blank lines and comments aside" },
    schema: [
      {
        type: "object",
        properties: { max: { type: "integer", minimum: 0 } },
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong:
        "Frontmatter has too many lines ({{lines}}). Maximum allowed is {{max}}: move the page's data gathering into a tested features/<feature>/build/<name>-page.ts module.",
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 60;
    const { sourceCode } = context;
    return {
      Program() {
        const { lines } = sourceCode;
        const open = lines.findIndex((line) => line.trim() !== "");
        if (open < 0 || !FENCE.test(lines[open])) return;
        const close = lines.findIndex((line, index) => index > open && FENCE.test(line));
        if (close < 0) return;
        const comments = new Set(
          sourceCode
            .getAllComments()
            .filter((comment) => comment.loc.start.line > open + 1 && comment.loc.end.line <= close)
            .flatMap((comment) => commentOnlyLines(comment, lines)),
        );
        let count = 0;
        for (let line = open + 2; line <= close; line++) {
          if (lines[line - 1].trim() !== "" && !comments.has(line)) count++;
        }
        if (count > max) {
          context.report({
            loc: { start: { line: open + 1, column: 0 }, end: { line: close + 1, column: 3 } },
            messageId: "tooLong",
            data: { lines: count, max },
          });
        }
      },
    };
  },
};
