/**
 * Precompressed copies, an Astro integration (`astro:build:done`): a brotli
 * (.br) and a gzip (.gz) copy, at maximum level, beside every text file of
 * build/client, so that server.mjs and nginx (`gzip_static`, and
 * `brotli_static` where the module is loaded) send them without compressing
 * on each request. Run last: every file it copies must be final.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import { filesUnder } from "./build-files.ts";

/** The text files worth compressing, by extension. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** Writes a .br and a .gz copy beside every text file under `client`; returns how many files were compressed. */
function compressTextFiles(client: string): number {
  let count = 0;
  for (const path of filesUnder(client)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The integration: see the module comment. */
export function precompress(): AstroIntegration {
  return {
    name: "precompress",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        logger.info(`${compressTextFiles(fileURLToPath(dir))} files precompressed`);
      },
    },
  };
}
