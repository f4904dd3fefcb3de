/**
 * `server.mjs`, the server of `npm start`, serving the e2e build on a free loopback port: the checks every host
 * passes, and what it does on its own (the precompressed copies, 405 for other methods, the redirect's safety).
 */
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeHostChecks, httpGet, startHost } from "./host-checks.ts";
import type { HeaderRules } from "./security-headers.ts";

const BUILD = resolve("build-e2e");
const rules: HeaderRules = JSON.parse(readFileSync(join(BUILD, "security-headers.json"), "utf8"));

let port = 0;
let server: ChildProcess | undefined;

beforeAll(async () => {
  ({ port, server } = await startHost(
    (free) => ({ args: ["server.mjs"], env: { PORT: String(free), BUILD_DIR: "build-e2e" } }),
    { ms: 10_000 },
  ));
}, 20_000);

afterAll(() => {
  server?.kill();
});

describeHostChecks("server.mjs", () => port, join(BUILD, "client"), rules);

/** Sends `method` to `path` and gives the status and headers. */
function send(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    request({ host: "127.0.0.1", port, path, method }, (response) => {
      response.resume();
      response.on("end", () => done({ status: response.statusCode ?? 0, headers: response.headers }));
    })
      .on("error", fail)
      .end();
  });
}

describe("server.mjs on its own", () => {
  it("sends the precompressed brotli copy to a browser that accepts it", async () => {
    const answer = await httpGet(port, "/precos", { "Accept-Encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).equals(readFileSync(join(BUILD, "client/precos.html")))).toBe(true);
  });

  it("answers only GET and HEAD: any other method gets 405 with Allow, as nginx does", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const answer = await send(method, "/");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect((await send("HEAD", "/")).status).toBe(200);
  });

  it("keeps the query string when it drops a trailing slash, and never redirects to another site", async () => {
    expect((await httpGet(port, "/blog/?a=1")).headers.location).toBe("/blog?a=1");
    for (const path of ["//example.com/", "/\\example.com/", "///"]) {
      const answer = await httpGet(port, path);
      expect(String(answer.headers.location ?? "/"), path).toMatch(/^\/(?![/\\])/);
    }
  });
});
