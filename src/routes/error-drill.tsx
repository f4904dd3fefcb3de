import { useHydrated } from "../lib/use-hydrated";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Teste da tela de erro",
    description: "Página interna, usada só pelos testes automáticos para provar a tela de erro do site.",
  });


/**
 * A deliberate error, used only by the tests (e2e/faults.spec.ts): once
 * hydrated, this page throws while rendering, proving that an unhandled
 * error shows the error screen instead of a blank page. Prerendered as a
 * plain note, never indexed, listed nowhere, disallowed in robots.txt.
 */
export default function ErrorDrill() {
  if (useHydrated()) throw new Error("Erro proposital para testar a tela de erro");
  return (
    <p className="mx-auto max-w-3xl px-4 py-16 text-slate-700">Esta página existe só para os testes automáticos do site.</p>
  );
}
