import { useSyncExternalStore } from "react";
import { withErrorBoundary } from "#components/ui/IslandErrorBoundary.tsx";

/** The message the drill throws (e2e/faults.spec.ts looks for it). */
export const DRILL_ERROR = "Erro proposital para testar a tela de erro";

/**
 * A deliberate error, for the tests only: once hydrated, this island throws
 * while rendering, proving that an unhandled error shows the error screen
 * instead of a blank page. Prerendered as a plain note.
 */
function ErrorDrill() {
  // False while prerendering and hydrating, true right after: the throw happens in the browser only.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  if (hydrated) throw new Error(DRILL_ERROR);
  return (
    <p className="mx-auto max-w-3xl px-4 py-16 text-slate-700">
      Esta página existe só para os testes automáticos do site.
    </p>
  );
}

/** The drill as the whole page's island: its error screen carries the page's `h1`. */
export const ErrorDrillIsland = withErrorBoundary(ErrorDrill, 1);
