import { Fuel, Menu } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SITE_NAME } from "../../lib/brand";
import { NAV_ITEMS } from "./nav-items";

function NavLinks({ className, linkClassName, icons }: { className: string; linkClassName: string; icons: boolean }) {
  return (
    <ul className={className}>
      {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === "/"}
            className={({ isActive }) =>
              `${linkClassName} ${isActive ? "bg-green-100 text-green-900" : "text-slate-700 hover:bg-slate-100"}`
            }
          >
            {icons && <Icon aria-hidden="true" className="size-4" />}
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Top navigation bar (spec §2): the brand link to "/", and the three route
 * links with the current one highlighted and marked `aria-current="page"`.
 * The links show from the `md` breakpoint up; below it a "Menu" disclosure
 * (a native `<details>`, so it works before the JavaScript arrives) opens
 * the same links, and closes again after a navigation.
 */
export function NavBar() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Principal" className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900">
          <span className="rounded-lg bg-green-700 p-1.5 text-white">
            <Fuel aria-hidden="true" className="size-5" />
          </span>
          {SITE_NAME}
        </Link>
        <NavLinks
          className="hidden items-center gap-1 md:flex"
          linkClassName="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium"
          icons
        />
        <details
          ref={menu}
          className="group md:hidden"
          onKeyDown={(event) => {
            if (event.key === "Escape" && menu.current?.open) {
              menu.current.open = false;
              menu.current.querySelector("summary")?.focus();
            }
          }}
        >
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-5" />
            Menu
          </summary>
          <NavLinks
            className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-2 shadow-md"
            linkClassName="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium"
            icons={false}
          />
        </details>
      </nav>
    </header>
  );
}
