/**
 * A page's later stylesheet. A page that opts in (`<html data-later-styles>`)
 * keeps inline only the rules its own HTML uses, so that its first round
 * trip carries less; the build's last step (integrations/page-styles.ts)
 * writes its route's whole share of the stylesheet, which also covers what
 * its scripts draw later (toasts, panels, errors, the sections loaded after
 * the calculator), to a hashed file named in that attribute. It holds every
 * rule of the inline one, in Tailwind's order, so that once loaded it
 * decides the cascade alone. The layout sets the attribute, the build names
 * the file in it, and the browser links it (src/browser/load-later-styles.ts).
 */

/** The attribute of `<html>` that asks for the split and names the file. */
export const LATER_STYLES_ATTRIBUTE = "data-later-styles";
