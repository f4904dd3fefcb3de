import { defineConfig } from "vitest/config";
import { compileTimeConstants, readSettings } from "./site.config.ts";

/**
 * Three projects, all run by `npm test`:
 * - "unit" (`npm run test:unit`, with coverage): everything fast;
 * - "data" (`npm run test:data`): the pipelines on the committed official files (slow: they read every PDF and
 *   spreadsheet, and check the nearest survey of all 5,571 municipalities);
 * - "built" (`npm run test:built`, run by `npm run test:e2e` after the e2e builds): what the builds contain and the
 *   generated nginx config served by the real nginx;
 * - "engines" (`npm run test:engines`, run by `npm run test:e2e` after Playwright): the driver's paths in WebKit and
 *   Gecko, against the first e2e build (e2e/engines/README.md).
 */
const DATA_TESTS = [
  "pipelines/anp/run.test.ts",
  "pipelines/anp/refresh.test.ts",
  "pipelines/anp/refresh-server.test.ts",
  "src/data/build/anp-history.data.test.ts",
  "pipelines/pbev/run.test.ts",
  "pipelines/anp/parse.test.ts",
  "pipelines/anp/town-index.test.ts",
  "pipelines/news/run.test.ts",
];
const BUILT_TESTS = ["integrations/**/*.built.test.ts"];

export default defineConfig({
  // The default settings, whatever the owner's .env says: tests do not change with the site's configuration.
  define: compileTimeConstants(readSettings({})),
  test: {
    // Inherited by the three projects (extends: true).
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // The property tests run a hundred cases or more; on a loaded 2-core machine that can pass 5 s.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // One module graph per worker instead of one per file: the suite runs in well under half the time. Tests
          // must not depend on another file's module state (stores reset in beforeEach, renders cleaned up).
          isolate: false,
          include: [
            "src/**/*.test.{ts,tsx}",
            "pipelines/**/*.test.ts",
            "integrations/**/*.test.ts",
            "scripts/**/*.test.ts",
            "*.test.ts",
          ],
          exclude: [...DATA_TESTS, ...BUILT_TESTS],
        },
      },
      { extends: true, test: { name: "data", include: DATA_TESTS, testTimeout: 60_000 } },
      { extends: true, test: { name: "built", include: BUILT_TESTS } },
      {
        test: {
          name: "engines",
          include: ["e2e/engines/*.engine.ts"],
          environment: "node",
          // The site's settings are the first e2e build's, as in Playwright's specs.
          env: { SETTINGS_DIR: "e2e/settings" },
          testTimeout: 90_000,
          // As Playwright's specs (playwright.config.ts): on CI's shared 2-core machine a page can miss a time-out
          // once; a check that fails twice fails the run.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["src/**/*.{ts,tsx}", "pipelines/**/*.ts", "integrations/**/*.ts", "scripts/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}", "src/testing/**"],
      reporter: ["text-summary", "html"],
      // The domain modules every figure on the site depends on: every line tested.
      thresholds: {
        "src/lib/fuel-comparison.ts": { lines: 100 },
        "src/lib/decimal.ts": { lines: 100 },
        "src/features/news/browser/news-store.ts": { lines: 100 },
        "src/features/logbook/segments.ts": { lines: 100 },
      },
    },
  },
});
