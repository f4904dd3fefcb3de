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
 *
 * `npm start` builds with PRECOMPRESSION "fast" (site.config.ts): a file
 * with no cached copies is then compressed at {@link FAST} levels, about 50
 * times faster and 9% larger, and those copies are not cached, so that the
 * next "max" build still compresses it at the maximum level. A local preview
 * on a fresh clone thus serves within a minute (docs/bench.md, "The build
 * loop"); a build for a public address compresses at the maximum level
 * whatever the setting says (effectivePrecompression, site.config.ts).
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
import { PRECOMPRESSION } from "#site-config";
import { filesUnder } from "./build-files.ts";

/** The text files worth compressing, by extension. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|csv)$/;

/** The cache of earlier builds' copies, under the project's node_modules (builds run from the project's root). */
const CACHE_DIR = join(process.cwd(), "node_modules", ".cache", "precompress");

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compression levels: brotli quality (0–11) and gzip level (1–9). */
type Levels = { br: number; gz: number };
/** The maximum levels, those of every cached copy. */
const MAX: Levels = { br: 11, gz: 9 };
/** The fast levels of a local preview (PRECOMPRESSION "fast"): brotli 5 compresses 400 pages in 0.5 s, against 26 s at 11. */
const FAST: Levels = { br: 5, gz: 6 };

/** The copies made of each file, by extension, and how, at `levels`. */
const encodings = (levels: Levels) =>
  ({
    br: (data: Buffer) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.br } }),
    gz: (data: Buffer) => gzipAsync(data, { level: levels.gz }),
  }) as const;
const ENCODINGS = encodings(MAX);

/**
 * What the copies depend on besides the file's bytes: the settings above and
 * the compressors' versions, part of every cache key.
 */
const COMPRESSOR = `br ${MAX.br} ${process.versions.brotli} gz ${MAX.gz} ${process.versions.zlib}`;

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
 * With `mode` "fast", the others are compressed at {@link FAST} levels and
 * neither cached nor pruned.
 */
export async function precompressFiles(
  client: string,
  cache: string = CACHE_DIR,
  mode: "max" | "fast" = PRECOMPRESSION,
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
  const fast = mode === "fast";
  const tasks = toCompress.flatMap(({ path, data, key }) =>
    Object.entries(fast ? encodings(FAST) : ENCODINGS).map(([encoding, compress]) => async () => {
      const copy = await compress(data);
      writeFileSync(`${path}.${encoding}`, copy);
      if (!fast) writeAtomically(join(cache, `${key}.${encoding}`), copy);
    }),
  );
  await inPool(tasks, availableParallelism());
  if (!fast) pruneCache(cache, used);
  return { files: files.length, reused };
}

/** The integration: see the module comment. */
export function precompress(): AstroIntegration {
  return {
    name: "precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { files, reused } = await precompressFiles(fileURLToPath(dir));
        const fresh = PRECOMPRESSION === "fast" ? ", the others at fast levels for a local preview" : "";
        logger.info(
          `${files} files precompressed (${reused} unchanged since an earlier build, taken from the cache${fresh})`,
        );
      },
    },
  };
}
