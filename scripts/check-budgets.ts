/**
 * Budgets of the production build, checked in CI (deterministic, unlike
 * timings), on EVERY page the build holds (found by walking it, so a new
 * page is checked the day it is added), each by its kind ({@link PAGE_KINDS}):
 * - the JavaScript it runs without the visitor doing anything but arrive
 *   (its inline scripts, its module scripts, the islands that hydrate on
 *   load or idle with their renderer, and everything those import
 *   statically; islands that hydrate on interaction, when visible or on an
 *   update, and lazy chunks, load later), brotli-compressed as served (an
 *   inline script on its own);
 * - its inline CSS, brotli;
 * - its HTML as served (brotli): the part that must come in the first TCP
 *   window (the whole page, or on the home page everything up to the end of
 *   the calculator's section), and the whole page;
 * - its DOM size: the elements of its body, as Lighthouse's `dom-size` counts them.
 * Exits 1 when a page is over a budget, naming the page and the figure.
 * `BUILD_DIR` names the build (default build). The Lighthouse bench
 * (`npm run bench`) measures the whole first load.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { JSDOM } from "jsdom";

/**
 * The HTML a page can send in the first round trip: Lighthouse's simulated
 * connection (Lantern, as TCP does) delivers 10 segments of 1,460 bytes
 * before the first acknowledgement, 14,600 bytes with the response's
 * headers (about 800 bytes here); a larger page waits one more round trip
 * (150 ms on the mobile preset) before its first paint.
 */
export const FIRST_WINDOW_KIB = 13.4;

/** Lighthouse's `dom-size` fails a page above 1,400 elements: no page may have more. */
const MAX_ELEMENTS = 1400;

/**
 * The home page's first part: its HTML up to the end of the calculator's section, the inline script that answers
 * "Calcular" included, must fit the first window; the rest (products, information cards, news, structured data)
 * may follow in the next round trips.
 */
export const HOME_FIRST_PART_END = 'section[aria-labelledby="calculadora-title"]';

/**
 * /dados' first part: everything up to the end of the newest week's files, before the list of every kept week,
 * which grows by a link a week (docs/decisions/0007-open-data-pages.md).
 */
export const OPEN_DATA_FIRST_PART_END = "#mais-recente";

/**
 * Avisos' part of the service worker (avisos-sw.<hash>.js, brotli; docs/alerts.md): fetched once when the worker
 * installs, never by a page. 13.4 KiB measured 2026-11-29, most of it Zod, which validates each file the background
 * check reads as the pages validate them.
 */
export const ALERTS_WORKER_KIB = 15;

/** Avisos' part of the worker in the build: its content-hashed name. */
const ALERTS_WORKER_FILE = /^avisos-sw\.[0-9a-f]{8}\.js$/;

/** Content pages and articles (text, a few cards): well under the data pages' ceiling. */
const CONTENT_ELEMENTS = 800;

/**
 * A page's figures, or the most its kind may have: the JavaScript it runs on arrival, its inline CSS, the HTML of its
 * first part (what must come in the first window) and its whole HTML in KiB (brotli), and the elements of its body.
 */
export interface Figures {
  readonly js: number;
  readonly css: number;
  readonly first: number;
  readonly html: number;
  readonly dom: number;
}

/**
 * Pages without framework JavaScript: the site script and nothing else (3 KiB; /carros adds its search box's own
 * script, no framework, inline, 0.7 KiB: the search code and its data load on first use). The inline CSS is each
 * route's share of the stylesheet (integrations/page-styles.ts).
 */
const DATA_PAGE: Figures = { js: 3, css: 5, first: FIRST_WINDOW_KIB, html: FIRST_WINDOW_KIB, dom: MAX_ELEMENTS };
const CONTENT_PAGE: Figures = { js: 3, css: 5, first: FIRST_WINDOW_KIB, html: FIRST_WINDOW_KIB, dom: CONTENT_ELEMENTS };

/** A kind of page: its files in the build, its budget, and where its first part ends (the whole page by default). */
interface PageKind {
  readonly kind: string;
  readonly file: RegExp;
  readonly budget: Figures;
  /** The element whose end closes the part that must fit the first window (a CSS selector). */
  readonly firstPartEnd?: string;
}

/**
 * The kinds of page, by their file in the build (the first that matches).
 * Every page fits the first window but the home page, whose first part does.
 */
