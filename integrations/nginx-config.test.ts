import { describe, expect, it } from "vitest";
import { nginxBrotliFile, nginxServerBlock } from "./nginx-config.ts";
import { ASSETS_PREFIX, CACHE_CONTROL, EMBED_CSP, HEADER_CSP, headerRules } from "./security-headers.ts";

describe("nginx", () => {
  const rules = headerRules();
  const nginx = nginxServerBlock(rules, "www.exemplo.com.br");

  it("sends every header rule, with a location for each immutable prefix and a map for each other prefix", () => {
    for (const headers of Object.values(rules)) {
      for (const [name, value] of Object.entries(headers)) {
        const sent = nginx.includes(`add_header ${name} "${value}" always;`) || nginx.includes(` "${value}";\n`);
        expect(sent, `${name}: ${value}`).toBe(true);
      }
    }
    expect(nginx).toContain(`map $uri $etanol_ou_gasolina_content_security_policy {\n    ~^/embed/ "${EMBED_CSP}";`);
    expect(nginx).toContain(`    default "${HEADER_CSP}";`);
    expect(nginx).toContain(
      `map $uri $etanol_ou_gasolina_access_control_allow_origin {\n    ~^/dados/ "*";\n    default "";`,
    );
    expect(nginx).toContain(`location ${ASSETS_PREFIX} {`);
    expect(nginx).toContain("location /og/ {");
  });

  it("names SITE_URL's host, listens on plain HTTP and leaves TLS and brotli to the owner", () => {
    expect(nginx).toContain("server_name www.exemplo.com.br;");
    expect(nginx).toContain("listen 80;");
    expect(nginx).not.toMatch(/^\s*(brotli|ssl)/m);
    expect(nginxBrotliFile()).toMatch(/^brotli_static on;$/m);
  });

  it("serves the precompressed copies with Vary and every location with its cache rule", () => {
    expect(nginx).toContain("gzip_static on;");
    expect(nginx).toContain("gzip_vary on;");
    expect(nginx).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
    // nginx drops inherited add_header lines in a location with its own: every location repeats them all.
    const locations = nginx.split("location ").slice(1);
    expect(locations).toHaveLength(7);
    for (const location of locations) expect(location).toContain("Strict-Transport-Security");
  });
});
