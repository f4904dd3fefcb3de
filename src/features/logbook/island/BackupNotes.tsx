import { ShieldAlert, ShieldCheck } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "#components/ui/Button.tsx";
import { PERSISTENCE_LINE, REMINDER_TEXT, reminderSentence } from "#features/logbook/backup-messages.ts";
import { backupReminder, type LogMark, markOf } from "#features/logbook/backup-reminder.ts";
import type { InstallWay } from "#features/logbook/browser/install.ts";
import type { LogbookNotes } from "#features/logbook/browser/storage.ts";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { InstallOffer } from "./InstallOffer.tsx";

/**
 * Under the log: one line saying whether the browser keeps it
 * (`persisted`, null until known: nothing said); when {@link backupReminder}
 * says so, a note with `copyButton` ("Guardar uma cópia") and "Agora não"
 * (`onDismiss`, with the log's mark today); then {@link InstallOffer}
 * (`installWay`, `onInstallAnswer`). Nothing while the log is empty. Loaded
 * apart from the page's first JavaScript (FillUpsSection.tsx), once the log
 * holds a fill-up; what the first load has already (the copy, the install
 * event) comes in as props.
 */
export function BackupNotes({
  fillUps,
  persisted,
  notes,
  today,
  copyButton,
  installWay,
  onDismiss,
  onInstallAnswer,
}: {
  fillUps: readonly FillUp[];
  persisted: boolean | null;
  notes: LogbookNotes;
  today: string;
  copyButton: ReactNode;
  installWay: InstallWay;
  onDismiss: (dismissal: LogMark) => void;
  onInstallAnswer: (install: boolean) => void;
}) {
  const titleId = useId();
  if (fillUps.length === 0 || persisted === null) return null;
  const { lastCopy, reminderDismissed: dismissed, installAnswered } = notes;
  const reminder = backupReminder({ fillUps, lastCopy, dismissed, persisted, today });
  const Icon = persisted ? ShieldCheck : ShieldAlert;
  return (
    <>
      <p className="flex items-start gap-2 text-slate-700">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {persisted ? PERSISTENCE_LINE.persistent : PERSISTENCE_LINE.bestEffort}
      </p>
      {reminder.show && (
        <div role="note" aria-labelledby={titleId} className="space-y-3 rounded-2xl bg-amber-50 p-4 text-amber-900">
          <p>
            <strong id={titleId}>{REMINDER_TEXT.title}</strong>{" "}
            {reminderSentence(reminder.newFillUps, reminder.lastCopyDay)}
          </p>
          <div className="flex flex-wrap gap-3">
            {copyButton}
            <Button variant="outline" onClick={() => onDismiss(markOf(fillUps, today))}>
              {REMINDER_TEXT.notNow}
            </Button>
          </div>
        </div>
      )}
      {!installAnswered && <InstallOffer way={installWay} fillUps={fillUps.length} onAnswer={onInstallAnswer} />}
    </>
  );
}
