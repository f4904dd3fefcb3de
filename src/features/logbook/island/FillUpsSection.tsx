import { lazy, Suspense } from "react";
import { LOGBOOK_TEXT } from "#features/logbook/logbook-page-messages.ts";
import { CopyButton } from "./CopyButton.tsx";
import { FillUpList } from "./FillUpList.tsx";
import type { Logbook } from "./use-logbook.ts";

/** The notes under the log: a chunk of their own, fetched once the log holds a fill-up. */
const BackupNotes = lazy(() => import("./BackupNotes.tsx").then((module) => ({ default: module.BackupNotes })));

/**
 * "Abastecimentos": the list of fill-ups once the log is loaded, with their
 * "Editar" and "Remover", and under it, while the log is kept on this device
 * and holds a fill-up, the notes on keeping it ({@link BackupNotes}: whether
 * the browser keeps it, the copy reminder, the install offer). Takes the
 * page's state and actions from useLogbook.
 */
export function FillUpsSection({ logbook }: { logbook: Logbook }) {
  const { fillUps, storage, summary } = logbook;
  return (
    <section aria-labelledby="lista-titulo" className="space-y-4">
      <h2 id="lista-titulo" className="text-xl font-bold text-slate-900">
        {LOGBOOK_TEXT.listTitle}
      </h2>
      {storage !== "loading" && (
        <FillUpList fillUps={fillUps} segments={summary.segments} onEdit={logbook.edit} onRemove={logbook.remove} />
      )}
      {storage === "device" && fillUps.length > 0 && (
        <Suspense>
          <BackupNotes
            fillUps={fillUps}
            persisted={logbook.persisted}
            notes={logbook.notes}
            today={logbook.today}
            copyButton={<CopyButton fillUps={fillUps} onCopied={logbook.copied} variant="dark" />}
            installWay={logbook.installWay}
            onDismiss={logbook.dismissReminder}
            onInstallAnswer={logbook.answerInstall}
          />
        </Suspense>
      )}
    </section>
  );
}
