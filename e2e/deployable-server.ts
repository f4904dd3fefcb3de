import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sirv from "sirv";
import { BUILD_DIR } from "#site-config";

/**
 * A server of the test's own for a build's client folder (`build`, by default
 * BUILD_DIR of the settings the tests read, build-e2e/client), on a free
 * port, whose service worker (`/sw.js`) the test can replace: `deploy(text)`
 * puts a new version online, as a deploy of a new build would, and
 * `publish(build)` puts another build online whole, on the same origin.
 * `worker` is the built one. `close()` stops it, open connections included:
 * the site is then offline.
 */
export async function serveDeployable(build = BUILD_DIR): Promise<{
  origin: string;
  worker: string;
  deploy: (worker: string) => void;
  publish: (build: string) => void;
  close: () => void;
}> {
  const worker = readFileSync(`${build}/client/sw.js`, "utf8");
  let deployed = worker;
  let serveStatic = sirv(`${build}/client`, { dev: true });
  const server = createServer((request, response) => {
    if (request.url?.startsWith("/sw.js")) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-cache" });
      response.end(deployed);
    } else serveStatic(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    worker,
    deploy: (next) => {
      deployed = next;
    },
    publish: (next) => {
      deployed = readFileSync(`${next}/client/sw.js`, "utf8");
      serveStatic = sirv(`${next}/client`, { dev: true });
    },
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}
