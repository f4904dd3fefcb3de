import { describe, expect, it } from "vitest";
import {
  ASSETS_PREFIX,
  cacheControl,
  EMBED_CSP,
  EMBED_RULE,
  HEADER_CSP,
  headerRules,
  headersFor,
  metaCspDirectives,
  netlifyHeadersFile,
  scriptSources,
  workerCsp,
} from "./security-headers.ts";

describe("Content Security Policy", () => {
  it("allows only the site and the photo host in the page's <meta>; nothing inline", () => {
    expect(metaCspDirectives(false)).toEqual([
      "default-src 'self'",
      "img-src 'self' data: https://images.unsplash.com",
      "connect-src 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]);
    expect(scriptSources(false)).toEqual(["'self'"]);
    expect([...metaCspDirectives(true), ...scriptSources(true)].join(";")).not.toContain("unsafe-inline");
  });

  it("adds Google Analytics' hosts only when analytics is configured", () => {
    expect(scriptSources(true)).toEqual(["'self'", "https://*.googletagmanager.com"]);
    expect(metaCspDirectives(true)).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
  });

  it("sends what a <meta> cannot carry as a header: no framing", () => {
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
    expect(headerRules()["/*"]!["Content-Security-Policy"]).toBe(HEADER_CSP);
  });

  it("gives the service worker the photo host for its runtime cache", () => {
    expect(workerCsp()).toBe(
      "default-src 'self'; connect-src 'self' https://images.unsplash.com; object-src 'none'; base-uri 'none'",
    );
  });
});

describe("header rules", () => {
  const rules = headerRules();

  it("sends HSTS, nosniff, referrer, permissions and COOP with every page", () => {
    expect(Object.keys(rules["/*"]!)).toEqual([
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Cross-Origin-Opener-Policy",
      "Content-Security-Policy",
    ]);
  });

  it("allows geolocation to the site itself only, for the city picker's location button", () => {
    const policy = rules["/*"]!["Permissions-Policy"];
    expect(policy).toContain("geolocation=(self)");
    expect(policy).toContain("camera=()");
    expect(policy).not.toContain("geolocation=()");
  });

  it("gives hashed assets and share cards only the transport headers", () => {
    for (const prefix of [ASSETS_PREFIX, "/og/"]) {
      expect(Object.keys(rules[`${prefix}*`]!)).toEqual([
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Referrer-Policy",
      ]);
    }
  });

  it("writes every rule for static hosts, detaching a page header before a rule replaces it", () => {
    const file = netlifyHeadersFile(rules);
    for (const [path, headers] of Object.entries(rules)) {
      expect(file).toContain(`${path}\n`);
      for (const [name, value] of Object.entries(headers)) {
        const inherited = path !== "/*" && rules["/*"]![name] === value;
        if (!inherited) expect(file).toContain(`  ${name}: ${value}\n`);
      }
    }
    expect(file).toContain(`${EMBED_RULE}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${EMBED_CSP}\n`);
    expect(file).toContain("/sw.js\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self';");
    expect(file.match(/^ {2}! /gm)).toHaveLength(2);
  });

  it("lets other sites frame only the embeddable pages, and read only the open data", () => {
    expect(headersFor(rules, "/embed/calculadora")["Content-Security-Policy"]).toBe(EMBED_CSP);
    expect(EMBED_CSP).toMatch(/^frame-ancestors \*;/);
    for (const path of ["/", "/embed", "/embedded", "/precos/sp", "/dados"]) {
      expect(headersFor(rules, path)["Content-Security-Policy"], path).toBe(HEADER_CSP);
      expect(headersFor(rules, path)["Access-Control-Allow-Origin"], path).toBeUndefined();
    }
    expect(headersFor(rules, "/dados/2026-06-14_2026-06-20/postos.csv")["Access-Control-Allow-Origin"]).toBe("*");
    expect(headersFor(rules, "/sw.js")["Content-Security-Policy"]).toBe(workerCsp());
    expect(headersFor(rules, "/_astro/a.js")).toEqual(rules["/_astro/*"]);
  });
});

describe("caching", () => {
  it("keeps hashed assets and share cards a year and revalidates everything else", () => {
    expect(cacheControl("/_astro/client.abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("/og/campinas-sp-3f2a9c1b04d5.png")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("/og-image.png")).toBe("no-cache");
    expect(cacheControl("/")).toBe("no-cache");
    expect(cacheControl("/sw.js")).toBe("no-cache");
  });

  it("gives static hosts the hashed files' rules and leaves the rest to their revalidating default", () => {
    const file = netlifyHeadersFile(headerRules());
    expect(file).toMatch(/^\/_astro\/\*\n( {2}.+\n)* {2}Cache-Control: public, max-age=31536000, immutable\n/m);
    expect(file).toMatch(/^\/og\/\*\n( {2}.+\n)* {2}Cache-Control: public, max-age=31536000, immutable\n/m);
    expect(file.match(/Cache-Control/g)).toHaveLength(2);
  });
});
