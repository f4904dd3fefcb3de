import { BLOG_PATH, CATALOGUE_PATH, CURIOSITIES_PATH, LOGBOOK_PATH, PRICES_PATH } from "#lib/paths.ts";

/** A link of the top navigation bar. */
export interface NavItem {
  to: string;
  label: string;
}

/**
 * The bar's links, in its order: "Calculadora" (`/`, drawn with the home icon by NavBar), "Curiosidades"
 * and "Blog" (docs/product-rules.md, "Pages and navigation"), then the site's
 * own pages: the Inmetro car limits, the ANP prices by state and the fill-up log.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Calculadora" },
  { to: CURIOSITIES_PATH, label: "Curiosidades" },
  { to: BLOG_PATH, label: "Blog" },
  { to: CATALOGUE_PATH, label: "Carros" },
  { to: PRICES_PATH, label: "Preços" },
  { to: LOGBOOK_PATH, label: "Abastecimentos" },
];
