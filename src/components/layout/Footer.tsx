import { SITE_NAME } from "#lib/brand.ts";
import { EMBED_PATH, OPEN_DATA_PATH, PRIVACY_PATH } from "#lib/paths.ts";
import { CURRENT_YEAR_ATTRIBUTE } from "./current-year.ts";
import { NAV_ITEMS } from "./nav-items.ts";

/** The footer's own links, after the sections. */
const FOOTER_LINKS = [
  [OPEN_DATA_PATH, "Dados abertos"],
  [EMBED_PATH, "Calculadora para o seu site"],
  [PRIVACY_PATH, "Privacidade"],
] as const;

/**
 * Site footer: the statement that the calculations use the 70% rule, are
 * estimates and that real consumption varies (docs/product-rules.md, "Pages
 * and navigation"), the site's sections (the navigation bar's links, so a reader
 * at the bottom of a long table finds Carros and Preços), the open data and the calculator for other sites (for
 * journalists and bloggers, who look for them at the foot of a page), the privacy note link, the cookie preferences
 * button when
 * analytics is on (`consentButton`), and the copyright line with the
 * current year (the build's year in the HTML, the visitor's once the site
 * script runs). Rendered at build time only.
 */
export function Footer({ consentButton }: { consentButton: boolean }) {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-5xl space-y-2 px-4 py-8 text-sm text-slate-700">
        <p>
          Os cálculos usam a regra dos 70% e são estimativas: o consumo real varia conforme o carro, o motor, a
          manutenção e a forma de dirigir.
        </p>
        <nav aria-label="Rodapé">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {NAV_ITEMS.map(({ to, label }) => (
              <li key={to}>
                <a href={to} className="inline-block py-1 font-medium text-blue-800 underline underline-offset-2">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {FOOTER_LINKS.map(([to, label]) => (
            <a key={to} href={to} className="inline-block py-1 font-medium text-blue-800 underline underline-offset-2">
              {label}
            </a>
          ))}
          {consentButton && (
            <button
              type="button"
              data-consent-review
              className="font-medium text-blue-800 underline underline-offset-2"
            >
              Preferências de cookies
            </button>
          )}
        </p>
        <p>
          © <span {...{ [CURRENT_YEAR_ATTRIBUTE]: "" }}>{__BUILD_YEAR__}</span> {SITE_NAME} Todos os direitos
          reservados.
        </p>
      </div>
    </footer>
  );
}
