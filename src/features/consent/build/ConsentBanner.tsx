import { Button } from "#components/ui/Button.tsx";
import { PRIVACY_PATH } from "#lib/paths.ts";

/**
 * The LGPD consent banner, in the HTML of every page only when a Google
 * Analytics ID is configured, and hidden: the site script (consent-banner.ts)
 * shows it until the visitor chooses ("Aceitar" / "Recusar") and again when
 * asked from the footer. Nothing from Google loads before "Aceitar".
 * Rendered at build time only; it works without React.
 */
export function ConsentBanner() {
  return (
    <section
      hidden
      data-consent-banner
      aria-labelledby="consentimento-titulo"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1 text-sm text-slate-800">
          <h2 id="consentimento-titulo" className="text-base font-semibold text-slate-900">
            Sua privacidade
          </h2>
          <p className="mt-1">
            Com a sua permissão, usamos o Google Analytics para saber, de forma agregada, como o site é usado e quais
            produtos recomendados despertam interesse. Você pode mudar de ideia quando quiser.{" "}
            <a href={PRIVACY_PATH} className="font-semibold text-blue-800 underline">
              Política de privacidade
            </a>
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" className="rounded-lg px-4 py-2" data-consent="denied">
            Recusar
          </Button>
          <Button className="rounded-lg px-4 py-2" data-consent="granted">
            Aceitar
          </Button>
        </div>
      </div>
    </section>
  );
}
