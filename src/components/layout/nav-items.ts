import { BookOpen, House, Lightbulb, type LucideIcon } from "lucide-react";

/** A link of the top navigation bar (spec §2). */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The three routes, in the order the navigation shows them (spec §2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Calculadora", icon: House },
  { to: "/curiosidades", label: "Curiosidades", icon: Lightbulb },
  { to: "/blog", label: "Blog", icon: BookOpen },
];
