/**
 * Byte budgets of the production build, checked in CI (deterministic, unlike
 * timings). For each prerendered page: the JavaScript its boot script loads
 * statically (the boot's imports, the entry and their static import graph;
 * lazy sections and the toast chunk load later) and its inline CSS, both as
 * served, brotli-compressed. Exits 1 when a page is over budget.
 * The Lighthouse bench (`npm run bench`) measures the whole first load.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

/** Budgets in KiB, brotli. JS leaves room under the 110 KiB first-load target (Lighthouse) for response headers. */
export const BUDGET_KIB = { js: 106, css: 6 };

const client = new URL("../build/client/", import.meta.url).pathname;
const PAGES = ["index.html", "curiosidades/index.html", "blog/index.html", "404.html"];

/** Static `import … from "…"` / `import "…"` specifiers of a module (not dynamic `import()`). */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map((match) => match[1] ?? "");
}

function brotliBytes(path: string): number {
  return existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(readFileSync(path)).length;
}

/** Every module the boot script loads before the page hydrates, as absolute asset paths. */
export function firstLoadModules(html: string): Set<string> {
  const boot = /<script type="text\/plain" data-hydrate="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!boot) throw new Error("no boot script in page");
  const entries = [...staticImports(boot), ...[...boot.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1] ?? "")];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(join(client, url), "utf8");
    for (const specifier of staticImports(source)) visit(new URL(specifier, `http://x${url}`).pathname);
  };
  entries.forEach(visit);
  return seen;
}

let failed = false;
for (const page of PAGES) {
  const html = readFileSync(join(client, page), "utf8");
  const js = [...firstLoadModules(html)].reduce((sum, url) => sum + brotliBytes(join(client, url)), 0) / 1024;
  const css = [...html.matchAll(/<style data-inline-href="[^"]+">([\s\S]*?)<\/style>/g)].reduce(
    (sum, match) => sum + brotliCompressSync(Buffer.from(match[1] ?? "")).length,
    0,
  ) / 1024;
  const over = js > BUDGET_KIB.js || css > BUDGET_KIB.css;
  failed ||= over;
  console.log(`${over ? "✗" : "✓"} ${page}: JS ${js.toFixed(1)} KiB (budget ${BUDGET_KIB.js}), CSS ${css.toFixed(1)} KiB (budget ${BUDGET_KIB.css})`);
}
process.exitCode = failed ? 1 : 0;
