/**
 * Copies the built site for Cloudflare Pages: everything but the precompressed `.br` and `.gz` copies, which Pages
 * does not use (it compresses at its edge) and which would only count against its file limit. The deploy workflow
 * uploads the copy; the Pages test serves it.
 *
 * Usage: node scripts/pages-upload.mjs <build/client> <folder to upload>
 */
import { cpSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Copies `from` (the built site) into `to`, leaving out the `.br` and `.gz` copies. */
export function copyForPages(from, to) {
  cpSync(from, to, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error("Usage: node scripts/pages-upload.mjs <build/client> <folder to upload>");
    process.exit(2);
  }
  copyForPages(resolve(from), resolve(to));
  console.log(`${resolve(to)}: the site without its .br/.gz copies, for Cloudflare Pages.`);
}
