import { defineConfig } from "vitest/config";
import { sharedDefine } from "./site.config.ts";

export default defineConfig({
  define: sharedDefine,
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    coverage: {
      provider: "v8",
      include: ["src/**/*.{ts,tsx}", "scripts/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}"],
      reporter: ["text-summary", "html"],
      // The domain modules every figure on the site depends on: every line tested.
      thresholds: {
        "src/lib/fuel-comparison.ts": { lines: 100 },
        "src/lib/decimal.ts": { lines: 100 },
        "src/features/news/news-store.ts": { lines: 100 },
        "src/features/logbook/segments.ts": { lines: 100 },
      },
    },
  },
});
