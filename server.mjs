/**
 * Production server for the static build (`npm start`): sirv serves
 * build/client with the precompressed .br/.gz files the build wrote,
 * long-lived immutable caching for hashed assets, revalidation for
 * everything else, and 404.html with status 404 for unknown paths.
 * PORT overrides the port (default 4173).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import sirv from "sirv";

const root = new URL("./build/client/", import.meta.url);
const notFoundPage = readFileSync(new URL("404.html", root));
const port = Number(process.env.PORT ?? 4173);

const serveStatic = sirv(root.pathname, {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
  },
  onNoMatch(_req, res) {
    res.writeHead(404, { "Content-Type": "text/html;charset=utf-8", "Cache-Control": "no-cache" });
    res.end(notFoundPage);
  },
});

createServer(serveStatic).listen(port, () => {
  console.log(`Etanol ou Gasolina? em http://localhost:${port}`);
});
