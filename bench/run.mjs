/**
 * `npm run bench`: Lighthouse (mobile preset) on the routes of the
 * production build, five runs each, medians printed as a table. Each run of
 * a route is followed by a run of bench/minimal/index.html, a hand-written
 * page with the same job (the calculator form and the three section
 * headings, inline CSS and script), served with the site's own response
 * headers, so both see the same load on a shared machine and pay the same
 * for the headers (Cross-Origin-Opener-Policy's process swap:
 * docs/speed-findings.md). Per route:
 * - LCP with the default simulated throttling (Lantern) and with DevTools
 *   throttling (the page really run on a CPU slowed 4× over the same
 *   network: mobileSlow4G's latency and throughput), each as a ratio to
 *   the minimal page's in the same runs;
 * - TBT beyond the minimal page's (the route's minus the minimal page's,
 *   medians of the same runs): the blocking time a page adds of its own;
 * - its HTML (KiB, brotli) and the elements of its body, from the build
 *   (scripts/check-budgets.ts), and the budgets of its kind;
 * - the renderer's own parse, style and layout time (observed in the
 *   simulated runs' traces, before Lantern multiplies it by 4), against
 *   the minimal page's: where a page fits the first window and its DOM
 *   budget and its simulated ratio is still above the target, the notes
 *   under the table name that remaining cost.
 * BENCH_RUNS (default 5), BENCH_PORT (default 4190, the minimal page on the
 * next port), BENCH_ROUTES (comma-separated, default all) and BUILD_DIR
 * (default build) narrow a run. Needs a build (npm run build) and Chromium
 * (CHROME_PATH or /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sirv from "sirv";
import { pageFile } from "#integrations/build-files.ts";
import { FIRST_WINDOW_KIB, measurePage, pageKind } from "#scripts/check-budgets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUILD = process.env.BUILD_DIR ?? "build";
const CLIENT = `${BUILD}/client`;
/** BENCH_PORT (default 4190) serves the build, the next port the minimal page. */
const SITE_PORT = Number(process.env.BENCH_PORT ?? 4190);
const MINIMAL_PORT = SITE_PORT + 1;

/**
 * Targets per route: LCP ≤ 1.10 × the minimal page's on the calculator's page, ≤ 1.20 elsewhere; blocking
 * time beyond the minimal page's ≤ 50 ms on the calculator's page (it carries an island), ≤ 10 ms elsewhere.
 */
const INTERACTIVE = { lcpRatio: 1.1, tbtBeyondMs: 50, cls: 0.01, jsKiB: 75 };
const CONTENT = { lcpRatio: 1.2, tbtBeyondMs: 10, cls: 0.01, jsKiB: 3 };

/** The page of the latest Inmetro table's cars, whatever its year ("/carros/tabela-2026"). */
const tablePage = readdirSync(`${CLIENT}/carros`).find((name) => name.startsWith("tabela-"));
const ROUTES = {
  "/": INTERACTIVE,
  "/curiosidades": CONTENT,
  "/blog": CONTENT,
  "/privacidade": CONTENT,
  "/precos": CONTENT,
  "/precos/sp": CONTENT,
  "/precos/sp/historico": CONTENT,
  "/carros": CONTENT,
  ...(tablePage ? { [`/carros/${tablePage}`]: CONTENT } : {}),
  "/carros/chevrolet": CONTENT,
  "/blog/calibragem-dos-pneus": CONTENT,
};
const SELECTED = process.env.BENCH_ROUTES?.split(",") ?? Object.keys(ROUTES);

/** Lighthouse's mobile preset with DevTools throttling: the same network (mobileSlow4G), the CPU really slowed 4×. */
const DEVTOOLS_CONFIG = {
  extends: "lighthouse:default",
  settings: { throttlingMethod: "devtools", onlyCategories: ["performance"] },
};

const chromePath = CHROMIUM_PATH;
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

