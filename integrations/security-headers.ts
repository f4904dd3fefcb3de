/**
 * The security policy of the site, from one place. Astro writes the page's
 * Content Security Policy into a `<meta>` of each page, with the hashes of
 * the scripts and styles it inlines (astro.config.ts, `security.csp`), from
 * {@link metaCspDirectives} and {@link scriptSources}. What a `<meta>`
 * cannot carry (`frame-ancestors`, HSTS, COOP, …) travels as HTTP headers:
 * {@link headerRules}, written by the build for every way of serving it:
 * build/security-headers.json for server.mjs (`npm start`),
 * build/client/_headers for Netlify and Cloudflare Pages,
 * build/deploy/nginx.conf as an nginx server block (and nginx-brotli.conf).
 * References: MDN "Content-Security-Policy" (directives ignored in `<meta>`),
 * OWASP Secure Headers Project, Google's "Use Google Analytics with Content
 * Security Policy".
 */

import { SHARE_CARDS_PATH } from "../src/lib/paths.ts";

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
const IMMUTABLE_PREFIXES = [ASSETS_PREFIX, SHARE_CARDS_PATH] as const;

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

/** File name of the optional brotli part of the nginx config, beside nginx.conf in build/deploy/. */
export const NGINX_BROTLI_FILE = "nginx-brotli.conf";

/**
 * An nginx `server` block serving the build: to be included in the `http`
 * block of a stock nginx (Debian's passes `nginx -t` with it, only `root`
 * and, if wanted, `listen` changed), e.g. as /etc/nginx/conf.d/site.conf.
 * Plain HTTP on port 80: TLS is the owner's (certbot --nginx adds it, or a
 * proxy/CDN in front). Serves the precompressed .gz files (`gzip_static`,
 * with `Vary: Accept-Encoding`), clean URLs (/blog → blog/index.html),
 * 404.html with status 404, the manifest as application/manifest+json, the
 * security headers and {@link CACHE_CONTROL} on every response; redirects
 * "/blog/" to "/blog", the canonical address. nginx drops
 * a level's `add_header` lines wherever a `location` has its own, hence the
 * full list in each. `serverName` is SITE_URL's host.
 */
export function nginxServerBlock(rules: HeaderRules, serverName: string): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers)
      .map(([name, value]) => `        add_header ${name} "${value}" always;`)
      .join("\n");
  const all = rules["/*"] ?? {};
  const page = lines({ ...all, "Cache-Control": CACHE_CONTROL.revalidate });
  return `# nginx server block for the static build (generated by the build from integrations/security-headers.ts; do not edit).
# Include it in the http block of nginx.conf (Debian: copy it to /etc/nginx/conf.d/), copy build/client/ to the
# folder named by "root" (or change "root"), then: nginx -t && systemctl reload nginx.
# HTTPS: this block listens on plain HTTP; add TLS your usual way (certbot --nginx edits this block, or a CDN or
# proxy in front). Strict-Transport-Security only takes effect once the site is served over HTTPS.
# Brotli: with the ngx_brotli module loaded, include ${NGINX_BROTLI_FILE} (beside this file) inside this block.
server {
    listen 80;
    server_name ${serverName};
    root /var/www/etanol-ou-gasolina;
    charset utf-8;

    gzip_static on;
    gzip_vary on;
    error_page 404 /404.html;

${IMMUTABLE_PREFIXES.map(
  (prefix) => `    location ${prefix} {
${lines({ ...rules[`${prefix}*`], "Cache-Control": CACHE_CONTROL.immutable })}
    }
`,
).join("\n")}
    location = /sw.js {
${lines({ ...all, ...rules["/sw.js"], "Cache-Control": CACHE_CONTROL.revalidate })}
    }

    location = /manifest.webmanifest {
        types { }
        default_type application/manifest+json;
        charset_types application/manifest+json;
${page}
    }

    # One address per page, as in the canonical URLs: /blog/ → /blog.
    location ~ ^(?<without_slash>.+)/$ {
        return 301 $without_slash$is_args$args;
${page}
    }

    location / {
        try_files $uri $uri/index.html =404;
${page}
    }
}
`;
}

/** The optional brotli part ({@link NGINX_BROTLI_FILE}): only for an nginx with ngx_brotli's static module loaded. */
export function nginxBrotliFile(): string {
  return `# Optional: serves the precompressed .br files. Needs the ngx_brotli static module
# (Debian: apt-get install libnginx-mod-http-brotli-static). Include this file inside the server block of
# nginx.conf, after checking that nginx loads the module (nginx -t fails with "unknown directive" otherwise).
brotli_static on;
`;
}
