import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useExternalStore } from "#browser/external-store.ts";
import { buttonVariants } from "#components/ui/Button.tsx";
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastStore } from "./toast-store.ts";

/**
 * Renders the toast queue with Radix Toast, at the bottom of the screen
 * (full width on a phone, bottom right from `sm` up): a phone's verdict
 * and the field being typed in are scrolled to the top half, so a toast
 * never covers them;
 * auto-dismiss after each toast's
 * duration (timer paused on hover and focus), swipe right past 50 px or
 * the "Fechar" button to close, F8 to reach the viewport by keyboard.
 */
export function Toaster() {
  const toasts = useExternalStore(toastStore);
  return (
    <RadixToast.Provider
      label="Notificação"
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => {
        const destructive = item.variant === "destructive";
        return (
          <RadixToast.Root
            key={item.id}
            duration={item.duration}
            type={destructive ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={`toast-root grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-xl border p-4 shadow-lg ${
              destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <RadixToast.Title className="text-base font-semibold">{item.title}</RadixToast.Title>
            <RadixToast.Close
              aria-label="Fechar"
              className={`-m-1 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-2 ${
                destructive ? "text-white hover:bg-red-800" : "text-slate-600 hover:bg-slate-100"
              }`}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixToast.Close>
            {item.description && (
              <RadixToast.Description className="col-span-2 text-sm">{item.description}</RadixToast.Description>
            )}
            {item.action && (
              <RadixToast.Action
                altText={item.action.altText}
                onClick={item.action.onClick}
                className={buttonVariants({
                  variant: "dark",
                  size: "sm",
                  className: "col-span-2 mt-2 justify-self-start",
                })}
              >
                {item.action.label}
              </RadixToast.Action>
            )}
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        label="Notificações ({hotkey})"
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-3 outline-none sm:max-w-sm sm:p-4"
      />
    </RadixToast.Provider>
  );
}
