import { describe, expect, it } from "vitest";
import { iconSprite } from "#components/ui/icons.tsx";
import { spriteReferences } from "./icon-sprite.ts";

describe("spriteReferences", () => {
  it("reads the icons a page draws from the sprite, and nothing else", () => {
    const html =
      '<svg class="size-6"><use href="/icones.svg#fuel"></use></svg><svg><use href="/_astro/mapa.svg#sp"></use></svg>' +
      '<svg><use href="/icones.svg#book-open"></use></svg>';
    expect(spriteReferences(html)).toEqual(["fuel", "book-open"]);
  });

  it("reads them however the attribute is written, in a template too, but not in a comment or in text", () => {
    const html =
      "<svg><use href=/icones.svg#fuel /></svg><template><svg><use xlink:href='/icones.svg#car'></use></svg></template>" +
      '<!-- <use href="/icones.svg#gone"> --><p>href="/icones.svg#text"</p>';
    expect(spriteReferences(html)).toEqual(["fuel", "car"]);
  });
});

describe("iconSprite", () => {
  it("has one symbol per icon, with Lucide's view box and strokes in the text colour", () => {
    const sprite = iconSprite(["fuel", "book-open", "fuel"]);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="book-open" /);
    expect(sprite).toContain('<symbol id="fuel" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
    expect(sprite).not.toMatch(/<symbol[^>]*\s(width|height|class|aria-hidden)=/);
  });

  it("refuses a name that is not a Lucide icon", () => {
    expect(() => iconSprite(["not-an-icon"])).toThrow('Unknown icon "not-an-icon"');
  });
});
