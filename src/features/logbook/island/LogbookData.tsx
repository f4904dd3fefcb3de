import { Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "#components/ui/Button.tsx";
import type { LogMark } from "#features/logbook/backup-reminder.ts";
import { canShareFiles } from "#features/logbook/browser/can-share-files.ts";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { lastCopyLine } from "#features/logbook/logbook-messages.ts";
import { clearQuestion, DATA_TEXT, importErrorSentence } from "#features/logbook/logbook-page-messages.ts";
import { CopyButton } from "./CopyButton.tsx";

/** Papa Parse and the CSV rules: a separate chunk, fetched on the first import. */
const loadCsv = () => import("#features/logbook/csv.ts");

const noSubscription = () => () => {};

/**
 * The question before "Apagar tudo" erases the log of `count` fill-ups: it
 * takes the focus on its safe answer, "Cancelar" (`onCancel`); "Sim, apagar
 * tudo" calls `onConfirm`.
 */
function ClearQuestion({ count, onConfirm, onCancel }: { count: number; onConfirm: () => void; onCancel: () => void }) {
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    question.current?.querySelector<HTMLButtonElement>("button:last-of-type")?.focus();
  }, []);
  return (
    <div
      ref={question}
      role="alertdialog"
      aria-labelledby="apagar-pergunta"
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-4"
    >
      <p id="apagar-pergunta" className="font-semibold text-red-900">
        {clearQuestion(count)}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="dark" onClick={onConfirm}>
          {DATA_TEXT.confirmClear}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {DATA_TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}

/**
 * Reads a CSV file the driver picked into the log (`fillUps`, `today`,
 * `newId` for the new ones' ids): its new fill-ups go to `onImport`; a bad
 * line leaves the log as it is and `importError` names the file, the line
 * and what is wrong. The field is emptied, so the same file can be picked again.
 */
function useCsvImport(
  fillUps: readonly FillUp[],
  today: string,
  newId: () => string,
  onImport: (added: FillUp[], duplicates: number) => void,
) {
  const [importError, setImportError] = useState<string | null>(null);

  async function importCsv(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const [{ readCsv }, text] = await Promise.all([loadCsv(), file.text()]);
    input.value = "";
    const result = readCsv(text, fillUps, today, newId);
    if (!result.ok) {
      setImportError(importErrorSentence(file.name, result.line, result.message));
      return;
    }
    setImportError(null);
    onImport(result.added, result.duplicates);
  }

  return { importError, importCsv };
}

/** "Importar CSV": a file field dressed as a button, described by the import's error while there is one. */
function ImportButton({
  failed,
  onChange,
}: {
  failed: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-slate-400 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
      <Upload aria-hidden="true" className="size-5" />
      {DATA_TEXT.importCsv}
      <input
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-describedby={failed ? "importar-erro" : undefined}
        onChange={(event) => void onChange(event)}
      />
    </label>
  );
}

/** The log, what a copy and an import need, and what the section reports. */
interface LogbookDataProps {
  fillUps: readonly FillUp[];
  today: string;
  newId: () => string;
  lastCopy: LogMark | null;
  onCopied: (copy: LogMark) => void;
  onImport: (added: FillUp[], duplicates: number) => void;
  onClear: () => void;
}

/**
 * "Seus dados": "Guardar uma cópia" (the log's CSV shared or downloaded;
 * where it shares, "Baixar CSV" beside it downloads), the day of the last
 * copy, import of a CSV file (a bad line names its number and imports
 * nothing), and "Apagar tudo", which asks first. `onCopied` gets each copy;
 * `onImport` the new fill-ups; `onClear` forgets them all.
 */
export function LogbookData({ fillUps, today, newId, lastCopy, onCopied, onImport, onClear }: LogbookDataProps) {
  // Known in the browser only: prerendering and hydration show the single button.
  const sharesFiles = useSyncExternalStore(
    noSubscription,
    () => canShareFiles(),
    () => false,
  );
  const [confirming, setConfirming] = useState(false);
  const { importError, importCsv } = useCsvImport(fillUps, today, newId, onImport);

  return (
    <section aria-labelledby="dados-titulo" className="space-y-4">
      <h2 id="dados-titulo" className="text-xl font-bold text-slate-900">
        {DATA_TEXT.title}
      </h2>
      <p className="text-slate-700">{DATA_TEXT.explainer}</p>
      <div className="flex flex-wrap gap-3">
        <CopyButton fillUps={fillUps} onCopied={onCopied} />
        {sharesFiles && <CopyButton fillUps={fillUps} onCopied={onCopied} download />}
        <ImportButton failed={Boolean(importError)} onChange={importCsv} />
        {fillUps.length > 0 && !confirming && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            {DATA_TEXT.clear}
          </Button>
        )}
      </div>
      {lastCopy && <p className="text-slate-700">{lastCopyLine(lastCopy.day)}</p>}
      {importError && (
        <p id="importar-erro" role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {importError}
        </p>
      )}
      {confirming && (
        <ClearQuestion
          count={fillUps.length}
          onConfirm={() => {
            setConfirming(false);
            onClear();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