export const PAGE_KINDS: readonly PageKind[] = [
  {
    kind: "home page",
    file: /^index\.html$/,
    // It carries every word of the product's home page (the calculator, the three products, the six information
    // cards with their sources, the six news), which do not fit in 13.4 KiB: the owner's rule is that
    // everything up to the end of the calculator's section fits the first window, and the whole page 20 KiB
    // (docs/speed.md: icons from the sprite, Astro's island runtime fetched when an island hydrates, no unread
    // custom properties). Its first load includes the verdict, its toast and the hints drawn before hydration
    // (inline); its inline CSS is what its HTML uses.
    firstPartEnd: HOME_FIRST_PART_END,
    budget: { js: 5.6, css: 4.5, first: FIRST_WINDOW_KIB, html: 20, dom: MAX_ELEMENTS },
  },
  {
    kind: "fill-up log",
    file: /^abastecimentos\.html$/,
    // The log hydrates on load: no more than the home page once the calculator has hydrated (measured 2026-11-24:
    // 93.0 KiB with every island of the home page; the log's page 85.8 KiB, 88.5 KiB on 2026-11-28 once the update
    // notice nudges a held service worker, docs/decisions/0005-service-worker-update.md; 89.2 KiB on 2026-11-29 once
    // IndexedDB's client, idb-keyval, is a chunk the log shares with Meus postos). CSV parsing (Papa Parse) loads on
    // the first export or import.
    budget: { js: 90, css: 5, first: FIRST_WINDOW_KIB, html: FIRST_WINDOW_KIB, dom: MAX_ELEMENTS },
  },
  {
    kind: "error drill",
    file: /^__/,
    // The e2e builds' test-only page (ERROR_DRILL, site.config.ts; never deployed): an island that fails on purpose,
    // hydrated on load with React (70.3 KiB measured 2026-11-26).
    budget: { js: 75, css: 5, first: FIRST_WINDOW_KIB, html: FIRST_WINDOW_KIB, dom: CONTENT_ELEMENTS },
  },
  {
    kind: "framed calculator",
    file: /^embed\/calculadora\.html$/,
    // The calculator other sites frame (docs/embed.md): it loads inside their pages, so the whole page as served, its
    // inline CSS, its one script (fields, hints, verdict; no island) and the 27 states' means included, stays under
    // 10 KiB, less than the first window.
    budget: { js: 4.5, css: 3, first: 10, html: 10, dom: CONTENT_ELEMENTS },
  },
  {
    kind: "open data index",
    file: /^dados\.html$/,
    // /dados lists every kept week, a new one every Tuesday for years, as a link to its page (two elements and about
    // 5 bytes of brotli a week): everything up to the newest week's files fits the first window, the list and the
    // explanations follow, and the page has a data page's 1,400 elements and the home page's 20 KiB, enough for ten
    // years of weeks (docs/decisions/0007-open-data-pages.md; integrations/open-data.built.test.ts builds it with 520).
    // The week pages (dados/<domingo>_<sábado>.html) do not grow: content pages.
    firstPartEnd: OPEN_DATA_FIRST_PART_END,
    budget: { js: 3, css: 5, first: FIRST_WINDOW_KIB, html: 20, dom: MAX_ELEMENTS },
  },
  // The ANP price pages: /precos, the states, their month by month, the cities and whatever else lives under it.
  { kind: "price page", file: /^precos(\.html|\/)/, budget: DATA_PAGE },
  // The Inmetro car pages: /carros, the table of the year, the makes.
  { kind: "car page", file: /^carros(\.html|\/)/, budget: DATA_PAGE },
  { kind: "article", file: /^blog\/[^/]+\.html$/, budget: CONTENT_PAGE },
  // /curiosidades, /blog, /privacidade, the offline and not-found pages.
  { kind: "content page", file: /\.html$/, budget: CONTENT_PAGE },
];

/** The kind of the page at `file` (its path in build/client, "precos/sp.html"). */
export function pageKind(file: string): PageKind {
  const kind = PAGE_KINDS.find((candidate) => candidate.file.test(file));
  if (!kind) throw new Error(`${file}: no page kind`);
  return kind;
}

/** Static `import … from "…"` / `import "…"` specifiers of a module (not dynamic `import()`). */
export function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );
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

/** The elements of a page's body, as Lighthouse's `dom-size` counts them (a `<template>`'s content is not in the DOM). */
export function domElements(document: Document): number {
  return document.body.getElementsByTagName("*").length;
}

function brotliBytes(path: string): number {
  return existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(readFileSync(path)).length;
}

const brotliKiB = (text: string) => brotliCompressSync(Buffer.from(text)).length / 1024;

/** Every HTML page under `dir`, as paths relative to it, sorted. */
function htmlPages(dir: string, root = dir): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return htmlPages(path, root);
      return name.endsWith(".html") ? [relative(root, path)] : [];
    })
    .sort();
}

/**
 * Measures the page `file` of the build in `client` (build/client):
 * `moduleBytes` caches the brotli size of each module file between pages.
 * `firstPartEnd` (a CSS selector) ends the page's first part at the end of
 * the element it matches (brotli of that prefix of the HTML on its own); the
 * whole page without it. Throws when no element matches.
 */
