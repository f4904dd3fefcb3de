import { BookOpen, CarFront, House, Lightbulb, type LucideIcon, MapPin, NotebookPen } from "lucide-react";
import { BLOG_PATH, CATALOGUE_PATH, CURIOSITIES_PATH, LOGBOOK_PATH, PRICES_PATH } from "#lib/paths.ts";

/** A link of the top navigation bar. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The bar's links, in its order: "Calculadora" (`/`, home icon), "Curiosidades"
 * and "Blog" (docs/product-rules.md, "Pages and navigation"), then the site's
 * own pages: the Inmetro car limits, the ANP prices by state and the fill-up log.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Calculadora", icon: House },
  { to: CURIOSITIES_PATH, label: "Curiosidades", icon: Lightbulb },
  { to: BLOG_PATH, label: "Blog", icon: BookOpen },
  { to: CATALOGUE_PATH, label: "Carros", icon: CarFront },
  { to: PRICES_PATH, label: "Preços", icon: MapPin },
  { to: LOGBOOK_PATH, label: "Abastecimentos", icon: NotebookPen },
];
