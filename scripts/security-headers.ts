/**
 * The security headers of the site, from one place. The build computes them
 * (the CSP needs the hashes of the inline scripts and style it emits) and
 * writes them for every way of serving the build: build/security-headers.json
 * for server.mjs (`npm start`), build/client/_headers for Netlify and
 * Cloudflare Pages, build/deploy/nginx.conf as an example nginx server block.
 * References: MDN "Content-Security-Policy", OWASP Secure Headers Project,
 * Google's "Use Google Analytics with Content Security Policy".
 */
import { createHash } from "node:crypto";

/** Hosts of the product photos (img-src; the service worker's runtime cache fetches them too). */
export const PHOTO_HOST = "https://images.unsplash.com";

/** Google Analytics 4 hosts, allowed only when analytics is configured. */
export const ANALYTICS_HOSTS = {
  script: ["https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

/** What the headers depend on. */
export interface HeaderInputs {
  /** CSP hash sources ('sha256-…') of every inline script the pages run. */
  scriptHashes: readonly string[];
  /** CSP hash sources of every inline `<style>`. */
  styleHashes: readonly string[];
  /** True when a Google Analytics ID is configured (VITE_GA_ID). */
  analytics: boolean;
}

/**
 * Headers by URL path pattern. "/*" is for every response; an exact path
 * (a page, "/sw.js") replaces the CSP for it; "/assets/*" replaces all for
 * hashed scripts and styles, which need only the transport headers (a CSP
 * means nothing on a script response, and on HTTP/1.1 it would cost 1 KB per
 * file). Static hosts that merge matching rules (Netlify) send both CSPs,
 * which browsers enforce together: the page's narrower one wins.
 */
export type HeaderRules = Record<string, Record<string, string>>;

/** The CSP hash source of an inline script's or style's exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Inline `<script>` texts a page runs (classic and module; JSON-LD and other data blocks excluded). */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = ""]) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
      // The inert boot script runs as a module once the loader re-inserts it.
      return type === undefined || type === "module" || /\bdata-hydrate\b/.test(attributes);
    })
    .map(([, , text = ""]) => text);
}

/** Inline `<style>` texts of a page. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, text = ""]) => text);
}

function directives(entries: Array<[string, readonly string[]]>): string {
  return entries.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * The pages' Content Security Policy: everything from the site itself, plus
 * the hashes of its inline scripts and style, the photo host for images and,
 * only with analytics, Google's hosts. No 'unsafe-inline', no framing.
 */
export function pageCsp({ scriptHashes, styleHashes, analytics }: HeaderInputs): string {
  const extra = (list: readonly string[]) => (analytics ? list : []);
  return directives([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...extra(ANALYTICS_HOSTS.script)]],
    ["style-src", ["'self'", ...styleHashes]],
    ["img-src", ["'self'", "data:", PHOTO_HOST, ...extra(ANALYTICS_HOSTS.img)]],
    ["connect-src", ["'self'", ...extra(ANALYTICS_HOSTS.connect)]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ]);
}

/**
 * The service worker's own policy: it runs no inline code and fetches only
 * the site and, for the bounded runtime cache, the product photos.
 */
export function workerCsp(): string {
  return directives([
    ["default-src", ["'self'"]],
    ["connect-src", ["'self'", PHOTO_HOST]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
  ]);
}

/** Headers sent with every response besides the CSP. */
export const BASE_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Denies the powerful features the site never uses; sharing (Web Share, clipboard) stays allowed.
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Headers every response needs, subresources included. */
const TRANSPORT_HEADERS = ["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy"] as const;

/**
 * All header rules of the site: every path, with a CSP allowing the inline
 * code of all pages; each page's own path, with a CSP narrowed to that
 * page's inline code (a shorter header: the page's first response fits the
 * first TCP round trip); the service worker's CSP; the hashed assets.
 * `pages` maps a page path ("/blog") to its inline code's hashes.
 */
export function headerRules(
  pages: Record<string, Pick<HeaderInputs, "scriptHashes" | "styleHashes">>,
  analytics: boolean,
): HeaderRules {
  const all = Object.values(pages);
  const union = (pick: (page: (typeof all)[number]) => readonly string[]) => [...new Set(all.flatMap(pick))].sort();
  const rules: HeaderRules = {
    "/*": {
      ...BASE_HEADERS,
      "Content-Security-Policy": pageCsp({ scriptHashes: union((page) => page.scriptHashes), styleHashes: union((page) => page.styleHashes), analytics }),
    },
  };
  for (const [path, hashes] of Object.entries(pages)) {
    rules[path] = { "Content-Security-Policy": pageCsp({ ...hashes, analytics }) };
  }
  rules["/sw.js"] = { "Content-Security-Policy": workerCsp() };
  rules["/assets/*"] = Object.fromEntries(TRANSPORT_HEADERS.map((name) => [name, BASE_HEADERS[name] ?? ""]));
  return rules;
}

/** The rules as a Netlify / Cloudflare Pages `_headers` file. */
export function netlifyHeadersFile(rules: HeaderRules): string {
  return Object.entries(rules)
    .map(([path, headers]) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
    .join("\n\n")
    .concat("\n");
}

/** An example nginx server block serving build/client with the rules, caching and 404 page. */
export function nginxServerBlock(rules: HeaderRules): string {
  const lines = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join("\n");
  const all = rules["/*"] ?? {};
  return `# Example nginx server block for the static build (generated by the build; do not edit).
# Copy build/client to /var/www/etanol-ou-gasolina and put TLS in front of it.
server {
    listen 443 ssl http2;
    server_name www.example.com.br;
    root /var/www/etanol-ou-gasolina;
    gzip_static on;
    brotli_static on;  # needs ngx_brotli; remove if not installed
    error_page 404 /404.html;

${lines(all, "    ")}

    location /assets/ {
${lines(rules["/assets/*"] ?? {}, "        ")}
        add_header Cache-Control "public, max-age=31536000, immutable" always;
    }

    location = /sw.js {
${lines({ ...all, ...rules["/sw.js"] }, "        ")}
        add_header Cache-Control "no-cache" always;
    }

    location / {
        try_files $uri $uri/index.html =404;
        add_header Cache-Control "no-cache" always;
${lines(all, "        ")}
    }
}
`;
}
