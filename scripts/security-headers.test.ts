import { describe, expect, it } from "vitest";
import {
  executableInlineScripts,
  hashSource,
  headerRules,
  inlineStyles,
  netlifyHeadersFile,
  pageCsp,
  workerCsp,
} from "./security-headers";

describe("hashSource", () => {
  it("is the CSP sha256 source of the exact text", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(hashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("inline code of a page", () => {
  const html =
    '<script type="application/ld+json">{"a":1}</script><script>run()</script><script type="module">go()</script>' +
    '<script src="/x.js"></script><script type="text/plain" data-hydrate="">boot()</script><script type="text/plain">no()</script>' +
    "<style>body{}</style><style data-inline-href=\"/a.css\">p{}</style>";

  it("finds the scripts that run: classic, module and the inert boot script; not data blocks or external ones", () => {
    expect(executableInlineScripts(html)).toEqual(["run()", "go()", "boot()"]);
  });

  it("finds the inline styles", () => {
    expect(inlineStyles(html)).toEqual(["body{}", "p{}"]);
  });
});

describe("Content Security Policy", () => {
  const inputs = { scriptHashes: ["'sha256-a='"], styleHashes: ["'sha256-b='"], analytics: false };

  it("allows only the site, the hashes and the photo host; nothing inline, no framing", () => {
    expect(pageCsp(inputs)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self' 'sha256-b='; img-src 'self' data: https://images.unsplash.com; " +
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it("adds Google Analytics' hosts only when analytics is configured", () => {
    const csp = pageCsp({ ...inputs, analytics: true });
    expect(csp).toContain("script-src 'self' 'sha256-a=' https://*.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;");
  });

  it("gives the service worker the photo host for its runtime cache", () => {
    expect(workerCsp()).toContain("connect-src 'self' https://images.unsplash.com");
  });
});

describe("header rules", () => {
  it("allow every page's inline code on all paths, and only its own on each page", () => {
    const rules = headerRules(
      { "/": { scriptHashes: ["'sha256-a='"], styleHashes: ["'sha256-s='"] }, "/blog": { scriptHashes: ["'sha256-b='"], styleHashes: ["'sha256-s='"] } },
      false,
    );
    expect(rules["/*"]!["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-a=' 'sha256-b=';");
    expect(rules["/blog"]!["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-b=';");
    expect(rules["/"]!["Content-Security-Policy"]).toContain("style-src 'self' 'sha256-s=';");
  });

  it("give hashed assets only the transport headers", () => {
    expect(Object.keys(headerRules({ "/": { scriptHashes: [], styleHashes: [] } }, false)["/assets/*"]!)).toEqual([
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
    ]);
  });
});

describe("_headers", () => {
  it("writes every rule in the Netlify / Cloudflare Pages format", () => {
    const file = netlifyHeadersFile(headerRules({ "/": { scriptHashes: [], styleHashes: [] } }, false));
    expect(file.startsWith("/*\n  Strict-Transport-Security: ")).toBe(true);
    expect(file).toContain("\n\n/sw.js\n  Content-Security-Policy: default-src 'self';");
    expect(file).toContain("\n\n/assets/*\n  Strict-Transport-Security: ");
  });
});
