import { Smartphone } from "lucide-react";
import { Button } from "#components/ui/Button.tsx";
import { INSTALL_HOW_TO, INSTALL_OFFER, INSTALL_TEXT } from "#features/logbook/backup-messages.ts";
import type { InstallWay } from "#features/logbook/browser/install.ts";

/** Fill-ups from which the log is worth installing the site for. */
const INSTALL_FROM_FILL_UPS = 3;

/**
 * "Instalar o app", once the log holds 3 fill-ups: where
 * the browser offers installation (`way` "prompt"), the button, which calls
 * `onAnswer(true)`, and "Não, obrigado"; on an iPhone or iPad, the Share
 * menu's steps and "Entendi"; nothing elsewhere. Declining calls
 * `onAnswer(false)`.
 */
export function InstallOffer({
  way,
  fillUps,
  onAnswer,
}: {
  way: InstallWay;
  fillUps: number;
  onAnswer: (install: boolean) => void;
}) {
  if (!way || fillUps < INSTALL_FROM_FILL_UPS) return null;
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex items-start gap-2 text-slate-800">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {way === "prompt" ? (
          INSTALL_OFFER
        ) : (
          <span>
            <strong>{INSTALL_TEXT.howToTitle}</strong> {INSTALL_HOW_TO}
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        {way === "prompt" && (
          <Button variant="dark" onClick={() => onAnswer(true)}>
            {INSTALL_TEXT.install}
          </Button>
        )}
        <Button variant="outline" onClick={() => onAnswer(false)}>
          {way === "prompt" ? INSTALL_TEXT.decline : INSTALL_TEXT.understood}
        </Button>
      </div>
    </div>
  );
}
