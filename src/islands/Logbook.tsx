import { lazy, Suspense, useEffect, useState } from "react";
import { toast } from "../components/toast/toast.ts";
import { withErrorBoundary } from "../components/ui/IslandErrorBoundary.tsx";
import type { LogMark } from "../features/logbook/backup-reminder.ts";
import type { FillUp } from "../features/logbook/fill-up.ts";
import { CopyButton } from "../features/logbook/island/CopyButton.tsx";
import { FillUpForm } from "../features/logbook/island/FillUpForm.tsx";
import { FillUpList } from "../features/logbook/island/FillUpList.tsx";
import { promptInstall, useInstallWay } from "../features/logbook/island/install.ts";
import { LogbookData } from "../features/logbook/island/LogbookData.tsx";
import { LogbookSummary } from "../features/logbook/island/LogbookSummary.tsx";
import { loadLog, type LogbookNotes, NO_NOTES, saveLog, saveNotes } from "../features/logbook/island/storage.ts";
import { usePersistence } from "../features/logbook/island/use-persistence.ts";
import { localDay } from "../features/logbook/local-day.ts";
import { limitSentence } from "../features/logbook/logbook-messages.ts";
import { summarize } from "../features/logbook/segments.ts";

const newId = () => crypto.randomUUID();

/** The notes under the log: a chunk of their own, fetched once the log holds a fill-up. */
const BackupNotes = lazy(() =>
  import("../features/logbook/island/BackupNotes.tsx").then((module) => ({ default: module.BackupNotes })),
);

/** Where the log lives: loading, on the device, or only in this page (storage failed). */
type Storage = "loading" | "device" | "session";

const SESSION_ONLY =
  "Não foi possível guardar neste aparelho (navegação privada ou espaço cheio?). Os cálculos funcionam, mas os abastecimentos valem só enquanto esta página estiver aberta: guarde uma cópia para não perdê-los.";

/**
 * "Meus abastecimentos" (issue 22): the form, the figures (km/l per fuel,
 * the car's limit, money), the list of fill-ups and the data controls. The
 * log is read from and written to this device only (storage.ts); when
 * storage fails the page still computes for the session and says so, with
 * "Guardar uma cópia" beside. Under the log (issue 31): whether the browser
 * keeps it, the copy reminder and the install offer.
 */
function LogbookPage() {
  const [fillUps, setFillUps] = useState<FillUp[]>([]);
  const [storage, setStorage] = useState<Storage>("loading");
  const [unreadable, setUnreadable] = useState(0);
  const [editing, setEditing] = useState<FillUp | null>(null);
  const [status, setStatus] = useState("");
  const [today] = useState(() => localDay(new Date()));
  const [notes, setNotes] = useState<LogbookNotes>(NO_NOTES);
  const { persisted, askOnce } = usePersistence();
  // Listened for from the start: the browser may offer installation before the log has 3 fill-ups.
  const installWay = useInstallWay();

  useEffect(() => {
    void loadLog().then((loaded) => {
      if (loaded.ok) {
        setFillUps(loaded.fillUps);
        setUnreadable(loaded.unreadable);
        setNotes(loaded.notes);
      }
      setStorage(loaded.ok ? "device" : "session");
    });
  }, []);

  function update(next: FillUp[], message: string) {
    setFillUps(next);
    setStatus([message, limitSentence(summarize(next))].filter(Boolean).join(" "));
    void saveLog(next).then((saved) => {
      if (!saved) setStorage("session");
      else if (next.length > 0) askOnce();
    });
  }

  function note(changes: Partial<LogbookNotes>) {
    const next = { ...notes, ...changes };
    setNotes(next);
    void saveNotes(next);
  }

  function copied(copy: LogMark) {
    // A new copy starts the reminder's count afresh: an earlier dismissal no longer matters.
    note({ lastCopy: copy, reminderDismissed: null });
    setStatus("Cópia guardada.");
  }

  function remove(fillUp: FillUp) {
    const before = fillUps;
    update(
      fillUps.filter((entry) => entry.id !== fillUp.id),
      "Abastecimento removido.",
    );
    if (editing?.id === fillUp.id) setEditing(null);
    toast({
      title: "Abastecimento removido",
      action: {
        label: "Desfazer",
        altText: "Desfazer a remoção do abastecimento",
        onClick: () => update(before, "Remoção desfeita."),
      },
    });
  }

  const summary = summarize(fillUps);
  return (
    <div className="space-y-8">
      {storage === "session" && (
        <div role="alert" className="space-y-3 rounded-2xl bg-amber-50 p-4 font-medium text-amber-900">
          <p>{SESSION_ONLY}</p>
          {fillUps.length > 0 && <CopyButton fillUps={fillUps} onCopied={copied} variant="dark" />}
        </div>
      )}
      {unreadable > 0 && (
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 font-medium text-amber-900">
          {unreadable === 1
            ? "Um registro guardado estava ilegível e foi ignorado."
            : `${unreadable} registros guardados estavam ilegíveis e foram ignorados.`}
        </p>
      )}
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <FillUpForm
          // A new form once the log is loaded (its fuel starts as the last one used) and for each fill-up edited.
          key={`${storage}-${editing?.id ?? "novo"}`}
          log={fillUps}
          editing={editing}
          today={today}
          newId={newId}
          onSave={(fillUp) => {
            const exists = fillUps.some((entry) => entry.id === fillUp.id);
            update(
              exists ? fillUps.map((entry) => (entry.id === fillUp.id ? fillUp : entry)) : [...fillUps, fillUp],
              exists ? "Alterações salvas." : "Abastecimento registrado.",
            );
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
        <div>
          <p role="status" className="sr-only">
            {status}
          </p>
          {storage === "loading" ? (
            <p className="text-slate-700">Carregando seus abastecimentos…</p>
          ) : (
            <LogbookSummary fillUps={fillUps} summary={summary} />
          )}
        </div>
      </div>
      <section aria-labelledby="lista-titulo" className="space-y-4">
        <h2 id="lista-titulo" className="text-xl font-bold text-slate-900">
          Abastecimentos
        </h2>
        {storage !== "loading" && (
          <FillUpList fillUps={fillUps} segments={summary.segments} onEdit={setEditing} onRemove={remove} />
        )}
        {storage === "device" && fillUps.length > 0 && (
          <Suspense>
            <BackupNotes
              fillUps={fillUps}
              persisted={persisted}
              notes={notes}
              today={today}
              copyButton={<CopyButton fillUps={fillUps} onCopied={copied} variant="dark" />}
              installWay={installWay}
              onDismiss={(dismissal) => note({ reminderDismissed: dismissal })}
              onInstallAnswer={(install) => {
                if (install) void promptInstall();
                note({ installAnswered: true });
              }}
            />
          </Suspense>
        )}
      </section>
      <LogbookData
        fillUps={fillUps}
        today={today}
        newId={newId}
        lastCopy={notes.lastCopy}
        onCopied={copied}
        onImport={(added, duplicates) =>
          update(
            [...fillUps, ...added],
            `${added.length} ${added.length === 1 ? "abastecimento importado" : "abastecimentos importados"}` +
              (duplicates > 0 ? `; ${duplicates} já estavam registrados.` : "."),
          )
        }
        onClear={() => update([], "Todos os abastecimentos foram apagados.")}
      />
    </div>
  );
}

/** The page's island, inside its error boundary. */
export const LogbookIsland = withErrorBoundary(LogbookPage);
