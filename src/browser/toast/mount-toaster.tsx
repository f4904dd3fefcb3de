import { createRoot } from "react-dom/client";
import { loadLaterStyles } from "#browser/load-later-styles.ts";
import { Toaster } from "./Toaster.tsx";

let mounted = false;

/**
 * Mounts the Radix {@link Toaster} once, in a React root of its own at the
 * end of `<body>`, once the page's later stylesheet (which styles it, on a
 * page that has one: src/lib/later-styles.ts) has loaded; it then shows
 * every toast of the store. Idempotent.
 */
export async function mountToaster(): Promise<void> {
  if (mounted) return;
  mounted = true;
  await loadLaterStyles(document);
  const host = document.createElement("div");
  host.id = "toasts";
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
