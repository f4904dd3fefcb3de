/**
 * Precompressed copies, an Astro integration (`astro:build:done`): a brotli
 * (.br) and a gzip (.gz) copy, at maximum level, beside every text file of
 * build/client, so that server.mjs and nginx (`gzip_static`, and
 * `brotli_static` where the module is loaded) send them without compressing
 * on each request. Run last: every file it copies must be final.
 *
 * Brotli at level 11 is the build's slowest step, so the files are
 * compressed in parallel (zlib's asynchronous calls, which run on libuv's
 * thread pool, one file per thread, largest first) and each copy is kept in
 * node_modules/.cache/precompress/ under a hash of the file's bytes: a file
 * whose bytes an earlier build already compressed gets the same copies back
 * without compressing again (git-ignored, gone with a fresh `npm ci`, like
 * the share cards' cache).
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AstroIntegration } from "astro";
import { filesUnder } from "./build-files.ts";

/** The text files worth compressing, by extension. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** The cache of earlier builds' copies, under the project's node_modules (builds run from the project's root). */
const CACHE_DIR = join(process.cwd(), "node_modules", ".cache", "precompress");

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The copies made of each file, by extension, and how. */
const ENCODINGS = {
  br: (data: Buffer) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: (data: Buffer) => gzipAsync(data, { level: 9 }),
} as const;

/**
 * What the copies depend on besides the file's bytes: the settings above and
 * the compressors' versions, part of every cache key.
 */
const COMPRESSOR = `br 11 ${process.versions.brotli} gz 9 ${process.versions.zlib}`;

/** The cache key of a file's copies: SHA-256 of {@link COMPRESSOR} and its bytes. */
function cacheKey(data: Buffer): string {
  return createHash("sha256").update(COMPRESSOR).update("\n").update(data).digest("hex");
}

/** Writes `data` to `path` through a temporary name, so that a cut build leaves no half file in the cache. */
function writeAtomically(path: string, data: Uint8Array): void {
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/** Runs `tasks` at most `limit` at a time, in their order. */
async function inPool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Deletes the cached copies this build did not use (`used`, cache file
 * names), keeping the most recently used of them up to twice the size of
 * this build's own: `npm run build` and the two e2e builds, which differ in
 * their settings, all stay warm (about 20 MB each).
 */
function pruneCache(cache: string, used: ReadonlySet<string>): void {
  const entries = readdirSync(cache).map((name) => ({ name, ...statSync(join(cache, name)) }));
  let room = 2 * entries.filter((entry) => used.has(entry.name)).reduce((sum, entry) => sum + entry.size, 0);
  const stale = entries.filter((entry) => !used.has(entry.name)).sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const entry of stale) {
    room -= entry.size;
    if (room < 0) rmSync(join(cache, entry.name), { force: true });
  }
}

/**
 * Writes a .br and a .gz copy beside every text file under `client`, taking
 * them from `cache` when a file's bytes were compressed before; returns how
 * many files were compressed and how many of them came from the cache.
 */
export async function precompressFiles(
  client: string,
  cache: string = CACHE_DIR,
): Promise<{ files: number; reused: number }> {
  mkdirSync(cache, { recursive: true });
  const files = [...filesUnder(client)]
    .filter((path) => COMPRESSIBLE.test(path))
    .map((path) => {
      const data = readFileSync(path);
      return { path, data, key: cacheKey(data) };
    });
  const used = new Set<string>();
  const now = new Date();
  const toCompress: typeof files = [];
  let reused = 0;
  for (const file of files) {
    const copies = Object.keys(ENCODINGS).map((encoding) => ({
      encoding,
      cached: join(cache, `${file.key}.${encoding}`),
    }));
    copies.forEach(({ cached }) => used.add(cached.slice(cache.length + 1)));
    if (!copies.every(({ cached }) => existsSync(cached))) {
      toCompress.push(file);
      continue;
    }
    for (const { encoding, cached } of copies) {
      copyFileSync(cached, `${file.path}.${encoding}`);
      utimesSync(cached, now, now);
    }
    reused += 1;
  }
  // Largest first, so that no long file starts last while the other threads sit idle.
  toCompress.sort((a, b) => b.data.length - a.data.length);
  const tasks = toCompress.flatMap(({ path, data, key }) =>
    Object.entries(ENCODINGS).map(([encoding, compress]) => async () => {
      const copy = await compress(data);
      writeFileSync(`${path}.${encoding}`, copy);
      writeAtomically(join(cache, `${key}.${encoding}`), copy);
    }),
  );
  await inPool(tasks, availableParallelism());
  pruneCache(cache, used);
  return { files: files.length, reused };
}

/** The integration: see the module comment. */
export function precompress(): AstroIntegration {
  return {
    name: "precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { files, reused } = await precompressFiles(fileURLToPath(dir));
        logger.info(`${files} files precompressed (${reused} unchanged since an earlier build, taken from the cache)`);
      },
    },
  };
}
