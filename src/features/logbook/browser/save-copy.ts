/**
 * Making a copy of the log: its CSV, shared or downloaded. A
 * separate chunk with the CSV code, fetched on the first copy.
 */
import { type LogMark, markOf } from "#features/logbook/backup-reminder.ts";
import { csvFileName, toCsv } from "#features/logbook/csv.ts";
import type { FillUp } from "#features/logbook/fill-up.ts";

/** Downloads `file` under its own name, as a link with `download` does. */
function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.click();
  // Some browsers start the download after the click returns: free the file a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves a copy of `fillUps`: their CSV (docs/logbook-csv.md) named with the
 * device's day `day` ("abastecimentos-2026-11-25.csv"), shared (WhatsApp,
 * e-mail, Drive…) when `share` (the browser can share files: see
 * can-share-files.ts), downloaded otherwise, or when sharing fails for
 * another reason than the driver closing the share sheet (an expired tap, a
 * refused file). Returns the copy's mark (its day and fill-ups), or null
 * when the driver closed the share sheet: no copy was made. Throws nothing.
 */
export async function copyLog(fillUps: readonly FillUp[], day: string, share: boolean): Promise<LogMark | null> {
  const file = new File([toCsv(fillUps)], csvFileName(day), { type: "text/csv" });
  if (share) {
    try {
      await navigator.share({ files: [file], title: file.name });
      return markOf(fillUps, day);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return null;
    }
  }
  downloadFile(file);
  return markOf(fillUps, day);
}
