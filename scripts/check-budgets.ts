/**
 * Byte budgets of the production build, checked in CI (deterministic, unlike
 * timings). For each page: the JavaScript it runs without the visitor doing
 * anything but arrive (its inline scripts, its module scripts, the islands
 * that hydrate on load or idle with their renderer, and everything those
 * import statically; islands that hydrate on interaction, when visible or on
 * an update, and lazy chunks, load later), brotli-compressed as served (an
 * inline script on its own); its inline CSS; and the page itself, its
 * HTML as served (brotli). Exits 1 when a page is over budget.
 * The Lighthouse bench (`npm run bench`) measures the whole first load.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { JSDOM } from "jsdom";

/**
 * The HTML a page can send in the first round trip: Lighthouse's simulated
 * connection (Lantern, as TCP does) delivers 10 segments of 1,460 bytes
 * before the first acknowledgement, 14,600 bytes with the response's
 * headers (about 800 bytes here); a larger page waits one more round trip
 * (150 ms on the mobile preset) before its first paint.
 */
const FIRST_WINDOW_KIB = 13.4;

/**
 * Budgets in KiB, brotli, per page. Content pages, the ANP price pages and
 * the Inmetro car pages ship no framework (3 KiB: the site script and
 * nothing else); the home page's first load stays within 3 KiB of what it
 * was before the city averages and the car picker (3.1 KiB: both load on demand).
 * /carros adds its search box's own script (no framework, inline, 0.7 KiB;
 * the search code and its data load on first use). The inline CSS is each route's
 * share of the stylesheet (integrations/page-styles.ts). Content pages and
 * articles fit {@link FIRST_WINDOW_KIB}; the home page and the data pages
 * do not yet (docs/bench.md), and their HTML budget holds them where they are.
 */
export const BUDGET_KIB: Record<string, { js: number; css: number; html: number }> = {
  // The page used at the pump fits the first window (issue 28): its inline CSS is what its HTML uses (the rest
  // loads after the first paint), the products and information cards come as a partial once the calculator is
  // ready, the news cards with their island. Its JS includes the verdict before hydration (2.4 KiB, inline).
  "index.html": { js: 6.1, css: 4, html: FIRST_WINDOW_KIB },
  "curiosidades/index.html": { js: 3, css: 5, html: FIRST_WINDOW_KIB },
  "blog/index.html": { js: 3, css: 5, html: FIRST_WINDOW_KIB },
  "blog/como-ler-a-etiqueta-do-inmetro/index.html": { js: 3, css: 5, html: FIRST_WINDOW_KIB },
  "privacidade/index.html": { js: 3, css: 5, html: FIRST_WINDOW_KIB },
  "404.html": { js: 3, css: 5, html: FIRST_WINDOW_KIB },
  "precos/index.html": { js: 3, css: 5, html: 16.8 },
  "precos/sp/index.html": { js: 3, css: 5, html: 16 },
  "precos/sp/campinas/index.html": { js: 3, css: 5, html: FIRST_WINDOW_KIB },
  // The busiest station list: São Paulo's, with its neighbourhood filter and the list's own inline script.
  "precos/sp/sao-paulo/postos/index.html": { js: 3, css: 5, html: FIRST_WINDOW_KIB },
  "carros/index.html": { js: 3, css: 5, html: 15.6 },
  "carros/chevrolet/index.html": { js: 3, css: 5, html: 15.5 },
  // The fill-up log hydrates on load: no more than the home page once the calculator has hydrated (measured
  // 2026-11-24: 93.0 KiB with every island of the home page; the log's page 85.8 KiB). CSV parsing (Papa Parse)
  // loads on the first export or import.
  "abastecimentos/index.html": { js: 88, css: 5, html: FIRST_WINDOW_KIB },
};

const client = new URL(`../${process.env.BUILD_DIR ?? "build"}/client/`, import.meta.url).pathname;

/** Static `import … from "…"` / `import "…"` specifiers of a module (not dynamic `import()`). */
export function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );
}

function brotliBytes(path: string): number {
  return existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(readFileSync(path)).length;
}

/** The URLs of the modules a page starts with: module scripts and eager islands (component and renderer). */
export function entryModules(document: Document): string[] {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
    (script) => script.getAttribute("src") ?? "",
  );
  const islands = [...document.querySelectorAll('astro-island:is([client="load"], [client="idle"])')].flatMap(
    (island) => [island.getAttribute("component-url") ?? "", island.getAttribute("renderer-url") ?? ""],
  );
  return [...scripts, ...islands];
}

/** Every module loaded from `entries` through static imports, as absolute paths in the build. */
function moduleGraph(entries: readonly string[]): Set<string> {
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
for (const [page, budget] of Object.entries(BUDGET_KIB)) {
  const { document } = new JSDOM(readFileSync(join(client, page), "utf8")).window;
  const inline = [...document.querySelectorAll("script:not([src]):not([type='application/ld+json'])")].reduce(
    (sum, script) => sum + brotliCompressSync(Buffer.from(script.textContent ?? "")).length,
    0,
  );
  const js =
    ([...moduleGraph(entryModules(document))].reduce((sum, url) => sum + brotliBytes(join(client, url)), 0) + inline) /
    1024;
  const css =
    [...document.querySelectorAll("style")].reduce(
      (sum, style) => sum + brotliCompressSync(Buffer.from(style.textContent ?? "")).length,
      0,
    ) / 1024;
  const html = brotliBytes(join(client, page)) / 1024;
  const over = js > budget.js || css > budget.css || html > budget.html;
  failed ||= over;
  console.log(
    `${over ? "✗" : "✓"} ${page}: JS ${js.toFixed(1)} KiB (budget ${budget.js}), CSS ${css.toFixed(1)} KiB (budget ${budget.css}), HTML ${html.toFixed(1)} KiB (budget ${budget.html})`,
  );
}
process.exitCode = failed ? 1 : 0;
