import { useEffect, useState } from "react";
import { toast } from "../../components/toast/toast-store";
import { withErrorBoundary } from "../../components/ui/IslandErrorBoundary";
import type { FillUp } from "./fill-up";
import { FillUpForm } from "./FillUpForm";
import { FillUpList } from "./FillUpList";
import { LogbookData } from "./LogbookData";
import { limitSentence } from "./logbook-messages";
import { LogbookSummary } from "./LogbookSummary";
import { summarize } from "./segments";
import { loadLog, saveLog } from "./storage";

/** The device's local day, ISO ("2026-11-24"): the latest date a fill-up may have. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const newId = () => crypto.randomUUID();

/** Where the log lives: loading, on the device, or only in this page (storage failed). */
type Storage = "loading" | "device" | "session";

const SESSION_ONLY =
  "Não foi possível guardar neste aparelho (navegação privada ou espaço cheio?). Os cálculos funcionam, mas os abastecimentos valem só enquanto esta página estiver aberta: exporte um CSV para não perdê-los.";

/**
 * "Meus abastecimentos" (issue 22): the form, the figures (km/l per fuel,
 * the car's limit, money), the list of fill-ups and the data controls. The
 * log is read from and written to this device only (storage.ts); when
 * storage fails the page still computes for the session and says so.
 */
function LogbookPage() {
  const [fillUps, setFillUps] = useState<FillUp[]>([]);
  const [storage, setStorage] = useState<Storage>("loading");
  const [unreadable, setUnreadable] = useState(0);
  const [editing, setEditing] = useState<FillUp | null>(null);
  const [status, setStatus] = useState("");
  const [today] = useState(localToday);

  useEffect(() => {
    void loadLog().then((loaded) => {
      if (loaded.ok) {
        setFillUps(loaded.fillUps);
        setUnreadable(loaded.unreadable);
      }
      setStorage(loaded.ok ? "device" : "session");
    });
  }, []);

  function update(next: FillUp[], message: string) {
    setFillUps(next);
    setStatus([message, limitSentence(summarize(next))].filter(Boolean).join(" "));
    void saveLog(next).then((saved) => {
      if (!saved) setStorage("session");
    });
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
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 font-medium text-amber-900">
          {SESSION_ONLY}
        </p>
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
      </section>
      <LogbookData
        fillUps={fillUps}
        today={today}
        newId={newId}
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
