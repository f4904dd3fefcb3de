import type { ReactNode } from "react";
import { ToastArea } from "../toast/ToastArea";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

/**
 * The shared layout of every page (spec §2): skip link, navigation bar,
 * the page in `<main>`, footer (with `footerActions`), the toast area and
 * any `overlay` (the consent banner).
 */
export function SiteShell({
  children,
  footerActions,
  overlay,
}: {
  children: ReactNode;
  footerActions?: ReactNode;
  overlay?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <NavBar />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer actions={footerActions} />
      <ToastArea />
      {overlay}
    </div>
  );
}
