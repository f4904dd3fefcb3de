/**
 * Lazy entries, an Astro integration: emits each module of
 * {@link LAZY_ENTRIES} as a file of its own at its fixed address
 * (build/client/update-notice.js, build/client/carros/busca.js,
 * build/client/precos/meus-postos.js, build/client/toast.js), which a page's
 * script imports only when needed: the update toast when a new version is
 * waiting, the /carros search on the first focus in its field, the station
 * cards' keep buttons once a page with station cards has loaded, the site's
 * toasts when the home page answers "Calcular" before its island (the island
 * imports the same file, so both share one toast queue). It also lists the
 * toaster's files at {@link TOASTER_FILES}, which the home page fetches
 * unrun while the visitor types, so that the first toast waits for no
 * download. A bundler-visible `import()` would keep Astro from inlining the
 * page's script, and an external script is fetched and run before the first
 * paint Lighthouse counts; an island would bring Astro's island runtime into
 * every page's first TCP window (docs/speed-findings.md, "The first TCP
 * window"). The files are not under /_astro, so they are revalidated rather
 * than cached for a year; the service worker precaches them with the rest
 * of the site.
 */
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { CATALOGUE_SEARCH_SCRIPT } from "#features/cars/dom-contract.ts";
import { UPDATE_NOTICE_SCRIPT } from "#features/offline/dom-contract.ts";
import { KEEP_STATIONS_SCRIPT } from "#features/stations/dom-contract.ts";
import { TOAST_SCRIPT, TOASTER_FILES } from "#lib/toast-addresses.ts";

/** Modules loaded on demand from a fixed address, by address: the source each is built from. */
const LAZY_ENTRIES: Record<string, URL> = {
  [UPDATE_NOTICE_SCRIPT]: new URL("../src/features/offline/browser/offer-update.ts", import.meta.url),
  [CATALOGUE_SEARCH_SCRIPT]: new URL("../src/features/cars/browser/catalogue-search.ts", import.meta.url),
  [KEEP_STATIONS_SCRIPT]: new URL("../src/features/stations/browser/station-page-script.ts", import.meta.url),
  [TOAST_SCRIPT]: new URL("../src/browser/toast/toast.ts", import.meta.url),
};

/** The toaster's module, which the toast module imports on the first toast; its files are listed at {@link TOASTER_FILES}. */
const TOASTER_MODULE = new URL("../src/browser/toast/mount-toaster.tsx", import.meta.url);

/** The chunks of a bundle by file name, as far as {@link chunkFiles} reads them. */
type Bundle = Record<string, { type: "chunk"; facadeModuleId: string | null; imports: string[] } | { type: "asset" }>;

/**
 * The file names of the chunk whose module is `module` (a path) and of every
 * chunk it imports statically, at any depth, in that order; none when no
 * chunk is that module's.
 */
export function chunkFiles(bundle: Bundle, module: string): string[] {
  const start = Object.entries(bundle).find(
    ([, output]) => output.type === "chunk" && output.facadeModuleId === module,
  );
  const files: string[] = [];
  const visit = (name: string) => {
    const output = bundle[name];
    if (files.includes(name) || output?.type !== "chunk") return;
    files.push(name);
    output.imports.forEach(visit);
  };
  if (start) visit(start[0]);
  return files;
}

/** The integration: see the module comment. */
export function lazyEntries(): AstroIntegration {
  return {
    name: "lazy-entries",
    hooks: {
      "astro:config:setup": ({ updateConfig, config }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: "lazy-entries:serve",
                apply: "serve",
                // `astro dev`: each fixed address serves its source module, as Vite serves any other.
                configureServer(server) {
                  server.middlewares.use((request, _response, next) => {
                    const source = LAZY_ENTRIES[request.url?.split("?")[0] ?? ""];
                    if (source) request.url = `/${relative(fileURLToPath(config.root), fileURLToPath(source))}`;
                    next();
                  });
                },
              },
              {
                // Vite's build only: `astro build` also starts a dev server of its own, where a file cannot be emitted.
                name: "lazy-entries",
                apply: "build",
                applyToEnvironment: (environment) => environment.name === "client",
                buildStart() {
                  for (const [address, source] of Object.entries(LAZY_ENTRIES)) {
                    this.emitFile({
                      type: "chunk",
                      id: fileURLToPath(source),
                      fileName: address.slice(1),
                      preserveSignature: "strict",
                    });
                  }
                },
                generateBundle(_options, bundle) {
                  const files = chunkFiles(bundle, fileURLToPath(TOASTER_MODULE));
                  if (files.length === 0) this.error(`lazy-entries: no chunk for ${TOASTER_MODULE.pathname}`);
                  this.emitFile({
                    type: "asset",
                    fileName: TOASTER_FILES.slice(1),
                    source: JSON.stringify(files.map((file) => `/${file}`)),
                  });
                },
              },
            ],
          },
        });
      },
    },
  };
}
