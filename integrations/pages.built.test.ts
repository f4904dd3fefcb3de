/**
 * Cloudflare Pages, where the deploy workflow publishes the site, in its local runtime (`wrangler pages dev`, the
 * same workerd that runs Pages, offline): it serves the e2e build as the deploy uploads it (without the .br/.gz
 * copies, scripts/pages-upload.mjs) with the build's `_headers`, and passes the checks every host passes.
 * Compression is the edge's on Pages, not checked here.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { copyForPages } from "#scripts/pages-upload.mjs";
import { describeHostChecks, startHost } from "./host-checks.ts";
import type { HeaderRules } from "./security-headers.ts";

/**
 * The Workers compatibility date the local runtime runs the site with: one the installed workerd supports (it
 * refuses a later one). Pages' static files do not depend on it; raise it with wrangler.
 */
const COMPATIBILITY_DATE = "2026-11-01";

const BUILD = resolve("build-e2e");
const rules: HeaderRules = JSON.parse(readFileSync(join(BUILD, "security-headers.json"), "utf8"));
const wrangler = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin/wrangler.js");

let port = 0;
let runtime: ChildProcess | undefined;
const site = mkdtempSync(join(tmpdir(), "pages-site-"));

beforeAll(async () => {
  copyForPages(join(BUILD, "client"), site);
  ({ port, server: runtime } = await startHost(
    (free) => ({
      args: [wrangler, "pages", "dev", site, "--ip", "127.0.0.1", "--port", String(free)].concat([
        "--compatibility-date",
        COMPATIBILITY_DATE,
        "--log-level",
        "warn",
      ]),
      env: { WRANGLER_SEND_METRICS: "false", CI: "true" },
    }),
    // Its own working folder, so that the runtime's state (.wrangler/) stays out of the repository.
    { cwd: mkdtempSync(join(tmpdir(), "pages-state-")), ms: 60_000 },
  ));
}, 90_000);

afterAll(() => {
  runtime?.kill();
});

describeHostChecks("Cloudflare Pages (wrangler pages dev)", () => port, site, rules);
