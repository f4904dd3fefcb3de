import { createRoot } from "react-dom/client";
import { Toaster } from "./Toaster.tsx";

let mounted = false;

/**
 * Mounts the Radix {@link Toaster} once, in a React root of its own at the
 * end of `<body>`; it then shows every toast of the store. Idempotent.
 */
export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.id = "toasts";
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
