import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { type ShareCard, shareCardAlt } from "#lib/share-card.ts";
import { cachedCardPath } from "./card-cache.ts";
import { cardFileName, cardPng, shareCardImage, shareCardSvg } from "./share-card-image.ts";

const campinas: ShareCard = {
  title: "Campinas (SP)",
  headline: "Etanol compensa",
  tone: "ethanol",
  lines: [
    "Etanol a 59,8% da gasolina",
    "Na média, etanol R$\u00a03,80 e gasolina R$\u00a06,35 por litro",
    "O etanol compensa em 25 dos 25 postos pesquisados que vendem os dois",
  ],
  source: "Pesquisa ANP de 7 a 13/06/2026",
};

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Uint8Array): [number, number] {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The colour of one pixel of the drawn card, "#rrggbb". */
function pixel(svg: string, x: number, y: number): string {
  const image = new Resvg(svg).render();
  const offset = (y * image.width + x) * 4;
  return `#${[...image.pixels.subarray(offset, offset + 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

describe("a share card's drawing", () => {
  it("is a 1200×630 SVG whose text is drawn as paths (no font needed to show it)", async () => {
    const svg = await shareCardSvg(campinas);
    expect(svg).toMatch(/^<svg width="1200" height="630" viewBox="0 0 1200 630"/);
    expect(svg).not.toContain("<text");
    expect(svg).toContain("<path");
  });

  it("is a 1200×630 PNG under 100 KB", async () => {
    const png = await cardPng(await shareCardSvg(campinas));
    expect(pngSize(png)).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100 * 1024);
  });

  it("shows the verdict's colour: green for ethanol, amber for gasoline, grey without a verdict", async () => {
    // A point of the band down the left edge, and one inside the headline's block, left of its text.
    const colours = async (card: ShareCard) => {
      const svg = await shareCardSvg(card);
      return [pixel(svg, 10, 315), pixel(svg, 90, 150)];
    };
    expect(await colours(campinas)).toEqual(["#15803d", "#15803d"]);
    expect(await colours({ ...campinas, headline: "Gasolina compensa", tone: "gasoline" })).toEqual([
      "#fbbf24",
      "#fbbf24",
    ]);
    expect(await colours({ ...campinas, headline: "Sem veredito", tone: null })).toEqual(["#e2e8f0", "#e2e8f0"]);
  });

  it("keeps its layout (SVG markup snapshot, beside the checks above; each glyph path shortened to a hash)", async () => {
    const markup = (await shareCardSvg(campinas))
      .replace(
        / d="([^"]*)"/g,
        (_, path: string) => ` d="${createHash("sha256").update(path).digest("hex").slice(0, 12)}"`,
      )
      .replaceAll("><", ">\n<");
    expect(markup).toMatchSnapshot();
  });
});

describe("a share card's file", () => {
  it("is named after its title and a hash of its drawing, which changes with any word", async () => {
    const name = cardFileName(campinas, await shareCardSvg(campinas));
    expect(name).toMatch(/^campinas-sp-[0-9a-f]{12}\.png$/);
    expect(cardFileName(campinas, await shareCardSvg({ ...campinas }))).toBe(name);
    const otherWeek = { ...campinas, source: "Pesquisa ANP de 14 a 20/06/2026" };
    expect(cardFileName(otherWeek, await shareCardSvg(otherWeek))).not.toBe(name);
  });

  it("is drawn into the cache once, and the page gets its path under /og/, size and text alternative", async () => {
    const image = await shareCardImage(campinas);
    const name = cardFileName(campinas, await shareCardSvg(campinas));
    expect(image).toEqual({ path: `/og/${name}`, width: 1200, height: 630, alt: shareCardAlt(campinas) });
    expect(existsSync(cachedCardPath(name))).toBe(true);
    expect(pngSize(readFileSync(cachedCardPath(name)))).toEqual([1200, 630]);
    expect(await shareCardImage({ ...campinas })).toBe(image);
  });
});
