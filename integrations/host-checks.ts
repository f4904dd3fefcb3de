/**
 * The checks every host of the build must pass, one list for all: Cloudflare Pages' local runtime
 * (`wrangler pages dev`), Debian's nginx with the generated config, and `server.mjs` (`npm start`). Each host's
 * test (`*.built.test.ts`) starts its server on a free loopback port and calls {@link describeHostChecks}; what only
 * one host does (nginx's precompressed copies, server.mjs's 405) stays in its own test. The rules come from the
 * build (build-e2e/security-headers.json), the pages from build-e2e/client.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cityPagePath, OPEN_DATA_PATH } from "#lib/paths.ts";
import { pageFile } from "./build-files.ts";
import {
  CACHE_CONTROL,
  EMBED_CSP,
  HEADER_CSP,
  type HeaderRules,
  headersFor,
  IMMUTABLE_PREFIXES,
} from "./security-headers.ts";

/** A host's answer, its body as sent (not decompressed). */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** GETs `path` (sent as written, not normalised) from the server on the loopback `port`. */
export function httpGet(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    request({ host: "127.0.0.1", port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", fail)
      .end();
  });
}

/** Waits until the server on `port` answers "/", polling every 100 ms for at most `ms`; `log` explains a failure. */
export async function waitForHost(port: number, ms: number, log: () => string): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    try {
      await httpGet(port, "/");
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  throw new Error(`No answer on port ${port} after ${ms} ms:\n${log()}`);
}

/**
 * Starts a Node server on a free loopback port: `spec(port)` gives its arguments to this Node (server.mjs, or
 * wrangler's CLI) and what to add to its environment; `cwd` its folder. Waits up to `ms` for it to answer; the error
 * gives what it printed.
 */
export async function startHost(
  spec: (port: number) => { args: string[]; env?: Record<string, string> },
  options: { cwd?: string; ms: number },
): Promise<{ port: number; server: ChildProcess }> {
  const port = await freePort();
  const { args, env } = spec(port);
  const server = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk));
  await waitForHost(port, options.ms, () => output);
  return { port, server };
}

/** The canonical addresses that must answer 200 at once, without a redirect to a trailing-slash copy. */
const CANONICAL_PATHS = [
  "/",
  "/precos",
  "/precos/sp",
  cityPagePath({ uf: "SP", name: "Campinas" }),
  "/blog",
  "/carros",
];

/** Paths that must get the not-found page: an unknown one and two a scanner tries. */
const NOT_FOUND_PATHS = ["/pagina/que/nao/existe", "/.env", "/..%2f..%2fetc/passwd"];

/** True when a Cache-Control value makes every use revalidate ("no-cache", or Pages' "max-age=0, must-revalidate"). */
function revalidates(value: string): boolean {
  return value === CACHE_CONTROL.revalidate || (/\bmax-age=0\b/.test(value) && /\bmust-revalidate\b/.test(value));
}

function expectHeaders(answer: Answer, expected: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(expected)) {
    expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
}

/** The first address in `html` that starts with `prefix`: a script, a stylesheet or a share card. */
function firstAddress(html: string, prefix: string): string {
  const address = new RegExp(`${prefix}[\\w.@-]+\\.(?:js|css|png)`).exec(html)?.[0];
  if (!address) throw new Error(`No ${prefix} file named in the pages`);
  return address;
}

/**
 * Defines the shared checks for the host `name`, whose loopback port `port()` gives once its `beforeAll` has
 * started it, serving `client` (the build's site folder) with the build's header `rules`.
 */
export function describeHostChecks(name: string, port: () => number, client: string, rules: HeaderRules): void {
  const get = (path: string) => httpGet(port(), path);
  describe(`${name}: the checks every host passes`, () => {
    it.each(CANONICAL_PATHS)("serves %s at once, with the page headers, revalidated", async (path) => {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.equals(readFileSync(join(client, pageFile(path)))), path).toBe(true);
      expectHeaders(answer, headersFor(rules, path), path);
      expect(revalidates(String(answer.headers["cache-control"])), String(answer.headers["cache-control"])).toBe(true);
    });

    it("redirects the trailing-slash copy of an address to the canonical one, never the reverse", async () => {
      const answer = await get("/precos/sp/");
      expect([301, 308]).toContain(answer.status);
      expect(new URL(String(answer.headers.location), "http://host.invalid").pathname).toBe("/precos/sp");
    });

    it("caches the hashed scripts and share cards for a year, with the transport headers", async () => {
      // The home page names the scripts; a state's page its own share card.
      const home = ["/", "/precos/sp"].map((path) => readFileSync(join(client, pageFile(path)), "utf8")).join("");
      for (const prefix of IMMUTABLE_PREFIXES) {
        const address = firstAddress(home, prefix);
        const answer = await get(address);
        expect(answer.status, address).toBe(200);
        expect(answer.headers["cache-control"], address).toBe(CACHE_CONTROL.immutable);
        expectHeaders(answer, rules[`${prefix}*`] ?? {}, address);
      }
    });

    it("gives the service worker its own policy, revalidated", async () => {
      const answer = await get("/sw.js");
      expect(answer.status).toBe(200);
      expectHeaders(answer, headersFor(rules, "/sw.js"), "/sw.js");
      expect(revalidates(String(answer.headers["cache-control"]))).toBe(true);
    });

    it.each(NOT_FOUND_PATHS)("answers %s with the not-found page, status 404, and the page headers", async (path) => {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toContain("Página não encontrada");
      expectHeaders(answer, headersFor(rules, "/404.html"), path);
      expect(String(answer.headers["cache-control"]), path).toMatch(/no-cache|no-store|max-age=0/);
    });

    it("lets other sites frame only the embeddable calculator", async () => {
      expect((await get("/embed/calculadora")).headers["content-security-policy"]).toBe(EMBED_CSP);
      for (const path of ["/", "/embed"]) expect((await get(path)).headers["content-security-policy"]).toBe(HEADER_CSP);
    });

    it("serves the open data as CSV and JSON that any site may read", async () => {
      const descriptor = await get(`${OPEN_DATA_PATH}/datapackage.json`);
      expect(descriptor.status).toBe(200);
      expect(descriptor.headers["content-type"]).toMatch(/^application\/json\b/);
      expect(descriptor.headers["access-control-allow-origin"]).toBe("*");
      const { resources } = JSON.parse(descriptor.body.toString()) as { resources: { path: string }[] };
      for (const { path } of resources.filter((resource) => resource.path.endsWith(".csv")).slice(0, 2)) {
        const answer = await get(`${OPEN_DATA_PATH}/${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers["content-type"], path).toMatch(/^text\/csv\b/);
        expect(answer.headers["access-control-allow-origin"], path).toBe("*");
      }
    });
  });
}
