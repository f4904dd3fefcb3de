/**
 * Runs the WebKit and Gecko checks (Vitest project "engines",
 * e2e/engines/README.md) and ends with one line, `N passed, N failed`; a
 * test that did not pass, or an error outside the tests, counts as failed.
 * Exit status 1 when anything failed. `npm run test:engines`; an argument
 * keeps only the files whose path contains it (`webkit`, `gecko`).
 */
import { startVitest } from "vitest/node";

let passed = 0;
let failed = 0;
const vitest = await startVitest("test", process.argv.slice(2), {
  project: ["engines"],
  run: true,
  watch: false,
  reporters: [
    "default",
    {
      onTestRunEnd(modules, unhandledErrors) {
        for (const module of modules) {
          for (const test of module.children.allTests()) {
            if (test.result().state === "passed") passed += 1;
            else failed += 1;
          }
          failed += module.errors().length;
        }
        failed += unhandledErrors.length;
      },
    },
  ],
});
await vitest.close();
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
