/**
 * Production server for the static build (`npm start`): sirv serves
 * build/client with the precompressed .br/.gz files the build wrote, each
 * page at its canonical address (`/blog` → blog.html; `/blog/` redirects
 * there, as nginx does),
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
import { extname } from "node:path";
import sirv from "sirv";
import { CACHE_CONTROL, cacheControl, headersFor } from "#integrations/security-headers.ts";
import { BUILD_DIR } from "./site.config.ts";

const build = new URL(`./${BUILD_DIR}/`, import.meta.url);
const root = new URL("client/", build);
const rules = JSON.parse(readFileSync(new URL("security-headers.json", build), "utf8"));
const notFoundPage = readFileSync(new URL("404.html", root));

const port = Number(process.env.PORT ?? 4173);

/** Sets the headers the build's rules give the URL path (security-headers.ts, `headersFor`). */
function setSecurityHeaders(res, pathname) {
  for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
}

/** The types of the open data files, which sirv would send without their charset. */
const DATA_TYPES = { ".csv": "text/csv; charset=utf-8", ".json": "application/json; charset=utf-8" };

const serveStatic = sirv(root.pathname, {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    setSecurityHeaders(res, pathname);
    res.setHeader("Cache-Control", cacheControl(pathname));
    const type = DATA_TYPES[extname(pathname)];
    if (type) res.setHeader("Content-Type", type);
  },
  onNoMatch(_req, res) {
    setSecurityHeaders(res, "/404.html");
    res.writeHead(404, { "Content-Type": "text/html;charset=utf-8", "Cache-Control": CACHE_CONTROL.revalidate });
    res.end(notFoundPage);
  },
});

/** The methods a static site answers. */
const ALLOWED_METHODS = ["GET", "HEAD"];

/** The request target as a URL whose path it is: "//x/" stays a path, never a host; "*" becomes "/*". */
function requestUrl(target) {
  return new URL(`http://localhost${target.startsWith("/") ? "" : "/"}${target}`);
}

/**
 * The canonical address of `url` when it ends with a slash ("/blog/?a=1" → "/blog?a=1"), or undefined. Leading
 * slashes are merged, as nginx does, so that "//host/" can never redirect to another site.
 */
function withoutTrailingSlash(url) {
  const { pathname, search } = requestUrl(url);
  if (pathname.length <= 1 || !pathname.endsWith("/")) return undefined;
  return `/${pathname.replace(/^\/+|\/+$/g, "")}${search}`;
}

createServer((req, res) => {
  if (ALLOWED_METHODS.includes(req.method ?? "")) {
    const canonical = withoutTrailingSlash(req.url ?? "/");
    if (canonical) {
      setSecurityHeaders(res, "/");
      res.writeHead(301, { Location: canonical, "Cache-Control": CACHE_CONTROL.revalidate });
      res.end();
    } else serveStatic(req, res);
    return;
  }
  setSecurityHeaders(res, requestUrl(req.url ?? "/").pathname);
  res.writeHead(405, { Allow: ALLOWED_METHODS.join(", "), "Content-Type": "text/plain;charset=utf-8" });
  res.end("Método não permitido\n");
}).listen(port, () => {
  console.log(`Etanol ou Gasolina? em http://localhost:${port}`);
});
