/** Whether this browser can share `file` (a CSV by default) through the Web Share API (`navigator.canShare({ files })`). */
export function canShareFiles(file = new File([""], "abastecimentos.csv", { type: "text/csv" })): boolean {
  try {
    return typeof navigator.share === "function" && navigator.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}
