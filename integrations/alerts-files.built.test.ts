/**
 * What Avisos read, as the build wrote it (docs/alerts.md): `/avisos.json`
 * names the newest kept survey and, for each of the 27 states, the hash of
 * its two files' bytes as served, in at most 1 KiB of brotli; every state
 * has its city means file, valid against the loader's schema; the
 * service worker imports Avisos' script, which is in the build and out of
 * the precache, as the index is. Runs on the build of e2e/settings/.env
 * (`build-e2e`), or on `ALERTS_BUILD_DIR`.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cityMeansSchema } from "#data/browser/city-means.ts";
import { SURVEY_WEEKS } from "#data/build/anp-history.ts";
import { parseDataset } from "#data/dataset.ts";
import * as zod from "#data/zod.ts";
import { STATES } from "#lib/states.ts";

const BUILD_DIR =
  process.env.ALERTS_BUILD_DIR ?? parseEnv(readFileSync("e2e/settings/.env", "utf8")).BUILD_DIR ?? "build-e2e";
const CLIENT = resolve(BUILD_DIR, "client");
const read = (path: string) => readFileSync(join(CLIENT, path));

describe("the files Avisos read, as built", () => {
  const index = JSON.parse(read("avisos.json").toString("utf8")) as {
    weekEnd: string;
    states: Record<string, string>;
  };

  it("name the newest kept survey in an index of at most 1 KiB brotli", () => {
    expect(index.weekEnd).toBe(SURVEY_WEEKS.at(-1)?.end);
    expect(brotliCompressSync(read("avisos.json")).byteLength).toBeLessThanOrEqual(1024);
  });

  it("hash each state's two files as served, so a new survey changes every state's version", () => {
    for (const { uf } of STATES) {
      const folder = `precos/${uf.toLowerCase()}`;
      const hash = createHash("sha256")
        .update(read(`${folder}/postos-precos.json`))
        .update(read(`${folder}/medias.json`))
        .digest("hex")
        .slice(0, 8);
      expect(index.states[uf], uf).toBe(hash);
      const means = parseDataset(zod, cityMeansSchema, JSON.parse(read(`${folder}/medias.json`).toString()), folder);
      expect(means.weekEnd).toBe(index.weekEnd);
    }
  });

  it("reach the service worker through one imported script, kept out of the precache with the index", () => {
    const [script, ...more] = readdirSync(CLIENT).filter((name) => /^avisos-sw\.[0-9a-f]{8}\.js$/.test(name));
    expect(more).toEqual([]);
    const worker = read("sw.js").toString("utf8");
    expect(worker).toContain(`importScripts("/${script}")`);
    expect(worker).not.toContain(`url:"${script}"`);
    expect(worker).not.toContain('url:"avisos.json"');
    expect(worker).toContain('url:"precos/sp/medias.json"');
  });
});
