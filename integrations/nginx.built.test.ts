/**
 * The generated nginx config (build-e2e/deploy/nginx.conf) served by the
 * real nginx, as an owner would run it on Debian: the stock
 * /etc/nginx/nginx.conf with our server block included in its http block,
 * only `root` and `listen` changed (and, to run unprivileged on a loopback
 * port, the pid, log and temp paths moved to a temporary folder). Needs
 * nginx (.ci/run installs it) and the e2e build (`npm run build:e2e`).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeHostChecks, freePort, httpGet, waitForHost } from "./host-checks.ts";
import { CACHE_CONTROL, type HeaderRules, headersFor } from "./security-headers.ts";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const STOCK_CONFIG = "/etc/nginx/nginx.conf";
const BUILD = resolve("build-e2e");
const rules: HeaderRules = JSON.parse(readFileSync(join(BUILD, "security-headers.json"), "utf8"));

/**
 * Debian's nginx.conf, made to run from `dir`: no daemon, one worker, the
 * pid, error log and temp files in `dir`, no access log, and instead of
 * conf.d/ and sites-enabled/ only `site` (our block).
 */
function testConfig(stock: string, dir: string, site: string): string {
  const user = process.getuid?.() === 0 ? "user root;" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join(" ");
  return `daemon off;\n${stock}`
    .replace(/^\s*user\s+[^;]+;/m, user)
    .replace(/^\s*worker_processes\s+[^;]+;/m, "worker_processes 1;")
    .replace(/^\s*pid\s+[^;]+;/m, `pid ${join(dir, "nginx.pid")};`)
    .replace(/^\s*error_log\s+[^;]+;/gm, `error_log ${join(dir, "error.log")};`)
    .replace(/^\s*access_log\s+[^;]+;/gm, "access_log off;")
    .replace(/^\s*include\s+\/etc\/nginx\/conf\.d\/\*\.conf;/m, `include ${site}; ${temp}`)
    .replace(/^\s*include\s+\/etc\/nginx\/sites-enabled\/\*;/m, "");
}

let port = 0;
const get = (path: string, headers: Record<string, string> = {}) => httpGet(port, path, headers);

let dir = "";
let nginx: ChildProcess | undefined;
let check: ReturnType<typeof spawnSync>;

beforeAll(async () => {
  const version = spawnSync(NGINX, ["-v"], { encoding: "utf8" });
  if (version.error)
    throw new Error(`nginx not found at ${NGINX}: install it (Debian: apt-get install -y nginx; .ci/run does).`);
  dir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  port = await freePort();
  const site = join(dir, "site.conf");
  const generated = readFileSync(join(BUILD, "deploy/nginx.conf"), "utf8");
  // What the owner changes: root (and the port).
  writeFileSync(
    site,
    generated
      .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${join(BUILD, "client")};`)
      .replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`),
  );
  const config = join(dir, "nginx.conf");
  writeFileSync(config, testConfig(readFileSync(STOCK_CONFIG, "utf8"), dir, site));
  const args = ["-c", config, "-p", dir, "-e", join(dir, "error.log")];
  check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) return;
  nginx = spawn(NGINX, args, { stdio: "ignore" });
  await waitForHost(port, 5_000, () => readFileSync(join(dir, "error.log"), "utf8"));
}, 20_000);

afterAll(() => {
  nginx?.kill("SIGQUIT");
});

describeHostChecks("Debian's nginx", () => port, join(BUILD, "client"), rules);

describe("the generated nginx config on Debian's nginx", () => {
  it("passes nginx -t inside the stock nginx.conf", () => {
    expect(check.stderr).toContain("syntax is ok");
    expect(check.status, String(check.stderr)).toBe(0);
  });

  it("sends the precompressed .gz copy to a browser that accepts gzip, with Vary: Accept-Encoding", async () => {
    const answer = await get("/precos", { "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.body.equals(readFileSync(join(BUILD, "client/precos.html.gz")))).toBe(true);
    expect(gunzipSync(answer.body).equals(readFileSync(join(BUILD, "client/precos.html")))).toBe(true);
    const plain = await get("/precos");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps the redirect's query string", async () => {
    const answer = await get("/blog/?a=1");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`http://127.0.0.1:${port}/blog?a=1`);
  });

  it("serves the manifest as application/manifest+json", async () => {
    const answer = await get("/manifest.webmanifest");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    expect(answer.headers["content-security-policy"]).toBe(headersFor(rules, "/")["Content-Security-Policy"]);
  });
});
