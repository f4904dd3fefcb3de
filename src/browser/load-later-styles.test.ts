// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LATER_STYLES_ATTRIBUTE } from "#lib/later-styles.ts";
import { loadLaterStyles, preloadLaterStyles } from "./load-later-styles.ts";

afterEach(() => {
  document.documentElement.removeAttribute(LATER_STYLES_ATTRIBUTE);
  for (const element of document.head.querySelectorAll("[data-test]")) element.remove();
});

describe("loadLaterStyles", () => {
  it("resolves at once on a page that names no later stylesheet, and links nothing", async () => {
    await loadLaterStyles(document);
    expect(document.querySelector("link")).toBeNull();
  });

  it("links the named stylesheet once, after the inline one, and resolves when it has loaded or failed", async () => {
    document.head.insertAdjacentHTML("beforeend", "<style data-test>p{}</style>");
    document.documentElement.setAttribute(LATER_STYLES_ATTRIBUTE, "/_astro/later.abc.css");
    let settled = false;
    const first = loadLaterStyles(document).then(() => (settled = true));
    const second = loadLaterStyles(document);
    const links = document.querySelectorAll('link[rel="stylesheet"]');
    links.forEach((link) => link.setAttribute("data-test", ""));
    expect(links).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(links[0]);
    expect(links[0]).toHaveAttribute("href", "/_astro/later.abc.css");
    await Promise.resolve();
    expect(settled).toBe(false);
    links[0]!.dispatchEvent(new Event("error"));
    await Promise.all([first, second]);
    expect(settled).toBe(true);
  });
});

describe("preloadLaterStyles", () => {
  it("fetches the named stylesheet once without applying it, and linking it later still waits for it", async () => {
    document.documentElement.setAttribute(LATER_STYLES_ATTRIBUTE, "/_astro/later.abc.css");
    preloadLaterStyles(document);
    preloadLaterStyles(document);
    const preloads = document.querySelectorAll('link[rel="preload"]');
    preloads.forEach((link) => link.setAttribute("data-test", ""));
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toHaveAttribute("as", "style");
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();

    const loaded = loadLaterStyles(document);
    const stylesheet = document.querySelector('link[rel="stylesheet"]');
    stylesheet?.setAttribute("data-test", "");
    expect(stylesheet).toHaveAttribute("href", "/_astro/later.abc.css");
    stylesheet?.dispatchEvent(new Event("load"));
    await loaded;
  });

  it("does nothing on a page that names no later stylesheet", () => {
    preloadLaterStyles(document);
    expect(document.querySelector("link")).toBeNull();
  });
});
