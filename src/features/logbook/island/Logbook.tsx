import { withErrorBoundary } from "#components/ui/IslandErrorBoundary.tsx";
import { FillUpForm } from "#features/logbook/island/FillUpForm.tsx";
import { FillUpsSection } from "#features/logbook/island/FillUpsSection.tsx";
import { LogbookData } from "#features/logbook/island/LogbookData.tsx";
import { LogbookFigures } from "#features/logbook/island/LogbookFigures.tsx";
import { SessionOnlyAlert, UnreadableAlert } from "#features/logbook/island/StorageAlerts.tsx";
import { newId, useLogbook } from "#features/logbook/island/use-logbook.ts";

/**
 * "Meus abastecimentos": the form, the figures (km/l per fuel,
 * the car's limit, money), the list of fill-ups and the data controls. The
 * log is read from and written to this device only (useLogbook); when
 * storage fails the page still computes for the session and says so, with
 * "Guardar uma cópia" beside. Under the log: whether the browser
 * keeps it, the copy reminder and the install offer.
 */
function LogbookPage() {
  const logbook = useLogbook();
  const { fillUps, storage, editing, today } = logbook;
  return (
    <div className="space-y-8">
      <SessionOnlyAlert show={storage === "session"} fillUps={fillUps} onCopied={logbook.copied} />
      <UnreadableAlert count={logbook.unreadable} />
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <FillUpForm
          // A new form once the log is loaded (its fuel starts as the last one used) and for each fill-up edited.
          key={`${storage}-${editing?.id ?? "novo"}`}
          log={fillUps}
          editing={editing}
          today={today}
          newId={newId}
          onSave={logbook.save}
          onCancel={logbook.cancelEdit}
        />
        <LogbookFigures
          loading={storage === "loading"}
          status={logbook.status}
          fillUps={fillUps}
          summary={logbook.summary}
        />
      </div>
      <FillUpsSection logbook={logbook} />
      <LogbookData
        fillUps={fillUps}
        today={today}
        newId={newId}
        lastCopy={logbook.notes.lastCopy}
        onCopied={logbook.copied}
        onImport={logbook.importFillUps}
        onClear={logbook.clear}
      />
    </div>
  );
}

/** The page's island, inside its error boundary. */
export const LogbookIsland = withErrorBoundary(LogbookPage);
