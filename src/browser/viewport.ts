/**
 * Where an element sits on the screen, for the site's components that place
 * a list or scroll a field (the combobox): the only place they read the
 * window and the document.
 */

/** On a phone (narrower than 640 px) the list opens below the field, under the keyboard: brings `field` to the top first. */
export function scrollToTopOnPhone(field: HTMLElement): void {
  if (window.matchMedia("(max-width: 639px)").matches) field.scrollIntoView({ block: "start" });
}

/** Where a placed element is: its top and bottom, and the visible height of the viewport (CSS px). */
export interface ScreenPlacement {
  top: number;
  bottom: number;
  viewportHeight: number;
}

/** Where the element of id `id` is on the screen, or null when the page has no such element. */
export function screenPlacement(id: string): ScreenPlacement | null {
  const element = document.getElementById(id);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return { top: rect.top, bottom: rect.bottom, viewportHeight: window.visualViewport?.height ?? window.innerHeight };
}
