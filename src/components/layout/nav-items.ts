import { BookOpen, CarFront, House, Lightbulb, type LucideIcon, MapPin, NotebookPen } from "lucide-react";

/** A link of the navigation bar, also listed in the footer. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The links in the order the bar shows them: the product's three pages first, "Calculadora" with its home icon,
 * "Curiosidades" and "Blog" (docs/product-rules.md, 'Pages and navigation'), then the site's own: the Inmetro car
 * limits, the ANP prices by state and the fill-up log.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Calculadora", icon: House },
  { to: "/curiosidades", label: "Curiosidades", icon: Lightbulb },
  { to: "/blog", label: "Blog", icon: BookOpen },
  { to: "/carros", label: "Carros", icon: CarFront },
  { to: "/precos", label: "Preços", icon: MapPin },
  { to: "/abastecimentos", label: "Abastecimentos", icon: NotebookPen },
];
