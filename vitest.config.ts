import { defineConfig } from "vitest/config";
import { sharedDefine } from "./site.config.ts";

export default defineConfig({
  define: sharedDefine,
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
