import { BookOpen, CarFront, House, Lightbulb, type LucideIcon, MapPin, NotebookPen } from "lucide-react";

/** A link of the top navigation bar (spec §2). */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The spec's three routes, in the order the navigation shows them (spec §2), then the Inmetro car limits and the ANP prices by state. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Calculadora", icon: House },
  { to: "/curiosidades", label: "Curiosidades", icon: Lightbulb },
  { to: "/blog", label: "Blog", icon: BookOpen },
  { to: "/carros", label: "Carros", icon: CarFront },
  { to: "/precos", label: "Preços", icon: MapPin },
  { to: "/abastecimentos", label: "Abastecimentos", icon: NotebookPen },
];
