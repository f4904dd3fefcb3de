import type { ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { SITE_NAME } from "../../lib/brand";

/**
 * Site footer (spec §2): the 70% rule / estimate / real consumption varies
 * statement, the privacy note link and any `actions` (the cookie
 * preferences, when analytics is on), and the copyright line with the
 * current year (the build's year in the prerendered HTML, the visitor's
 * once the page has hydrated).
 */
export function Footer({ actions }: { actions?: ReactNode }) {
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-5xl space-y-2 px-4 py-8 text-sm text-slate-700">
        <p>
          Os cálculos usam a regra dos 70% e são estimativas: o consumo real varia conforme o carro,
          o motor, a manutenção e a forma de dirigir.
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to="/privacidade" className="font-medium text-blue-800 underline underline-offset-2">
            Privacidade
          </Link>
          {actions}
        </p>
        <p>
          © {year} {SITE_NAME} Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
