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
import { EMBED_PATH, OPEN_DATA_PATH, SHARE_CARDS_PATH } from "#lib/paths.ts";
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

/** The part of the policy a `<meta>` cannot carry, sent as a header, for a page that `ancestors` may frame. */
function headerCsp(ancestors: string): string {
  return `frame-ancestors ${ancestors}; object-src 'none'; base-uri 'self'`;
}

/** The header policy of every page but the embeddable ones: no other site may frame it (clickjacking). */
export const HEADER_CSP = headerCsp("'none'");

/**
 * The header policy of the pages made to be framed ({@link EMBED_RULE}): any site may frame them, over any
 * network scheme (CSP's `*`), since news sites and blogs on any address embed the calculator.
 */
export const EMBED_CSP = headerCsp("*");

/** The rule of the pages other sites may frame (src/lib/paths.ts, EMBED_PATH: `/embed/…`). */
export const EMBED_RULE = `${EMBED_PATH}/*`;

/** The rule of the open data files (`/dados/…`), which any web page or notebook elsewhere may read (CORS). */
const OPEN_DATA_RULE = `${OPEN_DATA_PATH}/*`;

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
 * Headers by URL path pattern: an exact path ("/sw.js") or a prefix ending in "*" ("/embed/*"). "/*" is for every
 * response, and a more specific rule that matches adds to it or replaces its headers of the same name
 * ({@link headersFor}): "/sw.js" the CSP of the service worker, {@link EMBED_RULE} the framing, and
 * {@link OPEN_DATA_RULE} adds CORS. "/_astro/*" and "/og/*" replace all for hashed scripts, styles and share
 * cards, which need only the transport headers.
 */
export type HeaderRules = Record<string, Record<string, string>>;

/** All header rules of the site (see {@link HeaderRules}). */
export function headerRules(): HeaderRules {
  const transport = Object.fromEntries(TRANSPORT_HEADERS.map((name) => [name, BASE_HEADERS[name] ?? ""]));
  return {
    "/*": { ...BASE_HEADERS, "Content-Security-Policy": HEADER_CSP },
    "/sw.js": { "Content-Security-Policy": workerCsp() },
    [EMBED_RULE]: { "Content-Security-Policy": EMBED_CSP },
    [OPEN_DATA_RULE]: { "Access-Control-Allow-Origin": "*" },
    ...Object.fromEntries(IMMUTABLE_PREFIXES.map((prefix) => [`${prefix}*`, transport])),
  };
}

/** True when the rule pattern `pattern` (an exact path, or a prefix ending in "*") matches the URL path. */
function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/**
 * The headers of the response for a URL path, by {@link HeaderRules}: the hashed files' rule alone under
 * {@link IMMUTABLE_PREFIXES}; otherwise "/*", then every other rule that matches, each replacing a header of the
 * same name (as Netlify applies them, and Cloudflare Pages with the `! Name` lines of {@link netlifyHeadersFile}).
 */
export function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const prefix = immutablePrefix(pathname);
  if (prefix) return { ...rules[`${prefix}*`] };
  const specific = Object.entries(rules).filter(([pattern]) => pattern !== "/*" && matches(pattern, pathname));
  return Object.assign({ ...rules["/*"] }, ...specific.map(([, headers]) => headers));
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
 * The rules as the `_headers` file of Cloudflare Pages and Netlify. Both apply every rule whose path matches, "/*"
 * included, so a rule lists only what differs from "/*". Where it replaces a header of "/*", it first detaches it
 * (`! Name`): Pages would otherwise send both values joined by a comma (two CSPs, and the stricter
 * `frame-ancestors 'none'` would forbid framing the embed); Netlify skips that line and keeps the later rule's
 * value. The hashed files' rule adds its year-long Cache-Control (Pages revalidates everything else by default,
 * "public, max-age=0, must-revalidate", which means the same as no-cache); the page headers that Pages and Netlify
 * add to those files from "/*" do nothing on a script or an image. Pages' own `Access-Control-Allow-Origin: *` on
 * every response is left: the site is public and sends no credentials, and the open data needs it
 * (docs/decisions/0003-headers-on-cloudflare-pages.md).
 */
export function netlifyHeadersFile(rules: HeaderRules): string {
  const all = rules["/*"] ?? {};
  const line = ([name, value]: [string, string]) => `  ${name}: ${value}`;
  const override = ([path, headers]: [string, Record<string, string>]) => {
    const own = Object.entries(headers).filter(([name, value]) => all[name] !== value);
    const lines = own.flatMap((header) => [...(header[0] in all ? [`  ! ${header[0]}`] : []), line(header)]);
    const cache = immutablePrefix(path) ? [line(["Cache-Control", CACHE_CONTROL.immutable])] : [];
    return [path, ...lines, ...cache].join("\n");
  };
  const others = Object.entries(rules).filter(([path]) => path !== "/*");
  return [["/*", ...Object.entries(all).map(line)].join("\n"), ...others.map(override)].join("\n\n").concat("\n");
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
