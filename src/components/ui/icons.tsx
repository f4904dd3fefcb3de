import { icons, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_SPRITE_PATH } from "#lib/paths.ts";

/**
 * Lucide icons by their kebab-case name ("circle-gauge"), as content files
 * name them, drawn from the site's icon sprite. For build-time rendering
 * only (pages, build components, content schemas and the build step that
 * writes the sprite): it reaches every icon of the library, so no island may
 * import it.
 */
function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** True when `name` is a Lucide icon's kebab-case name. */
export function isIconName(name: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && pascalCase(name) in icons;
}

/** The Lucide icon component called `name`; throws for an unknown name (the content schema rejects those first). */
function iconByName(name: string): LucideIcon {
  const icon = (icons as Record<string, LucideIcon>)[pascalCase(name)];
  if (!icon) throw new Error(`Unknown icon "${name}"`);
  return icon;
}

/**
 * The Lucide icon called `name`, decorative (`aria-hidden`). By default a
 * `<use>` of its symbol in the icon sprite ({@link ICON_SPRITE_PATH},
 * written by integrations/icon-sprite.ts with every icon the pages use): the
 * page carries a reference instead of the icon's paths, and the sprite is
 * fetched once for every page. With `inline`, the icon's own `<svg>` drawing,
 * for icons on a phone's first screen, which then paint with the page
 * instead of waiting for the sprite's request. Sized by `className`
 * (Tailwind's `size-*`). Throws for an unknown name.
 */
export function NamedIcon({ name, className, inline = false }: { name: string; className?: string; inline?: boolean }) {
  const icon = iconByName(name);
  if (inline) return createElement(icon, { "aria-hidden": "true", className });
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}

/**
 * The sprite file of the icons called `names`: one `<symbol id="name">` per
 * icon, with Lucide's drawing attributes (24 × 24 view box, `currentColor`
 * strokes), so that a `<use>` draws it in its element's text colour. Throws
 * for an unknown name.
 */
export function iconSprite(names: Iterable<string>): string {
  const symbols = [...new Set(names)].sort().map((name) => {
    const svg = renderToStaticMarkup(createElement(iconByName(name)));
    const [, attributes = "", drawing = ""] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg) ?? [];
    const kept = attributes.replace(/\s(xmlns|width|height|class|aria-hidden)="[^"]*"/g, "");
    return `<symbol id="${name}"${kept}>${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
