/**
 * What the two e2e builds (`npm run build:e2e`) contain, as proof for every
 * build: the settings of their .env files (e2e/settings/.env,
 * e2e/settings-analytics/.env) reach the pages; the error drill, route and
 * chunk, is only in the build that asks for it (ERROR_DRILL=1), so
 * `npm run build` never ships it; no build names a domain or mailbox
 * that its settings did not give; every page's CSP names exactly its own
 * inline code, and each page carries only its route's share of the CSS.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import brazil from "@svg-maps/brazil";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_CARDS } from "#components/ui/IconCard.tsx";
import { CATALOGUE_SEARCH_SCRIPT } from "#features/cars/dom-contract.ts";
import { UPDATE_NOTICE_SCRIPT } from "#features/offline/dom-contract.ts";
import { mapSprite } from "#features/prices/build/brazil-map.ts";
import { ICON_SPRITE_PATH } from "#lib/paths.ts";
import { ERROR_DRILL_PATH, LOCAL_SITE_URL } from "#site-config";
import { DRILL_ERROR } from "#testing/ErrorDrill.tsx";
import { pageFile } from "./build-files.ts";
import { hashSource } from "./csp-meta.ts";
import { spriteReferences } from "./icon-sprite.ts";

/** Every file of a folder, recursively, as paths relative to it. */
function files(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

const BUILDS = [
  { settings: "e2e/settings/.env", drill: true },
  { settings: "e2e/settings-analytics/.env", drill: false },
].map((build) => {
  const env = parseEnv(readFileSync(build.settings, "utf8"));
  const client = resolve(env.BUILD_DIR!, "client");
  const text = (path: string) => readFileSync(join(client, path), "utf8");
  const textFiles = files(client).filter((path) => /\.(html|js|json|xml|txt|webmanifest|css|svg)$/.test(path));
  return { ...build, env, client, text, textFiles };
});

describe.each(BUILDS)("the build of $settings", ({ env, drill, client, text, textFiles }) => {
  it(drill ? "has the error drill, page and chunk" : "has no trace of the error drill, page or chunk", () => {
    expect(existsSync(join(client, pageFile(ERROR_DRILL_PATH)))).toBe(drill);
    const withDrill = textFiles.filter((path) => text(path).includes(DRILL_ERROR));
    if (drill) expect(withDrill).toEqual([expect.stringMatching(/^_astro\/ErrorDrill\.[\w-]+\.js$/)]);
    else expect(withDrill).toEqual([]);
    expect(files(client).some((path) => path.includes("ErrorDrill"))).toBe(drill);
  });

  it("carries the Amazon tag and the analytics ID of its .env file, and only those", () => {
    const products = text("index.html");
    const amazonLinks = [...products.matchAll(/href="(https:\/\/www\.amazon\.com\.br\/[^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(amazonLinks.length).toBeGreaterThan(0);
    for (const link of amazonLinks) {
      const tag = new URL(link.replaceAll("&amp;", "&")).searchParams.get("tag");
      expect(tag).toBe(env.AMAZON_ASSOCIATE_TAG ?? null);
    }
    const site = textFiles.filter((path) => path.startsWith("_astro/") || path.endsWith(".html"));
    expect(site.some((path) => text(path).includes("G-TESTE12345"))).toBe(env.GA_ID === "G-TESTE12345");
  });

  it("names no domain or mailbox its settings did not give: local URLs without SITE_URL", () => {
    expect(env.SITE_URL).toBeUndefined();
    expect(text("robots.txt")).toContain(`Sitemap: ${LOCAL_SITE_URL}/sitemap-index.xml`);
    expect(text("index.html")).toContain(`<link rel="canonical" href="${LOCAL_SITE_URL}/"`);
    for (const path of textFiles) {
      const content = text(path);
      expect(content, path).not.toMatch(/etanolougasolina/i);
      const mailboxes = [...content.matchAll(/mailto:([^"?]+)/g)].map((match) => match[1]);
      expect(
        mailboxes.every((mailbox) => mailbox === env.PRIVACY_CONTACT),
        path,
      ).toBe(true);
    }
  });

  it("gives every page a CSP that names exactly its own inline scripts and styles", () => {
    const pages = textFiles.filter((path) => path.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(400);
    for (const path of pages) {
      const html = text(path);
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? "";
      const hashes = (name: string) =>
        new Set(
          policy
            .split(";")
            .map((part) => part.trim().split(/\s+/))
            .find(([directive]) => directive === name)
            ?.filter((source) => source.startsWith("'sha256-")),
        );
      const inline = (element: string) =>
        new Set(
          [...html.matchAll(new RegExp(`<${element}((?: [^>]*)?)>([\\s\\S]*?)</${element}>`, "g"))]
            .filter(
              ([, attributes = ""]) => !attributes.includes("src=") && !attributes.includes("application/ld+json"),
            )
            .map(([, , code = ""]) => hashSource(code)),
        );
      expect(hashes("script-src"), path).toEqual(inline("script"));
      expect(hashes("style-src"), path).toEqual(inline("style"));
    }
  });

  it("inlines in each page only its route's share of the stylesheet", () => {
    const css = (path: string) => /<style>([\s\S]*?)<\/style>/.exec(text(path))?.[1] ?? "";
    // The make page's tables and the calculator's form are not in an article.
    const article = css("blog/calibragem-dos-pneus.html");
    expect(article).not.toContain(".data-table");
    expect(css("carros/chevrolet.html")).toContain(".data-table");
    // The home page inlines what its HTML uses; its route's whole share (toasts, panels) is a file loaded after the
    // first paint, named on <html>.
    const later = /<html[^>]* data-later-styles="\/(_astro\/later\.[\w-]+\.css)"/.exec(text("index.html"))?.[1] ?? "";
    const home = text(later);
    expect(article.length).toBeLessThan(home.length);
    expect(css("index.html").length).toBeLessThan(home.length);
    expect(css("index.html")).not.toContain(".toast-root");
    for (const rule of [".toast-root", ".aspect-\\[8\\/5\\]", "[data-pending] .when-idle"])
      expect(home).toContain(rule);
    expect(text("sw.js")).toContain(`url:"${later}"`);
    // The update toast (update-notice.js, loaded by the site script) keeps its styles on every page.
    expect(article).toContain(".toast-root");
    // Rules on what scripts set later stay: `hidden` on the dated texts, `data-pending` on the calculator's form.
    expect(css("precos/sp.html")).toContain("[hidden]:where(:not([hidden=until-found])){display:none!important}");
    expect(css("index.html")).toContain("[data-pending] .when-idle");
  });

  it("emits the update toast's and the car search's modules at their fixed addresses and precaches them", () => {
    expect(text(UPDATE_NOTICE_SCRIPT.slice(1))).toContain("offerUpdate");
    expect(text(CATALOGUE_SEARCH_SCRIPT.slice(1))).toContain("createCatalogueSearch");
    for (const address of [UPDATE_NOTICE_SCRIPT, CATALOGUE_SEARCH_SCRIPT]) {
      expect(text("sw.js")).toContain(`url:"${address.slice(1)}"`);
    }
    // The search box's own script is inlined in /carros, not a file fetched before the first paint.
    const catalogue = text("carros.html");
    const scriptFiles = [...catalogue.matchAll(/<script type="module" src="\/([^"]+)"/g)].map(([, path = ""]) =>
      text(path),
    );
    expect(scriptFiles.some((script) => script.includes("busca-carro-texto"))).toBe(false);
    expect(catalogue).toMatch(/<script type="module">[^<]*busca-carro-texto/);
  });

  it("writes a symbol for every icon a page draws from the sprite, precached and compressed", () => {
    const sprite = text(ICON_SPRITE_PATH.slice(1));
    const drawn = new Set(
      textFiles.filter((path) => path.endsWith(".html")).flatMap((path) => spriteReferences(text(path))),
    );
    expect(drawn.size).toBeGreaterThan(10);
    for (const name of drawn) expect(sprite, name).toContain(`<symbol id="${name}"`);
    expect(sprite.match(/<symbol /g)).toHaveLength(drawn.size);
    expect(text("sw.js")).toContain(`url:"${ICON_SPRITE_PATH.slice(1)}"`);
    expect(existsSync(join(client, `${ICON_SPRITE_PATH.slice(1)}.br`))).toBe(true);
  });

  it("draws the navigation bar's icons in every page: a hidden `<use>` of the sprite would still be fetched", () => {
    const pages = textFiles.filter((path) => path.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(100);
    for (const path of pages) {
      const header = /<header[\s\S]*?<\/header>/.exec(text(path))?.[0] ?? "";
      expect(spriteReferences(header), path).toEqual([]);
      expect(header, path).not.toContain("<use");
    }
    expect(/<header[\s\S]*?<\/header>/.exec(text("index.html"))?.[0]).toContain("lucide-house");
  });

  it("draws the icons of a phone's first screen in the page, with no request for the sprite", () => {
    for (const page of ["curiosidades.html", "blog.html"]) {
      const cards = text(page).split("<article").slice(1);
      expect(cards.length, page).toBeGreaterThan(FIRST_SCREEN_CARDS);
      for (const card of cards.slice(0, FIRST_SCREEN_CARDS)) {
        expect(spriteReferences(card), page).toEqual([]);
        // The badge's icon: Lucide's own drawing, with no `<use>` of any file.
        expect(/<svg[^>]*>/.exec(card)?.[0], page).toContain('viewBox="0 0 24 24"');
        expect(card, page).not.toContain("<use");
      }
      expect(spriteReferences(cards[FIRST_SCREEN_CARDS]!), page).toHaveLength(1);
    }
  });

  it("emits the map's outlines at their hashed address, drawn by /precos, precached with the table of the year", () => {
    const { address, svg } = mapSprite(brazil);
    expect(text(address.slice(1))).toBe(svg);
    expect(existsSync(join(client, `${address.slice(1)}.br`))).toBe(true);
    expect(text("precos.html")).toContain(`<use href="${address}#sp"`);
    const worker = text("sw.js");
    expect(worker).toContain(`url:"${address.slice(1)}"`);
    // Once part of /carros, precached with it; the state pages, their month by month and the make pages are kept as
    // they are visited.
    expect(worker).toMatch(/url:"\/carros\/tabela-\d{4}"/);
    for (const page of ["/precos/sp", "/precos/sp/historico", "/carros/chevrolet"]) {
      expect(worker, page).not.toContain(`url:"${page}"`);
    }
  });
});
