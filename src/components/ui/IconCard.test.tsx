import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_SPRITE_PATH } from "#lib/paths.ts";
import { IconCard } from "./IconCard.tsx";

const cardMarkup = (firstScreen?: boolean) =>
  renderToStaticMarkup(
    <IconCard icon="car" accent="blue" title="Um carro" firstScreen={firstScreen}>
      <p>Texto</p>
    </IconCard>,
  );

describe("IconCard", () => {
  it("draws a first-screen card's icon in the page: its paths, no reference to another file", () => {
    expect(cardMarkup(true)).not.toContain("<use");
    expect(cardMarkup(true)).not.toContain(ICON_SPRITE_PATH);
    expect(cardMarkup(true)).toMatch(/<svg [^>]*viewBox="0 0 24 24"[^>]*aria-hidden="true"[^>]*><path d="/);
    expect(cardMarkup(true)).toMatch(/<svg [^>]*class="[^"]*size-6"/);
  });

  it("draws any other card's icon from the sprite", () => {
    for (const markup of [cardMarkup(false), cardMarkup()]) {
      expect(markup).toContain(
        `<svg aria-hidden="true" class="size-6"><use href="${ICON_SPRITE_PATH}#car"></use></svg>`,
      );
    }
  });
});
