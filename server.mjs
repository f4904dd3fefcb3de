/**
 * Production server for the static build (`npm start`): sirv serves
 * build/client with the precompressed .br/.gz files the build wrote,
 * long-lived immutable caching for hashed assets and share cards, revalidation for
 * everything else, 404.html with status 404 for unknown paths, 405 with
 * `Allow: GET, HEAD` for any other method (a static site takes no POST, as
 * nginx answers), and on every response the security headers the build
 * computed (build/security-headers.json, the same rules as the `_headers`
 * file for static hosts).
 * PORT overrides the port (default 4173); BUILD_DIR (site.config.ts: the
 * environment, .env or .env.local) the build's folder (default build).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import sirv from "sirv";
import { CACHE_CONTROL, cacheControl, immutablePrefix } from "./integrations/security-headers.ts";
import { BUILD_DIR } from "./site.config.ts";

const build = new URL(`./${BUILD_DIR}/`, import.meta.url);
const root = new URL("client/", build);
const rules = JSON.parse(readFileSync(new URL("security-headers.json", build), "utf8"));
const notFoundPage = readFileSync(new URL("404.html", root));

const port = Number(process.env.PORT ?? 4173);

/**
 * Sets the security headers of a response: the "/_astro/*" or "/og/*" rule
 * for hashed files; otherwise the "/*" rule and then any rule for this exact path.
 */
function setSecurityHeaders(res, pathname) {
  const prefix = immutablePrefix(pathname);
  const applicable = prefix ? [rules[`${prefix}*`]] : [rules["/*"], rules[pathname]];
  for (const headers of applicable) {
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  }
}

const serveStatic = sirv(root.pathname, {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    setSecurityHeaders(res, pathname);
    res.setHeader("Cache-Control", cacheControl(pathname));
  },
  onNoMatch(_req, res) {
    setSecurityHeaders(res, "/404.html");
    res.writeHead(404, { "Content-Type": "text/html;charset=utf-8", "Cache-Control": CACHE_CONTROL.revalidate });
    res.end(notFoundPage);
  },
});

/** The methods a static site answers. */
const ALLOWED_METHODS = ["GET", "HEAD"];

createServer((req, res) => {
  if (ALLOWED_METHODS.includes(req.method ?? "")) {
    serveStatic(req, res);
    return;
  }
  setSecurityHeaders(res, new URL(req.url ?? "/", "http://localhost").pathname);
  res.writeHead(405, { Allow: ALLOWED_METHODS.join(", "), "Content-Type": "text/plain;charset=utf-8" });
  res.end("Método não permitido\n");
}).listen(port, () => {
  console.log(`Etanol ou Gasolina? em http://localhost:${port}`);
});
