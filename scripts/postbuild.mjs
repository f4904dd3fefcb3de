/**
 * Finishes the static build in build/client:
 * 1. moves the prerendered not-found page from /404/index.html to /404.html,
 *    the name static hosts (and server.mjs) serve for unknown paths, and
 *    drops React Router's SPA fallback page, which no path of ours uses;
 * 2. writes brotli (.br) and gzip (.gz) copies of every text asset, so the
 *    server sends them precompressed at maximum compression.
 */
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const client = new URL("../build/client/", import.meta.url).pathname;
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

renameSync(join(client, "404/index.html"), join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true });
rmSync(join(client, "__spa-fallback.html"), { force: true });

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(client)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const data = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`postbuild: 404.html written, ${count} files precompressed (br, gz)`);
