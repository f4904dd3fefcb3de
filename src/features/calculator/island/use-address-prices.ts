import { type RefObject, useEffect } from "react";
import { priceInput } from "#features/calculator/browser/price-input.ts";
import { PRICE_FIELD_NAMES } from "#features/calculator/price-fields.ts";
import { decimalText } from "#lib/decimal.ts";
import { FUELS, type Fuel } from "#lib/fuels.ts";
import { parsePriceText } from "#lib/locale-number.ts";

/**
 * The prices in the page's address, once, on mount. Before the JavaScript
 * arrives, "Calcular" submits the form natively (GET ?etanol=…&gasolina=…);
 * once hydrated, such an address is filled in and calculated, so a press on
 * a slow connection or a shared calculation is never lost. The prices are
 * then taken out of the address at once: they must not stay in the history
 * nor reach analytics as part of the page's URL. Then, the next frame,
 * `onTyped` gets the fields' text (prices typed before hydration, since the
 * island hydrates on first use, feed the live hints too). `onTyped` must
 * not change between renders (a state setter), or it all runs again.
 */
export function useAddressPrices(
  formRef: RefObject<HTMLFormElement | null>,
  onTyped: (prices: Record<Fuel, string>) => void,
): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const url = new URL(window.location.href);
    if (FUELS.some((fuel) => url.searchParams.has(PRICE_FIELD_NAMES[fuel]))) {
      for (const fuel of FUELS) {
        const name = PRICE_FIELD_NAMES[fuel];
        const input = priceInput(form, fuel);
        const typed = url.searchParams.get(name) ?? "";
        if (input) {
          // A number field keeps "4.20" as it is and drops what it cannot read ("4,20", "R$ 4,20"): read that as a price.
          input.value = typed;
          const price = input.value === "" ? parsePriceText(typed) : null;
          if (price) input.value = decimalText(price);
        }
        url.searchParams.delete(name);
      }
      window.history.replaceState(window.history.state, "", url);
      form.requestSubmit();
    }
    const frame = requestAnimationFrame(() =>
      onTyped({
        ethanol: priceInput(form, "ethanol")?.value ?? "",
        gasoline: priceInput(form, "gasoline")?.value ?? "",
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [formRef, onTyped]);
}
