/**
 * The security policy of the site, from one place. Astro writes the page's
 * Content Security Policy into a `<meta>` of each page, with the hashes of
 * the scripts and styles it inlines (astro.config.ts, `security.csp`), from
 * {@link metaCspDirectives} and {@link scriptSources}. What a `<meta>`
 * cannot carry (`frame-ancestors`, HSTS, COOP, …) travels as HTTP headers:
 * {@link headerRules}. The integration {@link securityHeaders}, once the
 * pages are final, sets each page's CSP `<meta>` to the hashes of its own
 * inline code (csp-meta.ts) and writes the rules for two ways of serving
 * the build: build/security-headers.json for server.mjs (`npm start`) and
 * build/client/_headers for Netlify and Cloudflare Pages (nginx-config.ts
 * writes them for nginx).
 * References: MDN "Content-Security-Policy" (directives ignored in `<meta>`),
 * OWASP Secure Headers Project, Google's "Use Google Analytics with Content
 * Security Policy".
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { SHARE_CARDS_PATH } from "../src/lib/paths.ts";
import { routePages } from "./build-files.ts";
import { withOwnHashes } from "./csp-meta.ts";

/** Host of the product photos (img-src; the service worker's runtime cache fetches them too). */
export const PHOTO_HOST = "https://images.unsplash.com";

/** Google Analytics 4 hosts, allowed only when analytics is configured. */
const ANALYTICS_HOSTS = {
  script: ["https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

/** A CSP directive as Astro's `security.csp.directives` takes it: its name, then its sources. */
type Directive<Name extends string> = `${Name} ${string}`;

function directive<Name extends string>(name: Name, sources: readonly string[]): Directive<Name> {
  return `${name} ${sources.join(" ")}`;
}

/**
 * The directives of the page CSP `<meta>` besides `script-src` and
 * `style-src` (which Astro writes with its hashes): everything from the site
 * itself, images also from the photo host and, only with analytics
 * (`analytics` true), Google's hosts. No 'unsafe-inline' anywhere.
 */
export function metaCspDirectives(
  analytics: boolean,
): Directive<"default-src" | "img-src" | "connect-src" | "base-uri" | "form-action" | "object-src">[] {
  const extra = (list: readonly string[]) => (analytics ? list : []);
  return [
    directive("default-src", ["'self'"]),
    directive("img-src", ["'self'", "data:", PHOTO_HOST, ...extra(ANALYTICS_HOSTS.img)]),
    directive("connect-src", ["'self'", ...extra(ANALYTICS_HOSTS.connect)]),
    directive("base-uri", ["'self'"]),
    directive("form-action", ["'self'"]),
    directive("object-src", ["'none'"]),
  ];
}

/** Sources of `script-src` besides Astro's hashes: the site and, with analytics, Google's tag host. */
export function scriptSources(analytics: boolean): string[] {
  return ["'self'", ...(analytics ? ANALYTICS_HOSTS.script : [])];
}

/** The part of the policy browsers ignore in a `<meta>`, sent as a header with every page: no framing. */
export const HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * The service worker's own policy: it runs no inline code and fetches only
 * the site and, for the bounded runtime cache, the product photos.
 */
export function workerCsp(): string {
  return [
    directive("default-src", ["'self'"]),
    directive("connect-src", ["'self'", PHOTO_HOST]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'none'"]),
  ].join("; ");
}

/** Headers sent with every page besides the CSP. */
const BASE_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Denies the powerful features the site never uses; sharing (Web Share, clipboard) stays allowed, and
  // geolocation is allowed for the site itself ("Usar minha localização" in the city picker).
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Headers every response needs, subresources included. */
const TRANSPORT_HEADERS = ["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy"] as const;

/** URL prefix of the hashed, immutable assets Astro emits. */
export const ASSETS_PREFIX = "/_astro/";

/**
 * URL prefixes of the files whose names carry a hash of their content, so
 * that a changed file gets a new name: Astro's scripts and styles, and the
 * share cards (src/lib/paths.ts). They may be cached for a year.
 */
export const IMMUTABLE_PREFIXES = [ASSETS_PREFIX, SHARE_CARDS_PATH] as const;

/** The immutable prefix a URL path starts with ({@link IMMUTABLE_PREFIXES}), or undefined. */
export function immutablePrefix(pathname: string): string | undefined {
  return IMMUTABLE_PREFIXES.find((prefix) => pathname.startsWith(prefix));
}

/**
 * Headers by URL path pattern. "/*" is for every response; "/sw.js"
 * replaces the CSP for the service worker; "/_astro/*" and "/og/*" replace
 * all for hashed scripts, styles and share cards, which need only the
 * transport headers.
 */
export type HeaderRules = Record<string, Record<string, string>>;

/** All header rules of the site (see {@link HeaderRules}). */
export function headerRules(): HeaderRules {
  const transport = Object.fromEntries(TRANSPORT_HEADERS.map((name) => [name, BASE_HEADERS[name] ?? ""]));
  return {
    "/*": { ...BASE_HEADERS, "Content-Security-Policy": HEADER_CSP },
    "/sw.js": { "Content-Security-Policy": workerCsp() },
    ...Object.fromEntries(IMMUTABLE_PREFIXES.map((prefix) => [`${prefix}*`, transport])),
  };
}

/**
 * How long browsers and CDNs may keep a response, one rule for every way of
 * serving the build (server.mjs, `_headers`, nginx): hashed assets forever,
 * everything else revalidated on every use, so a new deploy shows at once.
 */
export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
} as const;

/** The Cache-Control value for a URL path ({@link CACHE_CONTROL}): immutable under {@link IMMUTABLE_PREFIXES}. */
export function cacheControl(pathname: string): string {
  return immutablePrefix(pathname) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/**
 * The rules as a Netlify / Cloudflare Pages `_headers` file, with the
 * hashed files' Cache-Control. Both hosts apply every rule whose path
 * matches (Cloudflare joins a header set twice with a comma), so the
 * revalidation of everything else is left to their default,
 * "public, max-age=0, must-revalidate", which means the same as no-cache.
 */
export function netlifyHeadersFile(rules: HeaderRules): string {
  const withCache: HeaderRules = {
    ...rules,
    ...Object.fromEntries(
      IMMUTABLE_PREFIXES.map((prefix) => [
        `${prefix}*`,
        { ...rules[`${prefix}*`], "Cache-Control": CACHE_CONTROL.immutable },
      ]),
    ),
  };
  return Object.entries(withCache)
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/**
 * The integration: rewrites every page of Astro's `assets` with its own CSP
 * hashes ({@link withOwnHashes}); writes {@link headerRules} to
 * build/security-headers.json and, as {@link netlifyHeadersFile}, to
 * build/client/_headers. It runs after every other rewrite of the pages,
 * whose hashes must be those of their final inline code.
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: "security-headers",
    hooks: {
      "astro:build:done": ({ dir, assets, logger }) => {
        const client = fileURLToPath(dir);
        let saved = 0;
        for (const path of routePages(assets).flat()) {
          const html = readFileSync(path, "utf8");
          const page = withOwnHashes(html);
          saved += html.length - page.length;
          writeFileSync(path, page);
        }
        const rules = headerRules();
        writeFileSync(join(dirname(client), "security-headers.json"), `${JSON.stringify(rules, null, 2)}\n`);
        writeFileSync(join(client, "_headers"), netlifyHeadersFile(rules));
        logger.info(
          `each page's CSP <meta> with its own hashes (${Math.round(saved / 1024)} KB lighter); headers written`,
        );
      },
    },
  };
}
