import { NotebookPen } from "lucide-react";
import { useExternalStore } from "#browser/external-store.ts";
import { logbookInCalculatorStore, setLogbookInCalculator } from "#features/logbook/browser/logbook-choice.ts";
import type { LogbookLimit } from "#features/logbook/browser/logbook-limit.ts";
import { LOGBOOK_OPTION_TEXT, logbookCheckboxLabel, logbookOptionLine } from "#features/logbook/logbook-messages.ts";
import { LOGBOOK_PATH } from "#lib/paths.ts";

const LINK = "font-medium text-blue-800 underline underline-offset-2";

/**
 * The fill-up log as a source of the calculator's car panel: with the car's
 * limit measured (`limit`), the checkbox "Usar meus abastecimentos (limite
 * 72,4%)", remembered on this device; without it, the way to
 * /abastecimentos to measure it.
 */
export function LogbookOption({ limit }: { limit: LogbookLimit | null }) {
  const on = useExternalStore(logbookInCalculatorStore);
  if (!limit) {
    return (
      <p className="flex items-start gap-2 px-4 pb-3 text-sm text-slate-700">
        <NotebookPen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-800" />
        <span>
          {LOGBOOK_OPTION_TEXT.register}{" "}
          <a href={LOGBOOK_PATH} className={LINK}>
            {LOGBOOK_OPTION_TEXT.logbook}
          </a>{" "}
          {LOGBOOK_OPTION_TEXT.discover}
        </span>
      </p>
    );
  }
  return (
    <div className="px-4 pb-3">
      <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-900 has-[:checked]:border-green-700 has-[:checked]:bg-green-50">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setLogbookInCalculator(event.currentTarget.checked)}
          className="size-5 accent-green-700"
        />
        {logbookCheckboxLabel(limit.limit)}
      </label>
      <p className="mt-1 text-sm text-slate-700">
        {logbookOptionLine(limit.ethanolSegments, limit.gasolineSegments, limit.rough)}{" "}
        <a href={LOGBOOK_PATH} className={LINK}>
          {LOGBOOK_OPTION_TEXT.seeLogbook}
        </a>
      </p>
    </div>
  );
}
