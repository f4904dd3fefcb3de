import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { readableJson } from "./json-files.ts";

describe("the readableJson plugin", () => {
  it("stops a Vite build that imports a truncated JSON file, naming the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "json-"));
    writeFileSync(join(dir, "weekly.json"), '{"weekStart": "2026-06-07", "states": [{"uf": "AC"');
    writeFileSync(join(dir, "main.js"), 'import data from "./weekly.json"; export default data;');
    await expect(
      build({
        root: dir,
        logLevel: "silent",
        plugins: [readableJson()],
        build: { write: false, lib: { entry: join(dir, "main.js"), formats: ["es"] } },
      }),
    ).rejects.toThrow(`${join(dir, "weekly.json")}: JSON ilegível`);
  });
});
