/**
 * `npm run bench:history`: what a long ANP history costs the build. Writes a
 * synthetic history of 52 weeks (scripts/synthetic-history.ts: the kept
 * weeks and copies of them moved back in time) into a scratch folder, then
 * times `astro build` with the committed history and with the synthetic one
 * (ANP_DATA_DIR), in turn, after one build of each that is not counted (it
 * fills the share-card and precompression caches), BENCH_RUNS times (default 3), and prints each
 * build's wall time, the medians and their ratio (goal: at most 1.10). The
 * two builds go to build-history-kept/ and build-history-52/, which it
 * removes at the end, and must make the same pages (the history adds no page).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const weeks = Number(process.env.BENCH_WEEKS ?? 52);
const scratch = mkdtempSync(join(tmpdir(), "anp-history-"));
const made = spawnSync(process.execPath, ["scripts/synthetic-history.ts", scratch, String(weeks)], {
  encoding: "utf8",
});
if (made.status !== 0) throw new Error(made.stderr);
console.log(made.stdout.trim());

/** Every HTML page of a build, by path. */
const pages = (dir) =>
  readdirSync(`${dir}/client`, { recursive: true })
    .filter((name) => name.endsWith(".html"))
    .sort();

/** One `astro build` into `dir` with `env`; its wall time in seconds. */
function build(dir, env) {
  const start = performance.now();
  const result = spawnSync("npx", ["astro", "build"], {
    env: { ...process.env, BUILD_DIR: dir, ...env },
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (result.status !== 0) throw new Error(`astro build (${dir}) falhou:\n${result.stderr}`);
  return (performance.now() - start) / 1000;
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const times = { kept: [], synthetic: [] };
try {
  build("build-history-kept", {});
  build("build-history-52", { ANP_DATA_DIR: scratch });
  for (let run = 0; run < runs; run += 1) {
    times.kept.push(build("build-history-kept", {}));
    times.synthetic.push(build("build-history-52", { ANP_DATA_DIR: scratch }));
    console.log(
      `run ${run + 1}: kept ${times.kept.at(-1).toFixed(1)} s, ${weeks} weeks ${times.synthetic.at(-1).toFixed(1)} s`,
    );
  }
  const [kept, synthetic] = [pages("build-history-kept"), pages("build-history-52")];
  console.log(`pages: ${kept.length} with the kept history, ${synthetic.length} with ${weeks} weeks`);
  if (kept.join("\n") !== synthetic.join("\n"))
    console.log("the page lists differ: the history added or removed pages");
  const ratio = median(times.synthetic) / median(times.kept);
  console.log(
    `median: kept ${median(times.kept).toFixed(1)} s, ${weeks} weeks ${median(times.synthetic).toFixed(1)} s, ratio ${ratio.toFixed(3)}`,
  );
} finally {
  for (const dir of ["build-history-kept", "build-history-52", scratch]) rmSync(dir, { recursive: true, force: true });
}
