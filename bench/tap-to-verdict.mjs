/**
 * `npm run bench` (second part): how long a driver on a slow connection
 * waits between tapping "Calcular" and reading the verdict, when the tap
 * comes before the calculator's code has arrived. Slow 4G as Lighthouse
 * models it (150 ms RTT ×2.66 ≈ 400 ms, about 400 kbit/s down) with the CPU
 * slowed 4×, through the Chrome DevTools Protocol. Each run opens the home
 * page with an empty cache, types both prices as soon as the form is on
 * screen, taps "Calcular" at once and times the tap to the verdict
 * headline; it also samples whether the calculator's form ever left the
 * screen in between (a blank calculator). Median of five runs.
 * Needs a build (npm run build) and Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";

const RUNS = 5;
const PORT = 4192;
/** Slow 4G: 400 ms round trip, 400 kbit/s down, 400 kbit/s up (bytes per second); CPU 4× slower. */
const NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;

const site = spawn(process.execPath, ["server.mjs"], { env: { ...process.env, PORT: String(PORT) }, stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One run: milliseconds from the tap to the verdict, and whether the form disappeared meanwhile. */
async function run() {
  const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`http://localhost:${PORT}/`, { waitUntil: "commit" });
  const ethanol = page.getByLabel("Preço do Etanol (R$ por litro)");
  await ethanol.waitFor();
  await ethanol.fill("3.99");
  await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.89");
  const start = Date.now();
  await page.getByRole("button", { name: "Calcular" }).click({ noWaitAfter: true });
  let blank = false;
  const verdict = page.getByRole("heading", { name: /^Resultado: Abasteça com/ });
  while (!(await verdict.isVisible().catch(() => false))) {
    if (!(await ethanol.isVisible().catch(() => false))) blank = true;
    if (Date.now() - start > 60_000) throw new Error("no verdict within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const elapsed = Date.now() - start;
  await context.close();
  return { elapsed, blank };
}

try {
  const runs = [];
  for (let index = 0; index < RUNS; index++) runs.push(await run());
  const times = runs.map((result) => result.elapsed).sort((a, b) => a - b);
  console.log(
    `Tap to verdict, tap before the code arrives (slow 4G, CPU ×${CPU_SLOWDOWN}, median of ${RUNS}): ` +
      `${times[Math.floor(RUNS / 2)]} ms (runs: ${times.join(", ")} ms); ` +
      `calculator blank during the wait in ${runs.filter((result) => result.blank).length} of ${RUNS} runs.`,
  );
} finally {
  await browser.close();
  site.kill();
}
