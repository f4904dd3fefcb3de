import type { Crumb } from "#lib/breadcrumbs.ts";

/**
 * The visible breadcrumb trail of a page, from the home page to the page
 * itself (the last crumb, marked `aria-current="page"`, is not a link).
 * The same `trail` (`trailFrom`, src/lib/breadcrumbs.ts) feeds `breadcrumbNode` for search engines.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-sm text-slate-700">
      <ol className="flex flex-wrap gap-x-2">
        {trail.map(([name, path], index) =>
          index === trail.length - 1 ? (
            <li key={path} aria-current="page" className="text-slate-700">
              {name}
            </li>
          ) : (
            <li key={path}>
              <a href={path} className="text-blue-800 underline underline-offset-2">
                {name}
              </a>{" "}
              <span aria-hidden="true">›</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