export function measurePage(
  client: string,
  file: string,
  moduleBytes = new Map<string, number>(),
  firstPartEnd?: string,
): Figures {
  const html = readFileSync(join(client, file), "utf8");
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const { document } = dom.window;
  const wholeHtml = brotliBytes(join(client, file)) / 1024;
  let first = wholeHtml;
  if (firstPartEnd) {
    const end = document.querySelector(firstPartEnd);
    const location = end && dom.nodeLocation(end);
    if (!location) throw new Error(`${file}: no element ${firstPartEnd}`);
    first = brotliKiB(html.slice(0, location.endOffset));
  }
  const inline = [...document.querySelectorAll("script:not([src]):not([type='application/ld+json'])")].reduce(
    (sum, script) => sum + brotliKiB(script.textContent ?? ""),
    0,
  );
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(join(client, url), "utf8");
    for (const specifier of staticImports(source)) visit(new URL(specifier, `http://x${url}`).pathname);
  };
  entryModules(document).forEach(visit);
  const modules = [...seen].reduce((sum, url) => {
    const bytes = moduleBytes.get(url) ?? brotliBytes(join(client, url));
    moduleBytes.set(url, bytes);
    return sum + bytes;
  }, 0);
  return {
    js: modules / 1024 + inline,
    css: [...document.querySelectorAll("style")].reduce((sum, style) => sum + brotliKiB(style.textContent ?? ""), 0),
    first,
    html: wholeHtml,
    dom: domElements(document),
  };
}

/** The figures of `figures` over `budget`, in words: ["HTML 14.1 KiB > 13.4", "DOM 1,523 elements > 1,400"]. */
export function overBudget(figures: Figures, budget: Figures): string[] {
  const over: string[] = [];
  for (const [key, label] of [
    ["js", "JS"],
    ["css", "CSS"],
    ["first", "HTML before the first window ends"],
    ["html", "HTML"],
  ] as const) {
    if (figures[key] > budget[key]) over.push(`${label} ${figures[key].toFixed(1)} KiB > ${budget[key]}`);
  }
  if (figures.dom > budget.dom) over.push(`DOM ${figures.dom} elements > ${budget.dom}`);
  return over;
}

if (import.meta.main) {
  const client = new URL(`../${process.env.BUILD_DIR ?? "build"}/client/`, import.meta.url).pathname;
  const moduleBytes = new Map<string, number>();
  /** Per kind: how many pages, and the largest figure of each budget with its page. */
  const largest = new Map<string, { pages: number; max: Record<keyof Figures, [number, string]> }>();
  let failed = 0;
  for (const file of htmlPages(client)) {
    const { kind, budget, firstPartEnd } = pageKind(file);
    const figures = measurePage(client, file, moduleBytes, firstPartEnd);
    const over = overBudget(figures, budget);
    if (over.length > 0) {
      failed += 1;
      console.log(`✗ ${file} (${kind}): ${over.join("; ")}`);
    }
    const entry = largest.get(kind) ?? {
      pages: 0,
      max: { js: [0, ""], css: [0, ""], first: [0, ""], html: [0, ""], dom: [0, ""] },
    };
    entry.pages += 1;
    for (const key of ["js", "css", "first", "html", "dom"] as const) {
      if (figures[key] > entry.max[key][0]) entry.max[key] = [figures[key], file];
    }
    largest.set(kind, entry);
  }
  for (const { kind, budget } of PAGE_KINDS) {
    const entry = largest.get(kind);
    if (!entry) continue;
    const { js, css, first, html, dom } = entry.max;
    console.log(
      `${kind}, ${entry.pages} ${entry.pages === 1 ? "page" : "pages"}, largest: JS ${js[0].toFixed(1)} KiB (${js[1]}; budget ${budget.js}), ` +
        `CSS ${css[0].toFixed(1)} KiB (${css[1]}; budget ${budget.css}), ` +
        `first part ${first[0].toFixed(1)} KiB (${first[1]}; budget ${budget.first}), HTML ${html[0].toFixed(1)} KiB (${html[1]}; budget ${budget.html}), ` +
        `DOM ${dom[0]} elements (${dom[1]}; budget ${budget.dom})`,
    );
  }
  const workers = readdirSync(client).filter((name) => ALERTS_WORKER_FILE.test(name));
  const workerKiB = workers.length === 1 ? brotliBytes(join(client, workers[0] as string)) / 1024 : Infinity;
  console.log(
    `Avisos' part of the service worker: ${workers.join(", ") || "missing"}, ${workerKiB.toFixed(1)} KiB (budget ${ALERTS_WORKER_KIB})`,
  );
  if (workerKiB > ALERTS_WORKER_KIB) failed += 1;
  console.log(failed > 0 ? `${failed} file(s) over budget` : "Every page and the worker within their budgets");
  process.exitCode = failed > 0 ? 1 : 0;
}
