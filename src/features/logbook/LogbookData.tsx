import { Download, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import type { FillUp } from "./fill-up";

/** Papa Parse and the CSV rules: a separate chunk, fetched on the first export or import. */
const loadCsv = () => import("./csv");

/**
 * "Seus dados": export the log to a CSV file, import one (a bad line names
 * its number and imports nothing), and "Apagar tudo", which asks first.
 * `onImport` gets the new fill-ups; `onClear` forgets them all.
 */
export function LogbookData({
  fillUps,
  today,
  newId,
  onImport,
  onClear,
}: {
  fillUps: readonly FillUp[];
  today: string;
  newId: () => string;
  onImport: (added: FillUp[], duplicates: number) => void;
  onClear: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const question = useRef<HTMLDivElement>(null);
  // The question takes the focus on its safe answer, "Cancelar".
  useEffect(() => {
    if (confirming) question.current?.querySelector<HTMLButtonElement>("button:last-of-type")?.focus();
  }, [confirming]);

  async function exportCsv() {
    const { toCsv } = await loadCsv();
    const url = URL.createObjectURL(new Blob([toCsv(fillUps)], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `abastecimentos-${today}.csv`;
    link.click();
    // Some browsers start the download after the click returns: free the file a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function importCsv(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const [{ readCsv }, text] = await Promise.all([loadCsv(), file.text()]);
    input.value = "";
    const result = readCsv(text, fillUps, today, newId);
    if (!result.ok) {
      setImportError(`Nada foi importado de “${file.name}”. Linha ${result.line}: ${result.message}`);
      return;
    }
    setImportError(null);
    onImport(result.added, result.duplicates);
  }

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">Seus dados</h2>
      <p className="text-slate-700">
        Guarde uma cópia em planilha (CSV) ou leve seus abastecimentos para outro aparelho importando o arquivo lá.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void exportCsv()} disabled={fillUps.length === 0}>
          <Download aria-hidden="true" className="size-5" />
          Exportar CSV
        </Button>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-slate-400 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
          <Upload aria-hidden="true" className="size-5" />
          Importar CSV
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-describedby={importError ? "importar-erro" : undefined}
            onChange={(event) => void importCsv(event)}
          />
        </label>
        {fillUps.length > 0 && !confirming && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            Apagar tudo
          </Button>
        )}
      </div>
      {importError && (
        <p id="importar-erro" role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {importError}
        </p>
      )}
      {confirming && (
        <div
          ref={question}
          role="alertdialog"
          aria-labelledby="apagar-pergunta"
          className="rounded-2xl border-2 border-red-700 bg-red-50 p-4"
        >
          <p id="apagar-pergunta" className="font-semibold text-red-900">
            Apagar os {fillUps.length} abastecimentos deste aparelho? Isso não pode ser desfeito; exporte um CSV antes
            se quiser guardá-los.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="dark"
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              Sim, apagar tudo
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
