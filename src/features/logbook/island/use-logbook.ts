import { useEffect, useState } from "react";
import { toast } from "#browser/toast/toast.ts";
import type { LogMark } from "#features/logbook/backup-reminder.ts";
import { type InstallWay, promptInstall, useInstallWay } from "#features/logbook/browser/install.ts";
import { loadLog, type LogbookNotes, NO_NOTES, saveLog, saveNotes } from "#features/logbook/browser/storage.ts";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { localDay } from "#features/logbook/local-day.ts";
import { limitSentence } from "#features/logbook/logbook-messages.ts";
import { importedSentence, LOGBOOK_TEXT, REMOVED_TOAST } from "#features/logbook/logbook-page-messages.ts";
import { type LogSummary, summarize } from "#features/logbook/segments.ts";
import { usePersistence } from "./use-persistence.ts";

/** Where the log lives: loading, on the device, or only in this page (storage failed). */
type LogStorage = "loading" | "device" | "session";

/** A new fill-up's id. */
export const newId = () => crypto.randomUUID();

/** The log page's state and what the driver can do to it, from {@link useLogbook}. */
export interface Logbook {
  fillUps: FillUp[];
  storage: LogStorage;
  /** Stored records that could not be read, and were left out. */
  unreadable: number;
  /** The fill-up in the form, or null for a new one. */
  editing: FillUp | null;
  /** The status line's last sentence, for screen readers. */
  status: string;
  /** The device's ISO day when the page opened. */
  today: string;
  notes: LogbookNotes;
  /** Whether the browser keeps the log (null until known). */
  persisted: boolean | null;
  installWay: InstallWay;
  summary: LogSummary;
  /** Records a new fill-up or the edited one, and closes the edit. */
  save: (fillUp: FillUp) => void;
  edit: (fillUp: FillUp) => void;
  cancelEdit: () => void;
  /** Removes a fill-up, with a toast that can undo it. */
  remove: (fillUp: FillUp) => void;
  /** Adds imported fill-ups, saying how many (and how many were there already). */
  importFillUps: (added: FillUp[], duplicates: number) => void;
  clear: () => void;
  /** Remembers a copy just made. */
  copied: (copy: LogMark) => void;
  dismissReminder: (dismissal: LogMark) => void;
  answerInstall: (install: boolean) => void;
}

/**
 * The log and its notes as kept on this device (storage.ts): read once
 * mounted; `keep` and `note` change them and save them back. When storage
 * fails, `storage` turns "session" and the log lives on in the page; a
 * saved log that holds a fill-up asks the browser to keep the data
 * (usePersistence).
 */
function useStoredLog() {
  const [fillUps, setFillUps] = useState<FillUp[]>([]);
  const [storage, setStorage] = useState<LogStorage>("loading");
  const [unreadable, setUnreadable] = useState(0);
  const [notes, setNotes] = useState<LogbookNotes>(NO_NOTES);
  const { persisted, askOnce } = usePersistence();

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

  function keep(next: FillUp[]) {
    setFillUps(next);
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

  return { fillUps, storage, unreadable, notes, persisted, keep, note };
}

/**
 * "Meus abastecimentos" as state: the stored log (read from and
 * saved to this device only, or kept in the page when storage fails), the
 * fill-up being edited, and what the driver can do to the log. Every change
 * says what it did, and the car's limit, in `status`. The notes under the
 * log (the last copy, the reminder dismissed, the install offer
 * answered) are saved as they change.
 */
export function useLogbook(): Logbook {
  const { keep, note, ...stored } = useStoredLog();
  const { fillUps } = stored;
  const [editing, setEditing] = useState<FillUp | null>(null);
  const [status, setStatus] = useState("");
  const [today] = useState(() => localDay(new Date()));
  // Listened for from the start: the browser may offer installation before the log has 3 fill-ups.
  const installWay = useInstallWay();

  function update(next: FillUp[], message: string) {
    keep(next);
    setStatus([message, limitSentence(summarize(next))].filter(Boolean).join(" "));
  }

  function remove(fillUp: FillUp) {
    const before = fillUps;
    update(
      fillUps.filter((entry) => entry.id !== fillUp.id),
      LOGBOOK_TEXT.removed,
    );
    if (editing?.id === fillUp.id) setEditing(null);
    toast({
      title: REMOVED_TOAST.title,
      action: {
        label: REMOVED_TOAST.undo,
        altText: REMOVED_TOAST.undoAltText,
        onClick: () => update(before, LOGBOOK_TEXT.undone),
      },
    });
  }

  function save(fillUp: FillUp) {
    const exists = fillUps.some((entry) => entry.id === fillUp.id);
    update(
      exists ? fillUps.map((entry) => (entry.id === fillUp.id ? fillUp : entry)) : [...fillUps, fillUp],
      exists ? LOGBOOK_TEXT.edited : LOGBOOK_TEXT.added,
    );
    setEditing(null);
  }

  return {
    ...stored,
    editing,
    status,
    today,
    installWay,
    summary: summarize(fillUps),
    save,
    edit: setEditing,
    cancelEdit: () => setEditing(null),
    remove,
    importFillUps: (added, duplicates) => update([...fillUps, ...added], importedSentence(added.length, duplicates)),
    clear: () => update([], LOGBOOK_TEXT.cleared),
    copied: (copy) => {
      // A new copy starts the reminder's count afresh: an earlier dismissal no longer matters.
      note({ lastCopy: copy, reminderDismissed: null });
      setStatus(LOGBOOK_TEXT.copied);
    },
    dismissReminder: (dismissal) => note({ reminderDismissed: dismissal }),
    answerInstall: (install) => {
      if (install) void promptInstall();
      note({ installAnswered: true });
    },
  };
}
