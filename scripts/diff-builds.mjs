/**
 * Compares the pages of two builds, apart from asset hashes: every `.html`
 * file of both folders, with the content hash in `/_astro/` and `/og/` file
 * names and in Content Security Policy source hashes replaced by a mark.
 * Prints the pages that differ (the first differing line of each) and the
 * pages only one build has; exits 1 when any differs.
 *
 * Usage: node scripts/diff-builds.mjs <before-build-dir> <after-build-dir>
 * (for example a copy of build-e2e/client made before a refactor, and the new one).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("Usage: node scripts/diff-builds.mjs <before-build-dir> <after-build-dir>");
  process.exit(2);
}

/**
 * Every .html file under `dir`, by the page's address ("blog", for blog.html or, in a build made with Astro's
 * `format: "directory"`, blog/index.html), to the file's path.
 */
function pages(dir) {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .map((file) => [file === "index.html" ? "" : file.replace(/(\/index)?\.html$/, ""), file]),
  );
}

/** The page without what changes with any content hash. */
function normalize(html) {
  return (
    html
      .replace(/(\/_astro\/[\w.@-]+?)\.[\w-]{8}(\.\w+)/g, "$1.#$2")
      .replace(/(\/og\/[\w-]+)-[\da-f]{8,}(\.png)/g, "$1-#$2")
      .replace(/'sha(256|384|512)-[\w+/=]+'/g, "'sha$1-#'")
      // Astro's island id, a hash of the component's file path.
      .replace(/(<astro-island uid=")[\w-]+"/g, '$1#"')
  );
}

const beforePages = pages(before);
const afterPages = pages(after);
let differences = 0;
for (const page of [...new Set([...beforePages.keys(), ...afterPages.keys()])].sort()) {
  if (!beforePages.has(page) || !afterPages.has(page)) {
    differences += 1;
    console.log(`${page}: only in ${beforePages.has(page) ? before : after}`);
    continue;
  }
  const a = normalize(readFileSync(join(before, beforePages.get(page)), "utf8")).split(/(?=<)/);
  const b = normalize(readFileSync(join(after, afterPages.get(page)), "utf8")).split(/(?=<)/);
  const index = a.findIndex((part, i) => part !== b[i]);
  if (index === -1 && a.length === b.length) continue;
  differences += 1;
  const at = index === -1 ? Math.min(a.length, b.length) : index;
  console.log(`${page}:\n  - ${(a[at] ?? "").slice(0, 200)}\n  + ${(b[at] ?? "").slice(0, 200)}`);
}
const total = new Set([...beforePages.keys(), ...afterPages.keys()]).size;
console.log(
  differences === 0 ? `${total} pages, identical apart from asset hashes.` : `${differences} of ${total} pages differ.`,
);
process.exit(differences === 0 ? 0 : 1);