const site = spawn(process.execPath, ["server.mjs"], {
  env: { ...process.env, PORT: String(SITE_PORT), BUILD_DIR: BUILD },
  stdio: "ignore",
});
/**
 * The minimal page gets the site's own response headers (the build's "/*" rule),
 * so both pay the same: Cross-Origin-Opener-Policy makes Chromium load either in
 * a new renderer process instead of Lighthouse's about:blank one (docs/speed-findings.md).
 */
const siteHeaders = JSON.parse(readFileSync(`${BUILD}/security-headers.json`, "utf8"))["/*"];
const minimal = createServer(
  sirv("bench/minimal", {
    gzip: false,
    setHeaders(res) {
      for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
    },
  }),
).listen(MINIMAL_PORT);
await new Promise((resolve) => setTimeout(resolve, 500));

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The renderer's own work in a trace, in observed milliseconds: HTML parsing, style recalculation and layout on
 * every renderer main thread (with COOP the page commits in a new renderer process).
 */
function renderCosts(traceEvents) {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const total = (names) =>
    traceEvents
      .filter((event) => event.ph === "X" && names.includes(event.name) && mainThreads.has(`${event.pid}:${event.tid}`))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return { parse: total(["ParseHTML"]), style: total(["UpdateLayoutTree"]), layout: total(["Layout"]) };
}

/** One simulated Lighthouse run's figures. */
async function simulatedRun(url) {
  const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits["network-requests"].details?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    jsKiB:
      requests
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    ...renderCosts(artifacts.Trace?.traceEvents ?? []),
    lostPractices: Object.values(lhr.audits)
      .filter(
        (audit) =>
          lhr.categories["best-practices"].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
          audit.score !== null &&
          audit.score < 1,
      )
      .map((audit) => audit.id),
  };
}

/** One DevTools-throttled Lighthouse run's LCP. */
async function devtoolsRun(url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" }, DEVTOOLS_CONFIG);
  return { devtoolsLcp: lhr.audits["largest-contentful-paint"].numericValue };
}

/** Medians of `runs`. */
function summary(runs) {
  const keys = Object.keys(runs[0]).filter((key) => key !== "lostPractices");
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    lostPractices: [...new Set(runs.flatMap((run) => run.lostPractices ?? []))],
  };
}

/** RUNS runs of a route, each followed by a run of the minimal page, simulated then DevTools-throttled: the medians. */
async function measure(url) {
  const own = [];
  const minimalRuns = [];
  const minimalUrl = `http://localhost:${MINIMAL_PORT}/`;
  for (let run = 0; run < RUNS; run++) {
    const simulated = await simulatedRun(url);
    const minimalSimulated = await simulatedRun(minimalUrl);
    own.push({ ...simulated, ...(await devtoolsRun(url)) });
    minimalRuns.push({ ...minimalSimulated, ...(await devtoolsRun(minimalUrl)) });
  }
  return { ...summary(own), reference: summary(minimalRuns) };
}

/** The route's page in the build, its HTML and DOM figures and the budgets of its kind. */
function buildFigures(route) {
  const file = pageFile(route);
  const { budget, firstPartEnd } = pageKind(file);
  return { ...measurePage(CLIENT, file, undefined, firstPartEnd), budget };
}

const ms = (value) => Math.round(value);
const costs = (row) => `parse ${ms(row.parse)}, style ${ms(row.style)}, layout ${ms(row.layout)} ms`;

