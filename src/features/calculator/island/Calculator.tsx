import { Calculator as CalculatorIcon, Droplets, Fuel as FuelIcon } from "lucide-react";
import {
  type ClipboardEvent,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { prefetchToaster, toast } from "#components/toast/toast.ts";
import { Button } from "#components/ui/Button.tsx";
import { useExternalStore } from "#lib/browser/external-store.ts";
import { getLocalStorage, removeItem, writeItem } from "#lib/browser/safe-storage.ts";
import { decimalText } from "#lib/decimal.ts";
import { calculate } from "#lib/fuel-comparison.ts";
import type { Fuel } from "#lib/fuels.ts";
import { parsePriceText } from "#lib/locale-number.ts";
import { breakEvenHints, REMEMBERED_THRESHOLD_KEY, thresholdText } from "../break-even-hints.ts";
import { type CarField, type CarFigures, carFigures, type ReferenceCar } from "../car-profile.ts";
import { INPUT_ERROR, priceProblemMessage, statedBasis, successToast, suggestionLabel } from "../messages.ts";
import { isSpecInvalid, type PriceProblem, priceProblems } from "../price-check.ts";
import { PRICE_FIELD_NAMES, priceHintId } from "../price-fields.ts";
import { carProfileStore } from "./car-profile-store.ts";
import { CarProfilePanel } from "./CarProfilePanel.tsx";
import { CALCULATOR_FORM_ATTRIBUTE, claimEarlyVerdict, VERDICT_REGION_ATTRIBUTE } from "./early-verdict.ts";
import { loadResultDetails, Result } from "./Result.tsx";
import type { Verdict } from "./ResultDetails.tsx";

/**
 * The result region's content while the island has no verdict of its own:
 * whatever the page holds, left untouched by hydration (a verdict drawn
 * before hydration, early-verdict.ts, until the island claims it).
 */
const PAGE_CONTENT = { __html: "" };

const FIELDS = [
  {
    name: PRICE_FIELD_NAMES.ethanol,
    fuel: "ethanol",
    label: "Preço do Etanol (R$ por litro)",
    placeholder: "Ex: 3.50",
    icon: Droplets,
  },
  {
    name: PRICE_FIELD_NAMES.gasoline,
    fuel: "gasoline",
    label: "Preço da Gasolina (R$ por litro)",
    placeholder: "Ex: 5.00",
    icon: FuelIcon,
  },
] as const;

/** Prices in R$ per litre as decimal text ("4.29"), or null for a price to leave as it is. */
interface PricesToFill {
  ethanol: string | null;
  gasoline: string | null;
}

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

/** The prices of the last calculation, as typed (R$ per litre, "4.19"). */
interface Submitted {
  ethanol: string;
  gasoline: string;
}

/** Prices filled in by a price finder with the sentence that names their source. */
type FilledPrices = Submitted & { source: string };

/** The verdict for submitted prices under the car's current figures; null if they cannot be computed. */
function verdictOf(submitted: Submitted, figures: CarFigures): Verdict | null {
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

/**
 * The ethanol-or-gasoline calculator (docs/product-rules.md, "The calculator"): two price fields
 * in R$ per litre and a "Calcular" button; Enter submits. While typing,
 * each field shows the break-even price of the other fuel. A valid pair
 * shows the verdict in a live region and a success toast. A price that is
 * missing, not a number or not positive is marked at its field with a
 * message (focus moves to the first such field) and the destructive "Erro
 * de Entrada" toast shows; an implausible price ("419") is questioned at
 * its field with a one-tap correction and not computed. Once shown, the
 * verdict follows the car panel, the picked car and its cycle. The
 * optional car panel replaces the 70% rule by the car's own km/l ratio and
 * adds savings per tank, month and year. Typed values are never cleared.
 * A verdict the page drew before hydration (early-verdict.ts), with its
 * toast, is claimed on mount and shown as the island's own.
 */
export function Calculator({
  priceFinder: PriceFinder,
  referenceCar = null,
  carPicker,
}: {
  /** Offers prices to fill in (the ANP survey's city averages), rendered below the price fields. */
  priceFinder?: ComponentType<PriceFinderProps>;
  /** The car picked from Inmetro's table, whose km/l decide unless the driver typed their own. */
  referenceCar?: ReferenceCar | null;
  /** The picker of Inmetro's cars, rendered in the car panel. */
  carPicker?: ReactNode;
}) {
  // The fields' text as typed, for the live hints and the price finder.
  const [prices, setPrices] = useState<Record<Fuel, string>>({ ethanol: "", gasoline: "" });
  const [submitted, setSubmitted] = useState<(Submitted & { source: string | null }) | null>(null);
  // The prices a price finder last filled in with their source, to name it in the verdict while the fields hold them.
  const filled = useRef<FilledPrices | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Fuel, PriceProblem>>>({});
  const [scrollRequest, setScrollRequest] = useState(0);
  const profile = useExternalStore(carProfileStore);
  const figures = carFigures(profile, referenceCar);
  const { threshold } = figures;
  // Derived, not stored: a car, a cycle or a figure changed after a calculation updates the verdict at once.
  const verdict = submitted && verdictOf(submitted, figures);

  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Before the JavaScript arrives, "Calcular" submits the form natively (GET
  // ?etanol=…&gasolina=…); once hydrated, such an address is filled in and
  // calculated, so a press on a slow connection or a shared calculation is
  // never lost. The prices are then taken out of the address at once: they
  // must not stay in the history nor reach analytics as part of the page's URL.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const field = (fuel: Fuel) => form.elements.namedItem(PRICE_FIELD_NAMES[fuel]) as HTMLInputElement | null;
    const url = new URL(window.location.href);
    const fromAddress = FIELDS.some(({ name }) => url.searchParams.has(name));
    if (fromAddress) {
      for (const { name, fuel } of FIELDS) {
        const input = field(fuel);
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
    // Prices typed before hydration (the island hydrates on first use) feed the live hints too.
    const frame = requestAnimationFrame(() =>
      setPrices({ ethanol: field("ethanol")?.value ?? "", gasoline: field("gasoline")?.value ?? "" }),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  // The toaster's code, ready before the first toast the island shows.
  useEffect(prefetchToaster, []);
  // Bring a new verdict to the top of the screen (below the header): on a phone it sits below the fold.
  useEffect(() => {
    if (scrollRequest > 0) resultRef.current?.scrollIntoView({ block: "start" });
  }, [scrollRequest]);
  // A verdict drawn before hydration (early-verdict.ts), whose toast the page has shown, becomes the island's own:
  // the same card, then the gauge and the details it could not show. It is already in view: no scroll.
  useEffect(() => {
    const [form, region] = [formRef.current, resultRef.current];
    const early = form && region && claimEarlyVerdict(form, region);
    if (!early) return;
    const frame = requestAnimationFrame(() => setSubmitted({ ...early, source: null }));
    return () => cancelAnimationFrame(frame);
  }, []);

  const hints = breakEvenHints(prices, threshold);
  // The threshold the car's figures give is remembered, so that the page's own hints use it on the next visit
  // before the island has hydrated (break-even-hints.ts); the 70% rule needs no memory.
  const rememberedThreshold = figures.basis.kind === "rule" ? null : thresholdText(threshold);
  useEffect(() => {
    if (rememberedThreshold) writeItem(getLocalStorage(), REMEMBERED_THRESHOLD_KEY, rememberedThreshold);
    else removeItem(getLocalStorage(), REMEMBERED_THRESHOLD_KEY);
  }, [rememberedThreshold]);

  /** Puts a price in a fuel's field as the number field holds it ("4.19"), as if typed. */
  function setField(fuel: Fuel, value: string) {
    const input = formRef.current?.elements.namedItem(PRICE_FIELD_NAMES[fuel]) as HTMLInputElement | null;
    if (input) input.value = value;
    setPrices((current) => ({ ...current, [fuel]: value }));
  }

  function fill(found: PricesToFill, source?: string) {
    filled.current =
      source && found.ethanol !== null && found.gasoline !== null
        ? { ethanol: found.ethanol, gasoline: found.gasoline, source }
        : null;
    for (const { fuel } of FIELDS) {
      const value = found[fuel];
      if (value !== null) setField(fuel, value);
    }
    if (found.ethanol !== null && found.gasoline !== null) formRef.current?.requestSubmit();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = (fuel: Fuel) => form.elements.namedItem(PRICE_FIELD_NAMES[fuel]) as HTMLInputElement;
    const typed = {
      ethanol: { text: input("ethanol").value, badInput: input("ethanol").validity.badInput },
      gasoline: { text: input("gasoline").value, badInput: input("gasoline").validity.badInput },
    };
    const found = priceProblems(typed);
    const questionedCarField = CAR_FIELDS.find((field) => figures.issues[field]);
    const next = { ethanol: typed.ethanol.text, gasoline: typed.gasoline.text };
    const result = verdictOf(next, figures);
    setProblems(found);
    if (Object.keys(found).length > 0 || questionedCarField || !result) {
      setSubmitted(null);
      if (Object.values(found).some(isSpecInvalid)) toast({ ...INPUT_ERROR, variant: "destructive" });
      const first = FIELDS.find(({ fuel }) => found[fuel]);
      focusField(first ? input(first.fuel) : document.getElementById(`carro-${questionedCarField}`));
      return;
    }
    const origin = filled.current;
    const source = origin?.ethanol === next.ethanol && origin.gasoline === next.gasoline ? origin.source : null;
    setSubmitted({ ...next, source });
    setScrollRequest((count) => count + 1);
    toast(successToast(result.plan.fuel));
  }

  /** "R$ 4,19" pasted into a number field would be refused: read it as a price and keep the number. */
  function handlePaste(fuel: Fuel, event: ClipboardEvent<HTMLInputElement>) {
    const price = parsePriceText(event.clipboardData.getData("text"));
    if (!price) return;
    event.preventDefault();
    setField(fuel, decimalText(price));
  }

  const resultRegion = {
    [VERDICT_REGION_ATTRIBUTE]: "",
    "aria-live": "polite",
    "aria-atomic": true,
    className: "mt-6 scroll-mt-32 empty:mt-0",
  } as const;

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-md sm:p-8">
      <form
        ref={formRef}
        {...{ [CALCULATOR_FORM_ATTRIBUTE]: "" }}
        noValidate
        onSubmit={handleSubmit}
        onFocus={() => {
          void loadResultDetails();
          prefetchToaster();
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        {FIELDS.map(({ name, fuel, label, placeholder, icon: Icon }) => {
          const problem = problems[fuel];
          const suggestion = problem?.kind === "implausible" ? problem.suggestion : null;
          const describedBy = [problem && `${name}-erro`, hints[fuel] && priceHintId(fuel)].filter(Boolean).join(" ");
          return (
            <div key={name} className="flex flex-col gap-2">
              <label htmlFor={name} className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon
                  aria-hidden="true"
                  className={`size-5 ${fuel === "ethanol" ? "text-green-700" : "text-amber-700"}`}
                />
                {label}
              </label>
              <input
                id={name}
                name={name}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                placeholder={placeholder}
                autoComplete="off"
                aria-describedby={describedBy || undefined}
                // Described by its hint already when the page's script showed one before hydration (early-hints.ts).
                suppressHydrationWarning
                aria-invalid={problem ? true : undefined}
                onPaste={(event) => handlePaste(fuel, event)}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setPrices((current) => ({ ...current, [fuel]: value }));
                }}
                className={`w-full scroll-mt-24 rounded-xl border bg-white px-4 py-3 text-xl text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700 ${
                  problem ? "border-2 border-red-700" : "border-slate-400"
                }`}
              />
              {problem && (
                <div id={`${name}-erro`} className="flex flex-wrap items-center gap-2 text-sm font-medium text-red-800">
                  <p>{priceProblemMessage(fuel, problem)}</p>
                  {suggestion && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setField(fuel, decimalText(suggestion));
                        formRef.current?.requestSubmit();
                      }}
                    >
                      {suggestionLabel(suggestion)}
                    </Button>
                  )}
                </div>
              )}
              {/* Text, never nothing: the page's own script may have written the hint before hydration
                  (early-hints.ts); React keeps it until the prices typed meanwhile render the same hint. */}
              <p id={priceHintId(fuel)} className="min-h-6 text-sm font-medium text-slate-700" suppressHydrationWarning>
                {hints[fuel] ?? ""}
              </p>
            </div>
          );
        })}
        {PriceFinder && <PriceFinder current={prices} fill={fill} />}
        <CarProfilePanel profile={profile} figures={figures} carPicker={carPicker} />
        <Button type="submit" size="lg" className="sm:col-span-2">
          <CalculatorIcon aria-hidden="true" className="size-6" />
          <span className="when-idle">Calcular</span>
        </Button>
      </form>
      {verdict && submitted ? (
        <div ref={resultRef} {...resultRegion}>
          <Result verdict={verdict} source={submitted.source} />
        </div>
      ) : (
        <div ref={resultRef} {...resultRegion} dangerouslySetInnerHTML={PAGE_CONTENT} suppressHydrationWarning />
      )}
    </div>
  );
}
