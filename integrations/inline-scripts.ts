/**
 * Inline scripts, an Astro integration (a Vite plugin):
 * `import code from "./x.ts?inline-script"`: the module and everything it
 * imports, bundled into one self-contained, minified script (a string), for
 * a page to write inline with `<script is:inline set:html={code} />`.
 * Astro inlines a page's `<script>` only when it shares no module with the
 * rest of the site's JavaScript; the calculator's verdict before hydration
 * shares the island's pure modules (the 70% rule, the messages), so Astro
 * would make it a file, one more request before the verdict can paint. This
 * bundles the same source modules a second time (esbuild, one IIFE, the
 * site's compile-time constants), so that nothing is copied by hand. The
 * build hashes every inline script into the page's CSP (security-headers.ts).
 */
import { resolve } from "node:path";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import { sharedDefine } from "#site-config";

/** The import query that asks for a module's bundled, minified code as a string. */
const QUERY = "?inline-script";

/** The integration: see the module comment. */
export function inlineScripts(): AstroIntegration {
  return {
    name: "inline-scripts",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: "inline-scripts",
                enforce: "pre",
                async resolveId(source, importer) {
                  if (!source.endsWith(QUERY)) return null;
                  const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
                  return resolved && `${resolved.id}${QUERY}`;
                },
                async load(id) {
                  if (!id.endsWith(QUERY)) return null;
                  const entry = id.slice(0, -QUERY.length);
                  const result = await build({
                    entryPoints: [entry],
                    bundle: true,
                    write: false,
                    minify: true,
                    format: "iife",
                    target: "es2022",
                    charset: "utf8",
                    define: sharedDefine,
                    metafile: true,
                    logLevel: "silent",
                  });
                  for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(resolve(input));
                  const code = result.outputFiles[0]?.text.trim() ?? "";
                  return `export default ${JSON.stringify(code)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
