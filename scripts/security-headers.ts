/**
 * The security policy of the site, from one place. Astro writes the page's
 * Content Security Policy into a `<meta>` of each page, with the hashes of
 * the scripts and styles it inlines (astro.config.ts, `security.csp`), from
 * {@link metaCspDirectives} and {@link scriptSources}. What a `<meta>`
 * cannot carry (`frame-ancestors`, HSTS, COOP, …) travels as HTTP headers:
 * {@link headerRules}, written by the build for every way of serving it:
 * build/security-headers.json for server.mjs (`npm start`),
 * build/client/_headers for Netlify and Cloudflare Pages,
 * build/deploy/nginx.conf as an example nginx server block.
 * References: MDN "Content-Security-Policy" (directives ignored in `<meta>`),
 * OWASP Secure Headers Project, Google's "Use Google Analytics with Content
 * Security Policy".
 */

/** Host of the product photos (img-src; the service worker's runtime cache fetches them too). */
export const PHOTO_HOST = "https://images.unsplash.com";

/** Google Analytics 4 hosts, allowed only when analytics is configured. */
export const ANALYTICS_HOSTS = {
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
export const BASE_HEADERS: Record<string, string> = {
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
 * Headers by URL path pattern. "/*" is for every response; "/sw.js"
 * replaces the CSP for the service worker; "/_astro/*" replaces all for
 * hashed scripts and styles, which need only the transport headers.
 */
export type HeaderRules = Record<string, Record<string, string>>;

/** All header rules of the site (see {@link HeaderRules}). */
export function headerRules(): HeaderRules {
  return {
    "/*": { ...BASE_HEADERS, "Content-Security-Policy": HEADER_CSP },
    "/sw.js": { "Content-Security-Policy": workerCsp() },
    [`${ASSETS_PREFIX}*`]: Object.fromEntries(TRANSPORT_HEADERS.map((name) => [name, BASE_HEADERS[name] ?? ""])),
  };
}

/** The rules as a Netlify / Cloudflare Pages `_headers` file. */
export function netlifyHeadersFile(rules: HeaderRules): string {
  return Object.entries(rules)
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
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

    location ${ASSETS_PREFIX} {
${lines(rules[`${ASSETS_PREFIX}*`] ?? {}, "        ")}
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
