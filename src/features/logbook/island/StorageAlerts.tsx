import type { LogMark } from "#features/logbook/backup-reminder.ts";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { LOGBOOK_TEXT, unreadableSentence } from "#features/logbook/logbook-page-messages.ts";
import { CopyButton } from "./CopyButton.tsx";

/**
 * The alert shown when the log cannot be kept on this device (`show`): the
 * page still computes for the session, and "Guardar uma cópia" (calling
 * `onCopied`) sits beside once the log holds a fill-up. Nothing otherwise.
 */
export function SessionOnlyAlert({
  show,
  fillUps,
  onCopied,
}: {
  show: boolean;
  fillUps: readonly FillUp[];
  onCopied: (copy: LogMark) => void;
}) {
  if (!show) return null;
  return (
    <div role="alert" className="space-y-3 rounded-2xl bg-amber-50 p-4 font-medium text-amber-900">
      <p>{LOGBOOK_TEXT.sessionOnly}</p>
      {fillUps.length > 0 && <CopyButton fillUps={fillUps} onCopied={onCopied} variant="dark" />}
    </div>
  );
}

/** The alert on `count` stored records that could not be read and were left out; nothing when there are none. */
export function UnreadableAlert({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <p role="alert" className="rounded-2xl bg-amber-50 p-4 font-medium text-amber-900">
      {unreadableSentence(count)}
    </p>
  );
}
