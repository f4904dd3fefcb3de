import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

/**
 * E2E tests drive the system Chromium (no browser download): CHROME_PATH,
 * or Debian's /usr/bin/chromium. They run against the two e2e builds
 * (`npm run build:e2e`: build-e2e/ with the settings of e2e/settings/.env,
 * build-e2e-analytics/ with e2e/settings-analytics/.env), served by
 * server.mjs, the same server as `npm start`. The specs read the settings
 * of the first (SETTINGS_DIR, set here for the workers too).
 */
process.env.SETTINGS_DIR = "e2e/settings";
const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium found at ${chromium}. Install one (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
}

const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The second build, with a Google Analytics ID configured (build-e2e-analytics), for the consent tests. */
const ANALYTICS_PORT = PORT + 1;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI's shared 2-core machine a page can miss a time-out once; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Pages with the calculator, axe run twice: up to 35 s on a loaded machine.
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "pt-BR",
    // A failed test keeps its trace (test-results/): npx playwright show-trace <file>.
    trace: "retain-on-failure",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      executablePath: chromium,
      // No test reaches the internet: a host no route answers fails at once, as on a closed network, so a request the
      // service worker makes past the routes (a product photo) cannot hang a test on a machine whose network drops it.
      args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /consent\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "analytics",
      testMatch: /consent\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${ANALYTICS_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: "node server.mjs",
      env: { PORT: String(PORT), BUILD_DIR: "build-e2e" },
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: "node server.mjs",
      env: { PORT: String(ANALYTICS_PORT), BUILD_DIR: "build-e2e-analytics" },
      url: `http://localhost:${ANALYTICS_PORT}`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
