import { BLOG_PATH, CATALOGUE_PATH, CURIOSITIES_PATH, LOGBOOK_PATH, PRICES_PATH } from "#lib/paths.ts";

/** A link of the top navigation bar. */
export interface NavItem {
  to: string;
  label: string;
  /** Kebab-case name of its Lucide icon, drawn from the icon sprite (src/components/ui/icons.tsx). */
  icon: string;
}

/**
 * The bar's links, in its order: "Calculadora" (`/`, home icon), "Curiosidades"
 * and "Blog" (docs/product-rules.md, "Pages and navigation"), then the site's
 * own pages: the Inmetro car limits, the ANP prices by state and the fill-up log.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Calculadora", icon: "house" },
  { to: CURIOSITIES_PATH, label: "Curiosidades", icon: "lightbulb" },
  { to: BLOG_PATH, label: "Blog", icon: "book-open" },
  { to: CATALOGUE_PATH, label: "Carros", icon: "car-front" },
  { to: PRICES_PATH, label: "Preços", icon: "map-pin" },
  { to: LOGBOOK_PATH, label: "Abastecimentos", icon: "notebook-pen" },
];
