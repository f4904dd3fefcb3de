import { Download, Save } from "lucide-react";
import { useRef } from "react";
import { toast } from "#browser/toast/toast.ts";
import { Button, type ButtonStyle } from "#components/ui/Button.tsx";
import type { LogMark } from "#features/logbook/backup-reminder.ts";
import { canShareFiles } from "#features/logbook/browser/can-share-files.ts";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { localDay } from "#features/logbook/local-day.ts";
import { COPY_TEXT } from "#features/logbook/logbook-page-messages.ts";

/** The copy's code and the CSV's: a separate chunk, fetched on the first copy. */
const loadCopy = () => import("#features/logbook/browser/save-copy.ts");

/**
 * "Guardar uma cópia": the log as a CSV file named with the device's day,
 * shared through the Web Share API where the browser can share files,
 * downloaded otherwise (save-copy.ts). With `download`, "Baixar CSV",
 * which always downloads. `onCopied` gets the copy's mark (its day and
 * fill-ups) once the file is shared or downloaded, not when the driver
 * closes the share sheet. Disabled while the log is empty; a toast says so
 * when the file cannot be made (the CSV code failed to download).
 */
export function CopyButton({
  fillUps,
  onCopied,
  download = false,
  variant = "outline",
}: {
  fillUps: readonly FillUp[];
  onCopied: (copy: LogMark) => void;
  download?: boolean;
  variant?: ButtonStyle["variant"];
}) {
  // One copy at a time: a second tap while the share sheet opens does nothing.
  const busy = useRef(false);

  async function copy() {
    if (busy.current) return;
    busy.current = true;
    try {
      const copy = await (await loadCopy()).copyLog(fillUps, localDay(new Date()), !download && canShareFiles());
      if (copy) onCopied(copy);
    } catch {
      toast({ title: COPY_TEXT.failedTitle, description: COPY_TEXT.failedDescription });
    } finally {
      busy.current = false;
    }
  }

  const Icon = download ? Download : Save;
  return (
    <Button variant={variant} onClick={() => void copy()} disabled={fillUps.length === 0}>
      <Icon aria-hidden="true" className="size-5" />
      {download ? COPY_TEXT.download : COPY_TEXT.copy}
    </Button>
  );
}
