import type { APIContext } from "astro";

/** robots.txt: everything but the internal "/__…" pages may be crawled; points to the sitemap. */
export function GET(context: APIContext) {
  const site = String(context.site ?? "").replace(/\/$/, "");
  return new Response(`User-agent: *\nAllow: /\nDisallow: /__\n\nSitemap: ${site}/sitemap-index.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
