import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressFiles } from "./precompress.ts";

/** A build folder with `files` (path → text) and an empty cache folder beside it. */
function site(files: Record<string, string>): { client: string; cache: string } {
  const root = mkdtempSync(join(tmpdir(), "precompress-"));
  const client = join(root, "client");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(client, path, ".."), { recursive: true });
    writeFileSync(join(client, path), text);
  }
  return { client, cache: join(root, "cache") };
}

/** A page whose copies are several KB: rows that do not repeat. */
const PAGE = `<!doctype html><title>Etanol ou Gasolina?</title>${Array.from(
  { length: 400 },
  (_, row) => `<p>Posto ${(row * 7919) % 1009}: etanol R$ ${((row * 31) % 97) / 10}</p>`,
).join("")}`;

describe("precompressFiles", () => {
  it("writes a .br and a .gz copy of every text file that decompress to its bytes, and skips the rest", async () => {
    const { client, cache } = site({ "index.html": PAGE, "_astro/app.js": "console.log(1);", "og/card.png": "png" });
    expect(await precompressFiles(client, cache)).toEqual({ files: 2, reused: 0 });
    expect(brotliDecompressSync(readFileSync(join(client, "index.html.br"))).toString()).toBe(PAGE);
    expect(gunzipSync(readFileSync(join(client, "index.html.gz"))).toString()).toBe(PAGE);
    expect(gunzipSync(readFileSync(join(client, "_astro/app.js.gz"))).toString()).toBe("console.log(1);");
    expect(readdirSync(join(client, "og"))).toEqual(["card.png"]);
  });

  it("takes the copies of a file whose bytes did not change from the cache, and compresses a changed one", async () => {
    const first = site({ "index.html": PAGE, "blog/index.html": "<p>Blog</p>" });
    await precompressFiles(first.client, first.cache);
    const cachedBr = readFileSync(join(first.client, "index.html.br"));

    const next = site({ "index.html": PAGE, "blog/index.html": "<p>Blog novo</p>" });
    expect(await precompressFiles(next.client, first.cache)).toEqual({ files: 2, reused: 1 });
    expect(readFileSync(join(next.client, "index.html.br"))).toEqual(cachedBr);
    expect(brotliDecompressSync(readFileSync(join(next.client, "blog/index.html.br"))).toString()).toBe(
      "<p>Blog novo</p>",
    );
  });

  it("fast, for a local preview: takes cached copies, compresses the rest at lower levels and caches none of them", async () => {
    const first = site({ "index.html": PAGE });
    await precompressFiles(first.client, first.cache);
    const maxBr = readFileSync(join(first.client, "index.html.br"));
    const cached = readdirSync(first.cache).sort();

    const next = site({ "index.html": PAGE, "blog/index.html": `${PAGE}<p>Blog</p>` });
    expect(await precompressFiles(next.client, first.cache, "fast")).toEqual({ files: 2, reused: 1 });
    expect(readFileSync(join(next.client, "index.html.br"))).toEqual(maxBr);
    const fastBr = readFileSync(join(next.client, "blog/index.html.br"));
    expect(brotliDecompressSync(fastBr).toString()).toBe(`${PAGE}<p>Blog</p>`);
    expect(gunzipSync(readFileSync(join(next.client, "blog/index.html.gz"))).toString()).toBe(`${PAGE}<p>Blog</p>`);
    expect(readdirSync(first.cache).sort()).toEqual(cached);

    // The next full build compresses that page at the maximum level: smaller than the fast copy.
    expect(await precompressFiles(next.client, first.cache)).toEqual({ files: 2, reused: 1 });
    expect(readFileSync(join(next.client, "blog/index.html.br")).length).toBeLessThan(fastBr.length);
  });

  it("drops cached copies no build uses beyond twice the size of the latest build's own", async () => {
    const { client, cache } = site({ "index.html": PAGE });
    await precompressFiles(client, cache);
    const old = new Date(Date.now() - 60_000);
    for (const name of readdirSync(cache)) utimesSync(join(cache, name), old, old);
    writeFileSync(join(client, "index.html"), `${PAGE}<p>outra semana</p>`);
    await precompressFiles(client, cache);
    // The earlier copies are about as large as this build's: they fit, and stay for a build that goes back to them.
    expect(readdirSync(cache)).toHaveLength(4);
    writeFileSync(join(client, "index.html"), "<p>curta</p>");
    await precompressFiles(client, cache);
    // This build's copies are tiny: only they and none of the large older ones stay.
    expect(readdirSync(cache)).toHaveLength(2);
  });
});
