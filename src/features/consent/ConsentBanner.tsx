import { useEffect } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { chooseConsent, consentStore } from "./consent-store";
import { applyConsent } from "./google-analytics";

/**
 * The LGPD consent banner, mounted only when a Google Analytics ID is
 * configured: shown until the visitor chooses ("Aceitar" / "Recusar") and
 * again when asked from the footer; the choice is applied at once and on
 * every later visit. Nothing from Google loads before "Aceitar". It is not
 * prerendered: it appears once the page is interactive, so its buttons
 * always work and it never competes with the first paint.
 */
export function ConsentBanner({ measurementId }: { measurementId: string }) {
  const { choice, reviewing } = consentStore.use();
  const hydrated = useHydrated();

  useEffect(() => {
    if (choice) applyConsent(measurementId, choice);
  }, [choice, measurementId]);

  if (!hydrated || (choice && !reviewing)) return null;
  return (
    <section
      aria-labelledby="consentimento-titulo"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1 text-sm text-slate-800">
          <h2 id="consentimento-titulo" className="text-base font-semibold text-slate-900">
            Sua privacidade
          </h2>
          <p className="mt-1">
            Com a sua permissão, usamos o Google Analytics para saber, de forma agregada, como o site é usado e
            quais produtos recomendados despertam interesse. Você pode mudar de ideia quando quiser.{" "}
            <Link to="/privacidade" className="font-semibold text-blue-800 underline">
              Política de privacidade
            </Link>
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => chooseConsent("denied")}
            className="rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Recusar
          </button>
          <button
            type="button"
            onClick={() => chooseConsent("granted")}
            className="rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
          >
            Aceitar
          </button>
        </div>
      </div>
    </section>
  );
}
