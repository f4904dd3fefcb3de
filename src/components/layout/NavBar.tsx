import { Fuel, House, Menu } from "lucide-react";
import { SITE_NAME } from "#lib/brand.ts";
import { NAV_ITEMS } from "./nav-items.ts";

/** True when the link `to` is the page at `currentPath` or, for a section ("/blog"), one of its pages. */
function isCurrent(to: string, currentPath: string): boolean {
  return to === "/" ? currentPath === "/" : currentPath === to || currentPath.startsWith(`${to}/`);
}

function NavLinks({
  currentPath,
  className,
  linkClassName,
  homeIcon,
}: {
  currentPath: string;
  className: string;
  linkClassName: string;
  /** Whether the "Calculadora" link shows its home icon (the spec's; the menu's list has none). */
  homeIcon: boolean;
}) {
  return (
    <ul className={className}>
      {NAV_ITEMS.map(({ to, label }) => {
        const current = isCurrent(to, currentPath);
        return (
          <li key={to}>
            <a
              aria-current={current ? "page" : undefined}
              href={to}
              className={`${linkClassName} ${current ? "bg-green-100 text-green-900" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {homeIcon && to === "/" && <House aria-hidden="true" className="size-4" />}
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Top navigation bar (docs/product-rules.md, 'Pages and navigation'): the
 * brand link (fuel icon and site name) to "/", and the route links
 * with the current one (`currentPath`, e.g. "/blog") highlighted and marked
 * `aria-current="page"`. The links show from the `md` breakpoint up, with the
 * spec's one icon, the home icon of "Calculadora"; below
 * it a "Menu" disclosure (a native `<details>`, no JavaScript needed; Escape
 * closes it, see browser/entries/boot.ts) opens the same links. Every icon is
 * drawn in the page, none from the sprite: a `<use>` of a file is fetched even
 * where it is hidden, and on a phone that request held back the calculator's
 * first paint (docs/decisions/0011-nav-icons-in-the-page.md). Rendered at build
 * time only: it ships no JavaScript.
 */
export function NavBar({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Principal" className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
        <a href="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900">
          <span className="rounded-lg bg-green-700 p-1.5 text-white">
            <Fuel aria-hidden="true" className="size-5" />
          </span>
          {SITE_NAME}
        </a>
        <NavLinks
          currentPath={currentPath}
          className="hidden items-center gap-0.5 md:flex lg:gap-1"
          linkClassName="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium lg:px-3"
          homeIcon
        />
        <details data-menu className="group md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-5" />
            Menu
          </summary>
          <NavLinks
            currentPath={currentPath}
            className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-2 shadow-md"
            linkClassName="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium"
            homeIcon={false}
          />
        </details>
      </nav>
    </header>
  );
}
