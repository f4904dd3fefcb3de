import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#browser/toast/toast.ts";
import { priceInput } from "#features/calculator/browser/price-input.ts";
import { type CarField, type CarFigures } from "#features/calculator/car-profile.ts";
import { INPUT_ERROR, statedBasis, successToast } from "#features/calculator/messages.ts";
import { isSpecInvalid, type PriceProblem, priceProblems } from "#features/calculator/price-check.ts";
import { calculate } from "#lib/fuel-comparison.ts";
import { FUELS, type Fuel } from "#lib/fuels.ts";
import type { Verdict } from "./ResultDetails.tsx";
import { useEarlyVerdict } from "./use-early-verdict.ts";

/** Prices in R$ per litre as decimal text ("4.29"), or null for a price to leave as it is. */
export interface PricesToFill {
  ethanol: string | null;
  gasoline: string | null;
}

/** The prices of the last calculation, as typed (R$ per litre, "4.19"), and the sentence naming their source. */
interface Submitted {
  ethanol: string;
  gasoline: string;
  /** Where both prices come from ("Posto: Posto Tal (Ipiranga), …"), or null for prices typed. */
  source: string | null;
}

/** Prices filled in by a price finder with the sentence that names their source. */
type FilledPrices = Record<Fuel, string> & { source: string };

/** The verdict for submitted prices under the car's current figures; null if they cannot be computed. */
function verdictOf(submitted: Record<Fuel, string>, figures: CarFigures): Verdict | null {
  const calculation = calculate(submitted.ethanol, submitted.gasoline, figures);
  if (!calculation.ok) return null;
  return {
    ...calculation,
    basis: statedBasis(figures.basis, calculation.plan.threshold),
    monthNeedsConsumption: figures.kmPerMonth !== null && figures.kmPerLitre === null,
  };
}

/** The car panel's fields, in the order focus visits them when one is questioned. */
const CAR_FIELDS: readonly CarField[] = ["ethanolKmPerLitre", "gasolineKmPerLitre", "tankLitres", "kmPerMonth"];

/** Moves focus to a field and brings it into view (centred: clear of the header and of a phone's toast). */
function focusField(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center" });
}

/** The two price fields' text and whether each holds text the number field cannot read. */
function typedPrices(form: HTMLFormElement): Record<Fuel, { text: string; badInput: boolean }> {
  const typed = (fuel: Fuel) => {
    const input = priceInput(form, fuel) as HTMLInputElement;
    return { text: input.value, badInput: input.validity.badInput };
  };
  return { ethanol: typed("ethanol"), gasoline: typed("gasoline") };
}

/**
 * The calculator's calculation: what the last submit of the form in
 * `formRef` gave (the verdict, derived under the car's current `figures`,
 * so a car, a cycle or a figure changed afterwards updates it at once, or
 * each price field's problem) and the submit itself. A valid pair shows the
 * verdict, scrolled to the top of the screen in `resultRef` (below the
 * fold on a phone), and the success toast; a price that is missing, not a
 * number or not positive shows the destructive "Erro de Entrada" toast; an
 * implausible one is only questioned at its field; either way, or with a
 * questioned car figure, focus moves to the first such field and no verdict
 * shows. A verdict drawn before hydration is claimed as the island's own
 * (use-early-verdict.ts). `fill` puts a price finder's prices in the
 * fields with `setField` and calculates when both are given; their `source`
 * names them in the verdict while the fields hold them.
 */
export function useCalculation(
  formRef: RefObject<HTMLFormElement | null>,
  resultRef: RefObject<HTMLElement | null>,
  figures: CarFigures,
  setField: (fuel: Fuel, value: string) => void,
) {
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // The prices a price finder last filled in with their source, to name it in the verdict while the fields hold them.
  const filled = useRef<FilledPrices | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Fuel, PriceProblem>>>({});
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    if (scrollRequest > 0) resultRef.current?.scrollIntoView({ block: "start" });
  }, [scrollRequest, resultRef]);
  const claim = useCallback((early: Record<Fuel, string>) => setSubmitted({ ...early, source: null }), []);
  useEarlyVerdict(formRef, resultRef, claim);

  function fill(found: PricesToFill, source?: string) {
    filled.current =
      source && found.ethanol !== null && found.gasoline !== null
        ? { ethanol: found.ethanol, gasoline: found.gasoline, source }
        : null;
    for (const fuel of FUELS) {
      const value = found[fuel];
      if (value !== null) setField(fuel, value);
    }
    if (found.ethanol !== null && found.gasoline !== null) formRef.current?.requestSubmit();
  }

  function submit(form: HTMLFormElement) {
    const typed = typedPrices(form);
    const found = priceProblems(typed);
    const questionedCarField = CAR_FIELDS.find((field) => figures.issues[field]);
    const next = { ethanol: typed.ethanol.text, gasoline: typed.gasoline.text };
    const result = verdictOf(next, figures);
    setProblems(found);
    if (Object.keys(found).length > 0 || questionedCarField || !result) {
      setSubmitted(null);
      if (Object.values(found).some(isSpecInvalid)) toast({ ...INPUT_ERROR, variant: "destructive" });
      const first = FUELS.find((fuel) => found[fuel]);
      focusField(first ? priceInput(form, first) : document.getElementById(`carro-${questionedCarField}`));
      return;
    }
    const origin = filled.current;
    const source = origin?.ethanol === next.ethanol && origin.gasoline === next.gasoline ? origin.source : null;
    setSubmitted({ ...next, source });
    setScrollRequest((count) => count + 1);
    toast(successToast(result.plan.fuel));
  }

  const verdict = submitted && verdictOf(submitted, figures);
  return { verdict, source: submitted?.source ?? null, problems, fill, submit };
}
