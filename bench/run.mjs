/**
 * `npm run bench`: Lighthouse (mobile preset, default simulated throttling)
 * on every route of the production build, five runs each, medians printed
 * as a table. Each run of a route is followed by a run of
 * bench/minimal/index.html, a hand-written page with the same job (the
 * calculator form and the three section headings, inline CSS and script),
 * served with the site's own response headers, so both see the same load
 * on a shared machine and pay the same for the headers: each route's LCP is
 * printed as a ratio to the minimal page's in its own runs, and the minimal
 * page's TBT beside the route's (a TBT the minimal page shares is the
 * lab's, not the route's: docs/speed-findings.md).
 * BENCH_RUNS (default 5), BENCH_PORT and BENCH_ROUTES (comma-separated, default all)
 * narrow a run. Needs a build (npm run build) and Chromium (CHROME_PATH or
 * /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sirv from "sirv";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_PORT (default 4190) serves the build, the next port the minimal page. */
const SITE_PORT = Number(process.env.BENCH_PORT ?? 4190);
const MINIMAL_PORT = SITE_PORT + 1;
/** Targets per route: the calculator's page carries an island; content pages ship no framework JavaScript. */
const INTERACTIVE = { lcpRatio: 1.15, tbtMs: 50, cls: 0.01, jsKiB: 75 };
const CONTENT = { lcpRatio: 1.1, tbtMs: 10, cls: 0.01, jsKiB: 3 };
const ROUTES = {
  "/": INTERACTIVE,
  "/curiosidades": CONTENT,
  "/blog": CONTENT,
  "/privacidade": CONTENT,
  "/precos": CONTENT,
  "/precos/sp": CONTENT,
  "/carros": CONTENT,
  "/carros/chevrolet": CONTENT,
  "/blog/calibragem-dos-pneus": CONTENT,
};
const SELECTED = process.env.BENCH_ROUTES?.split(",") ?? Object.keys(ROUTES);

const chromePath = CHROMIUM_PATH;
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

const site = spawn(process.execPath, ["server.mjs"], {
  env: { ...process.env, PORT: String(SITE_PORT) },
  stdio: "ignore",
});
/**
 * The minimal page gets the site's own response headers (the build's "/*" rule),
 * so both pay the same: Cross-Origin-Opener-Policy makes Chromium load either in
 * a new renderer process instead of Lighthouse's about:blank one (docs/speed-findings.md).
 */
const siteHeaders = JSON.parse(readFileSync("build/security-headers.json", "utf8"))["/*"];
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

/** One Lighthouse run's figures. */
async function lighthouseRun(url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
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

/** Medians of `runs`. */
function summary(runs) {
  const keys = ["performance", "accessibility", "bestPractices", "seo", "fcp", "lcp", "tbt", "cls", "jsKiB"];
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    lostPractices: [...new Set(runs.flatMap((run) => run.lostPractices))],
  };
}

/** RUNS runs of a route, each followed by a run of the minimal page: the medians of both. */
async function measure(url) {
  const own = [];
  const minimalRuns = [];
  for (let run = 0; run < RUNS; run++) {
    own.push(await lighthouseRun(url));
    minimalRuns.push(await lighthouseRun(`http://localhost:${MINIMAL_PORT}/`));
  }
  return { ...summary(own), reference: summary(minimalRuns) };
}

try {
  const rows = [];
  for (const route of SELECTED) rows.push({ route, ...(await measure(`http://localhost:${SITE_PORT}${route}`)) });

  console.log(`\nLighthouse ${lighthouse.version ?? ""} mobile, simulated throttling, median of ${RUNS} runs\n`);
  console.log(
    "| route | Perf | A11y | BP | SEO | FCP ms | LCP ms | LCP ÷ minimal | TBT ms | TBT minimal ms | CLS | JS KiB |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  let allPass = true;
  for (const row of rows) {
    const ratio = row.lcp / row.reference.lcp;
    const target = ROUTES[row.route];
    const checks = target
      ? [
          row.performance >= 100,
          row.accessibility >= 100,
          row.bestPractices >= 100 ||
            row.lostPractices.every((id) => id === "errors-in-console" || id === "image-aspect-ratio"),
          row.seo >= 100,
          ratio <= target.lcpRatio,
          row.tbt <= target.tbtMs,
          row.cls <= target.cls,
          row.jsKiB <= target.jsKiB,
        ]
      : [];
    if (checks.includes(false)) allPass = false;
    console.log(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${Math.round(row.fcp)} | ${Math.round(row.lcp)} | ${ratio.toFixed(2)} | ${Math.round(row.tbt)} | ${Math.round(row.reference.tbt)} | ${row.cls.toFixed(3)} | ${row.jsKiB.toFixed(1)} |`,
    );
  }
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
    `LCP ≤ ${target.lcpRatio}× minimal, TBT ≤ ${target.tbtMs} ms, CLS ≤ ${target.cls}, JS ≤ ${target.jsKiB} KiB`;
  console.log(
    `\nTargets (Perf/A11y/BP/SEO 100; "/": ${describe(INTERACTIVE)}; content pages: ${describe(CONTENT)}): ${allPass ? "all met" : "NOT all met"}`,
  );
  process.exitCode = allPass ? 0 : 1;
} finally {
  await chrome.kill();
  site.kill();
  minimal.close();
}
