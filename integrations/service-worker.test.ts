import { describe, expect, it } from "vitest";
import { cleanUrl } from "./service-worker.ts";

describe("cleanUrl", () => {
  it.each([
    ["index.html", "/"],
    ["blog/index.html", "/blog"],
    ["blog/calibragem-dos-pneus/index.html", "/blog/calibragem-dos-pneus"],
    ["404.html", "404.html"],
    ["_astro/client.js", "_astro/client.js"],
  ])("precaches %s as %s", (file, url) => {
    expect(cleanUrl(file)).toBe(url);
  });
});
