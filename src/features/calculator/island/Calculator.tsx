import { Calculator as CalculatorIcon } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect, useRef } from "react";
import { useExternalStore } from "#browser/external-store.ts";
import { getLocalStorage, removeItem, writeItem } from "#browser/safe-storage.ts";
import { prefetchToaster } from "#browser/toast/toast.ts";
import { Button } from "#components/ui/Button.tsx";
import { breakEvenHints, REMEMBERED_THRESHOLD_KEY, thresholdText } from "#features/calculator/break-even-hints.ts";
import { carProfileStore } from "#features/calculator/browser/car-profile-store.ts";
import { carFigures, type ReferenceCar } from "#features/calculator/car-profile.ts";
import { CALCULATOR_FORM_ATTRIBUTE, VERDICT_REGION_ATTRIBUTE } from "#features/calculator/dom-contract.ts";
import { CALCULATE_LABEL } from "#features/calculator/form-messages.ts";
import { decimalText } from "#lib/decimal.ts";
import { FUELS } from "#lib/fuels.ts";
import { CarProfilePanel } from "./CarProfilePanel.tsx";
import { PriceField } from "./PriceField.tsx";
import { loadResultDetails, Result } from "./Result.tsx";
import { type PricesToFill, useCalculation } from "./use-calculation.ts";
import { usePriceFields } from "./use-price-fields.ts";

/**
 * The result region's content as React sees it: none, ever. The verdict card
 * in it is drawn with the DOM, by the page before hydration and by `Result`
 * after (draw-verdict.ts), so hydration leaves a card already there in
 * place and the island goes on with that very card.
 */
const REGION_CONTENT = { __html: "" };

/** What a price finder (e.g. the ANP city averages) gets: the prices in the fields now, and a way to fill them. */
export interface PriceFinderProps {
  /** The fields' current text. */
  current: { ethanol: string; gasoline: string };
  /**
   * Puts the prices in the fields; with both given, calculates at once.
   * `source` says where both come from ("Posto: Posto Tal (Ipiranga), …
   * pela ANP em 10/06/2026."): the verdict carries it while the fields hold them.
   */
  fill: (prices: PricesToFill, source?: string) => void;
}

/** What the calculator is composed with, from the features it must not know. */
interface CalculatorProps {
  /** Offers prices to fill in (the ANP survey's city averages), rendered below the "Calcular" button. */
  priceFinder?: ComponentType<PriceFinderProps>;
  /** The car picked from Inmetro's table, whose km/l decide unless the driver typed their own. */
  referenceCar?: ReferenceCar | null;
  /** The picker of Inmetro's cars, rendered in the car panel. */
  carPicker?: ReactNode;
}

/** The live region the verdict is shown in. */
const RESULT_REGION = {
  [VERDICT_REGION_ATTRIBUTE]: "",
  "aria-live": "polite",
  "aria-atomic": true,
  className: "mt-6 scroll-mt-32 empty:mt-0",
} as const;

/**
 * The threshold the car's figures give, remembered so that the page's own
 * hints use it on the next visit before the island has hydrated
 * (break-even-hints.ts); the 70% rule (null) needs no memory.
 */
function useRememberedThreshold(threshold: string | null): void {
  useEffect(() => {
    if (threshold) writeItem(getLocalStorage(), REMEMBERED_THRESHOLD_KEY, threshold);
    else removeItem(getLocalStorage(), REMEMBERED_THRESHOLD_KEY);
  }, [threshold]);
}

/**
 * The ethanol-or-gasoline calculator (docs/product-rules.md, "The calculator"): two price fields
 * in R$ per litre and a "Calcular" button; Enter submits. While typing,
 * each field shows the break-even price of the other fuel. A valid pair
 * shows the verdict in a live region and a success toast. A price that is
 * missing, not a number or not positive is marked at its field with a
 * message (focus moves to the first such field) and the destructive "Erro
 * de Entrada" toast shows; an implausible price ("419") is questioned at
 * its field with a one-tap correction and not computed (use-calculation.ts).
 * Once shown, the verdict follows the car panel, the picked car and its
 * cycle. The optional car panel replaces the 70% rule by the car's own km/l
 * ratio and adds savings per tank, month and year. Typed values are never
 * cleared. Prices in the page's address are calculated on hydration
 * (use-price-fields.ts); a verdict the page drew before hydration
 * (early-verdict.ts), with its toast, is claimed on mount: the island keeps
 * that card as its own, never redrawn (use-early-verdict.ts, Result.tsx).
 */
export function Calculator({ priceFinder: PriceFinder, referenceCar = null, carPicker }: CalculatorProps) {
  const { formRef, prices, type, setField } = usePriceFields();
  const resultRef = useRef<HTMLDivElement>(null);
  const profile = useExternalStore(carProfileStore);
  const figures = carFigures(profile, referenceCar);
  // The toaster's code, ready before the first toast the island shows.
  useEffect(prefetchToaster, []);
  const { verdict, source, problems, fill, submit } = useCalculation(formRef, resultRef, figures, setField);
  useRememberedThreshold(figures.basis.kind === "rule" ? null : thresholdText(figures.threshold));
  const hints = breakEvenHints(prices, figures.threshold);

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-md sm:p-8">
      <form
        ref={formRef}
        {...{ [CALCULATOR_FORM_ATTRIBUTE]: "" }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
        onFocus={() => {
          void loadResultDetails();
          prefetchToaster();
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        {FUELS.map((fuel) => (
          <PriceField
            key={fuel}
            fuel={fuel}
            problem={problems[fuel]}
            hint={hints[fuel]}
            onType={(value) => type(fuel, value)}
            onPut={(value) => setField(fuel, value)}
            onUseSuggestion={(suggestion) => {
              setField(fuel, decimalText(suggestion));
              formRef.current?.requestSubmit();
            }}
          />
        ))}
        {/* "Calcular" right after the two prices, before the optional panels: on a 375 px phone it is on the first
            screen, where the driver's thumb is (docs/product-rules.md, "Inputs"). */}
        <Button type="submit" size="lg" className="sm:col-span-2">
          <CalculatorIcon aria-hidden="true" className="size-6" />
          <span className="when-idle">{CALCULATE_LABEL}</span>
        </Button>
        {PriceFinder && <PriceFinder current={prices} fill={fill} />}
        <CarProfilePanel profile={profile} figures={figures} carPicker={carPicker} />
      </form>
      <div ref={resultRef} {...RESULT_REGION} dangerouslySetInnerHTML={REGION_CONTENT} suppressHydrationWarning />
      <Result region={resultRef} verdict={verdict} source={source} />
    </div>
  );
}
