import { defineConfig } from "vitest/config";
import { sharedDefine } from "./vite.shared.ts";

export default defineConfig({
  define: sharedDefine,
  test: {
    include: ["app/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
