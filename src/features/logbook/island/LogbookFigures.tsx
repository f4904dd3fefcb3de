import type { FillUp } from "#features/logbook/fill-up.ts";
import { LOGBOOK_TEXT } from "#features/logbook/logbook-page-messages.ts";
import type { LogSummary } from "#features/logbook/segments.ts";
import { LogbookSummary } from "./LogbookSummary.tsx";

/**
 * Beside the form: the status line that tells screen readers what the last
 * change did (`status`), then "Carregando…" while the log is `loading`, or
 * what it says ({@link LogbookSummary} of `fillUps` and their `summary`).
 */
export function LogbookFigures({
  loading,
  status,
  fillUps,
  summary,
}: {
  loading: boolean;
  status: string;
  fillUps: readonly FillUp[];
  summary: LogSummary;
}) {
  return (
    <div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {loading ? (
        <p className="text-slate-700">{LOGBOOK_TEXT.loading}</p>
      ) : (
        <LogbookSummary fillUps={fillUps} summary={summary} />
      )}
    </div>
  );
}
