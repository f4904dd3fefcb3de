import { Droplets, Fuel as FuelIcon, type LucideIcon } from "lucide-react";
import type { ClipboardEvent } from "react";
import { Button } from "#components/ui/Button.tsx";
import { PRICE_FIELD_TEXT } from "#features/calculator/form-messages.ts";
import { priceProblemMessage, suggestionLabel } from "#features/calculator/messages.ts";
import type { PriceProblem } from "#features/calculator/price-check.ts";
import {
  PRICE_FIELD_CLASSES,
  PRICE_FIELD_NAMES,
  priceErrorId,
  priceHintId,
} from "#features/calculator/price-fields.ts";
import { decimalText, type Fraction } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";
import { parsePriceText } from "#lib/locale-number.ts";

const ICON: Readonly<Record<Fuel, { icon: LucideIcon; colour: string }>> = {
  ethanol: { icon: Droplets, colour: "text-green-700" },
  gasoline: { icon: FuelIcon, colour: "text-amber-700" },
};

/** A price field's fuel, what the last calculation found in it, and what it reports. */
interface PriceFieldProps {
  fuel: Fuel;
  /** Why the last calculation refused this field's price, if it did. */
  problem: PriceProblem | undefined;
  /** The live hint under the field, or null for none. */
  hint: string | null;
  /** Called with the field's text as the driver types. */
  onType: (text: string) => void;
  /** Puts a price in the field as the number field holds it ("4.19"), as if typed. */
  onPut: (text: string) => void;
  /** Applies the suggested price and calculates. */
  onUseSuggestion: (price: Fraction) => void;
}

/**
 * One of the calculator's two price fields (R$ per litre), with what is
 * said under it: the message of a price that cannot be computed (and, for
 * an implausible one, the button that applies the suggested price) and the
 * live hint (the other fuel's break-even price). A price pasted as text
 * ("R$ 4,19"), which a number field would refuse, is read as a price.
 */
export function PriceField({ fuel, problem, hint, onType, onPut, onUseSuggestion }: PriceFieldProps) {
  const name = PRICE_FIELD_NAMES[fuel];
  const { icon: Icon, colour } = ICON[fuel];
  const suggestion = problem?.kind === "implausible" ? problem.suggestion : null;
  const describedBy = [problem && priceErrorId(fuel), hint && priceHintId(fuel)].filter(Boolean).join(" ");

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const price = parsePriceText(event.clipboardData.getData("text"));
    if (!price) return;
    event.preventDefault();
    onPut(decimalText(price));
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={name} className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden="true" className={`size-5 ${colour}`} />
        {PRICE_FIELD_TEXT[fuel].label}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        placeholder={PRICE_FIELD_TEXT[fuel].placeholder}
        autoComplete="off"
        aria-describedby={describedBy || undefined}
        // Described by its hint already when the page's script showed one before hydration (early-hints.ts).
        suppressHydrationWarning
        aria-invalid={problem ? true : undefined}
        onPaste={handlePaste}
        onChange={(event) => onType(event.currentTarget.value)}
        className={`w-full scroll-mt-24 rounded-xl border bg-white px-4 py-3 text-xl text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700 ${
          problem ? PRICE_FIELD_CLASSES.refusedBorder : PRICE_FIELD_CLASSES.border
        }`}
      />
      {problem && (
        <div id={priceErrorId(fuel)} className={PRICE_FIELD_CLASSES.error}>
          <p>{priceProblemMessage(fuel, problem)}</p>
          {suggestion && (
            <Button variant="outline" size="sm" onClick={() => onUseSuggestion(suggestion)}>
              {suggestionLabel(suggestion)}
            </Button>
          )}
        </div>
      )}
      {/* Text, never nothing: the page's own script may have written the hint before hydration
          (early-hints.ts); React keeps it until the prices typed meanwhile render the same hint. */}
      <p id={priceHintId(fuel)} className="min-h-6 text-sm font-medium text-slate-700" suppressHydrationWarning>
        {hint ?? ""}
      </p>
    </div>
  );
}
