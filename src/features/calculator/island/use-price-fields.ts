import { useRef, useState } from "react";
import { priceInput } from "#features/calculator/browser/price-input.ts";
import type { Fuel } from "#lib/fuels.ts";
import { useAddressPrices } from "./use-address-prices.ts";

/**
 * The calculator's form (`formRef`) and the text of its two price fields as
 * typed (for the live hints and the price finder): `type` follows a field
 * as the driver types, `setField` puts a price in a field as the number
 * field holds it ("4.19"), as if typed. Prices in the page's address are
 * filled in on mount (use-address-prices.ts).
 */
export function usePriceFields() {
  const formRef = useRef<HTMLFormElement>(null);
  const [prices, setPrices] = useState<Record<Fuel, string>>({ ethanol: "", gasoline: "" });

  function type(fuel: Fuel, value: string) {
    setPrices((current) => ({ ...current, [fuel]: value }));
  }

  function setField(fuel: Fuel, value: string) {
    const input = formRef.current && priceInput(formRef.current, fuel);
    if (input) input.value = value;
    type(fuel, value);
  }

  useAddressPrices(formRef, setPrices);
  return { formRef, prices, type, setField };
}
