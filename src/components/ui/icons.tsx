import { icons, type LucideIcon, type LucideProps } from "lucide-react";
import { createElement } from "react";

/**
 * Lucide icons by their kebab-case name ("circle-gauge"), as content files
 * name them. For build-time rendering only (pages and content schemas):
 * it reaches every icon of the library, so no island may import it.
 */
function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** True when `name` is a Lucide icon's kebab-case name. */
export function isIconName(name: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && pascalCase(name) in icons;
}

/** The Lucide icon component called `name`; throws for an unknown name (the content schema rejects those first). */
export function iconByName(name: string): LucideIcon {
  const icon = (icons as Record<string, LucideIcon>)[pascalCase(name)];
  if (!icon) throw new Error(`Unknown icon "${name}"`);
  return icon;
}

/** Renders the Lucide icon called `name` (build-time rendering only, see above). */
export function NamedIcon({ name, ...props }: LucideProps & { name: string }) {
  return createElement(iconByName(name), props);
}
