/**
 * A Vite plugin that reads every JSON file the build imports (the data in
 * data/, the content in src/content/) before Vite's own JSON plugin, and
 * stops the build with a message naming the file when one is not valid
 * JSON (a file cut short by an interrupted write or a bad merge): Vite's
 * built-in error names only the line and column.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { checkJson } from "#data/dataset.ts";

/** The plugin (see the module comment). */
export function readableJson(): Plugin {
  return {
    name: "readable-json",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (!file.endsWith(".json") || file.includes("/node_modules/")) return null;
      checkJson(readFileSync(file, "utf8"), file);
      return null;
    },
  };
}
