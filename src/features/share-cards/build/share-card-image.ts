/**
 * Draws a share card (src/lib/share-card.ts) at build time: satori lays
 * out card-layout.tsx into an SVG with every glyph as a path (Inter, from
 * the @fontsource/inter package: nothing is fetched), resvg turns it into a
 * 1200×630 PNG. The file is named after the card's title and a hash of its
 * SVG and of the PNG renderer, so a card whose text, layout or font did not
 * change keeps its name: it is taken from the cache of earlier builds
 * (card-cache.ts) instead of being drawn again, and CDNs may keep it forever.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";
import satori from "satori";
import { SHARE_CARDS_PATH } from "#lib/paths.ts";
import { slugify } from "#lib/search-text.ts";
import { type ShareCard, shareCardAlt } from "#lib/share-card.ts";
import type { ShareImage } from "#lib/site.ts";
import { isCached, keepCard } from "./card-cache.ts";
import { CARD_FONT, CARD_SIZE, cardElement } from "./card-layout.tsx";

const require = createRequire(import.meta.url);

/** The weights the layout uses: regular text, bold lines, extra-bold title and headline. */
const FONT_WEIGHTS = [400, 700, 800] as const;

type Font = Parameters<typeof satori>[1]["fonts"][number];

let fonts: Font[] | undefined;

/**
 * Inter's Latin subset (Portuguese accents, "–", "·", "R$") in WOFF, which
 * satori reads (not WOFF2), from the installed package.
 */
function cardFonts(): Font[] {
  fonts ??= FONT_WEIGHTS.map((weight) => ({
    name: CARD_FONT,
    weight,
    style: "normal" as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

/** The card as SVG markup, 1200×630, text drawn as paths. */
export function shareCardSvg(card: ShareCard): Promise<string> {
  return satori(cardElement(card), { ...CARD_SIZE, fonts: cardFonts() });
}

/** resvg's settings: the SVG's own size, and no system font (the SVG holds paths only). */
const RESVG_OPTIONS: ResvgRenderOptions = { fitTo: { mode: "original" }, font: { loadSystemFonts: false } };

/** What turns the SVG into pixels, part of each card's hash: resvg's version and settings. */
const RENDERER = `resvg ${(require("@resvg/resvg-js/package.json") as { version: string }).version} ${JSON.stringify(RESVG_OPTIONS)}`;

/**
 * The PNG of a card's SVG, drawn on libuv's thread pool: the build renders
 * other pages meanwhile (astro.config.ts, `build.concurrency`).
 */
export async function cardPng(svg: string): Promise<Buffer> {
  return (await renderAsync(svg, RESVG_OPTIONS)).asPng();
}

/**
 * The card's file name: its title as a URL segment and 12 hex digits of
 * the SHA-256 of its SVG and of {@link RENDERER} ("campinas-sp-3f2a9c1b04d5.png").
 */
export function cardFileName(card: ShareCard, svg: string): string {
  const hash = createHash("sha256").update(RENDERER).update("\n").update(svg).digest("hex").slice(0, 12);
  return `${slugify(card.title) || "card"}-${hash}.png`;
}

/** Cards already drawn in this build, by content: a city's page and its station list share one. */
const drawn = new Map<string, Promise<ShareImage>>();

async function draw(card: ShareCard): Promise<ShareImage> {
  const svg = await shareCardSvg(card);
  const name = cardFileName(card, svg);
  if (!isCached(name)) keepCard(name, await cardPng(svg));
  return { path: `${SHARE_CARDS_PATH}${name}`, ...CARD_SIZE, alt: shareCardAlt(card) };
}

/**
 * A page's share image from its card: the PNG drawn unless an earlier
 * build drew it (card-cache.ts), and its path under /og/, size and text
 * alternative. integrations/share-cards.ts puts the file into the site.
 */
export function shareCardImage(card: ShareCard): Promise<ShareImage> {
  const key = JSON.stringify(card);
  let image = drawn.get(key);
  if (!image) {
    image = draw(card);
    drawn.set(key, image);
  }
  return image;
}
