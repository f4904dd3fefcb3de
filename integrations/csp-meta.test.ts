import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSource, withOwnHashes } from "./csp-meta.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A page as Astro writes it: a policy naming a script the page does not have and an old stylesheet's hash. */
function page(body: string): string {
  const policy = `default-src 'self';img-src 'self' data:; script-src 'self' https://tag.example ${sha("gone()")} ${sha("run()")}; style-src 'self' ${sha("old{}")};`;
  return `<head><meta http-equiv="content-security-policy" content="${policy}"><style>p{}</style></head><body>${body}</body>`;
}

function directive(html: string, name: string): string[] {
  const policy = /content="([^"]*)"/.exec(html)?.[1] ?? "";
  return (
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? []
  );
}

describe("hashSource", () => {
  it("is the CSP hash-source of a text", () => {
    expect(hashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("withOwnHashes", () => {
  it("lists exactly the page's inline scripts and styles, keeping the other sources", () => {
    const html = withOwnHashes(
      page(
        '<script>run()</script><script type="module">go()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>',
      ),
    );
    expect(directive(html, "script-src")).toEqual(["'self'", "https://tag.example", sha("run()"), sha("go()")]);
    expect(directive(html, "style-src")).toEqual(["'self'", sha("p{}")]);
    expect(directive(html, "img-src")).toEqual(["'self'", "data:"]);
  });

  it("lists a hash once when two elements have the same text", () => {
    const html = withOwnHashes(page("<script>run()</script><script>run()</script>"));
    expect(directive(html, "script-src")).toEqual(["'self'", "https://tag.example", sha("run()")]);
  });

  it("refuses a page with inline code and no policy, and leaves a page without either alone", () => {
    expect(() => withOwnHashes("<script>run()</script>")).toThrow(/no Content-Security-Policy/);
    expect(withOwnHashes("<p>Texto</p>")).toBe("<p>Texto</p>");
  });

  it("changes only the policy: comments, entities and unquoted attributes stay as written", () => {
    const body = "<p class=week>Pesquisa ANP de <!-- -->14 a 20/06/2026 &amp; R$&nbsp;4,19</p><script>run()</script>";
    const before = page(body);
    const after = withOwnHashes(before);
    const policy = (html: string) => /content="[^"]*"/.exec(html)?.[0] ?? "";
    expect(after.replace(policy(after), "")).toBe(before.replace(policy(before), ""));
  });

  it("hashes a script's text as written, and ignores markup inside a comment", () => {
    const html = withOwnHashes(page('<!-- <script>gone()</script> --><script>if (a < b && c) run("</p>")</script>'));
    expect(directive(html, "script-src")).toEqual([
      "'self'",
      "https://tag.example",
      sha('if (a < b && c) run("</p>")'),
    ]);
  });
});