try {
  const rows = [];
  for (const route of SELECTED) {
    rows.push({ route, ...(await measure(`http://localhost:${SITE_PORT}${route}`)), page: buildFigures(route) });
  }

  console.log(
    `\nLighthouse mobile, median of ${RUNS} runs; simulated throttling unless said; DevTools: 4× CPU, same network\n`,
  );
  console.log(
    "| route | Perf | A11y | BP | SEO | FCP ms | LCP ms | LCP ÷ minimal | LCP DevTools ms | DevTools ÷ minimal | TBT ms | TBT beyond minimal ms | CLS | JS KiB | HTML KiB | DOM elements |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  let allPass = true;
  const notes = [];
  for (const row of rows) {
    const ratio = row.lcp / row.reference.lcp;
    const devtoolsRatio = row.devtoolsLcp / row.reference.devtoolsLcp;
    const tbtBeyond = row.tbt - row.reference.tbt;
    const target = ROUTES[row.route] ?? CONTENT;
    const checks = [
      row.accessibility >= 100,
      row.bestPractices >= 100 ||
        row.lostPractices.every((id) => id === "errors-in-console" || id === "image-aspect-ratio"),
      row.seo >= 100,
      ratio <= target.lcpRatio,
      tbtBeyond <= target.tbtBeyondMs,
      row.cls <= target.cls,
      row.jsKiB <= target.jsKiB,
    ];
    if (checks.includes(false)) allPass = false;
    const { page } = row;
    console.log(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ratio.toFixed(2)} | ${ms(row.devtoolsLcp)} | ${devtoolsRatio.toFixed(2)} | ${ms(row.tbt)} | ${ms(tbtBeyond)} | ${row.cls.toFixed(3)} | ${row.jsKiB.toFixed(1)} | ${page.html.toFixed(1)} | ${page.dom} |`,
    );
    // The part that must come in the first window: the whole page, or on the home page up to the calculator's end.
    const fits = page.first <= FIRST_WINDOW_KIB && page.dom <= page.budget.dom;
    if (!fits && ratio > target.lcpRatio) {
      notes.push(
        `${row.route} passes the first window (${page.first.toFixed(1)} > ${FIRST_WINDOW_KIB} KiB) or its DOM budget (${page.dom} elements, ${page.budget.dom} allowed): ` +
          `its LCP is ${ratio.toFixed(2)} × the minimal page's simulated (${devtoolsRatio.toFixed(2)} with DevTools throttling).`,
      );
    }
    if (fits && ratio > target.lcpRatio) {
      notes.push(
        `${row.route} fits the first window (${page.first.toFixed(1)} ≤ ${FIRST_WINDOW_KIB} KiB) and its DOM budget (${page.dom} ≤ ${page.budget.dom}), ` +
          `yet its LCP is ${ratio.toFixed(2)} × the minimal page's simulated (${devtoolsRatio.toFixed(2)} with DevTools throttling). ` +
          `What remains is the renderer's own work, observed: ${costs(row)}; the minimal page's ${costs(row.reference)} (Lantern counts it 4×).`,
      );
    }
  }
  console.log("\nThe renderer's own work, observed in the simulated runs' traces (median ms; Lantern counts it 4×):\n");
  console.log("| route | parse | style | layout | minimal page: parse | style | layout |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const { reference } = row;
    console.log(
      `| ${row.route} | ${ms(row.parse)} | ${ms(row.style)} | ${ms(row.layout)} | ${ms(reference.parse)} | ${ms(reference.style)} | ${ms(reference.layout)} |`,
    );
  }
  for (const note of notes) console.log(`\n${note}`);
  for (const row of rows) {
    if (row.lostPractices.length > 0) {
      console.log(`\nBest Practices on ${row.route} lost points on: ${row.lostPractices.join(", ")}.`);
    }
  }
  if (rows.some((row) => row.lostPractices.includes("errors-in-console"))) {
    console.log(
      "\nNote: this machine has no internet, so external product photos that load fail; Lighthouse counts those failures as console errors (errors-in-console) under Best Practices. That loss is expected here and does not count against the targets.",
    );
  }
  const describe = (target) =>
    `LCP ≤ ${target.lcpRatio}× minimal, TBT ≤ ${target.tbtBeyondMs} ms beyond the minimal page's, CLS ≤ ${target.cls}, JS ≤ ${target.jsKiB} KiB`;
  console.log(
    `\nTargets (A11y/BP/SEO 100; "/": ${describe(INTERACTIVE)}; other pages: ${describe(CONTENT)}): ${allPass ? "all met" : "NOT all met"}`,
  );
  process.exitCode = allPass ? 0 : 1;
} finally {
  await chrome.kill();
  site.kill();
  minimal.close();
}
