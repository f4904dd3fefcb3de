import { Calculator as CalculatorIcon, Droplets, Fuel as FuelIcon } from "lucide-react";
import { type ComponentType, type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { prefetchToaster, toast } from "../../components/toast/toast-store";
import { useExternalStore } from "../../lib/external-store";
import { carFigures, carProfileStore, type ReferenceCar } from "./car-profile";
import { CarProfilePanel } from "./CarProfilePanel";
import { calculate, ethanolBreakEven, gasolineBreakEven, type PriceField, parsePrice } from "../../lib/fuel-comparison";
import {
  ESTIMATE_DISCLAIMER,
  ethanolBreakEvenHint,
  gasolineBreakEvenHint,
  INPUT_ERROR,
  resultHeadline,
  savingsMessage,
  statedBasis,
  successToast,
} from "./messages";
import type { Verdict } from "./ResultDetails";
import { Button } from "../../components/ui/Button";

// The gauge, tank/month savings and sharing: fetched on the first focus in the form.
const loadResultDetails = () => import("./ResultDetails");
const ResultDetails = lazy(() => loadResultDetails().then((module) => ({ default: module.ResultDetails })));

/**
 * The verdict (spec §4): the headline "Resultado: Abasteça com {fuel}!", the
 * savings message, the details (gauge, savings in reais, sharing) and the
 * estimate disclaimer. The spec's texts never wait for the details' chunk.
 */
function Result({ verdict }: { verdict: Verdict }) {
  const { plan } = verdict;
  const ethanol = plan.fuel === "Etanol";
  return (
    <div
      className={`rounded-2xl border-2 p-5 ${ethanol ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`}
    >
      <h3 className={`text-2xl font-extrabold sm:text-3xl ${ethanol ? "text-green-800" : "text-amber-800"}`}>
        {resultHeadline(plan.fuel)}
      </h3>
      <p className="mt-2 text-lg text-slate-900">{savingsMessage(plan.fuel, plan.savingsPerLitre, verdict.basis)}</p>
      <Suspense fallback={null}>
        <ResultDetails verdict={verdict} />
      </Suspense>
      <p className="mt-3 text-sm text-slate-700">{ESTIMATE_DISCLAIMER}</p>
    </div>
  );
}

const FIELDS = [
  {
    name: "etanol",
    field: "ethanol",
    label: "Preço do Etanol (R$ por litro)",
    placeholder: "Ex: 3.50",
    icon: Droplets,
  },
  {
    name: "gasolina",
    field: "gasoline",
    label: "Preço da Gasolina (R$ por litro)",
    placeholder: "Ex: 5.00",
    icon: FuelIcon,
  },
] as const;

type PriceName = (typeof FIELDS)[number]["name"];

/** Prices in R$ per litre as decimal text ("4.29"), or null for a price to leave as it is. */
interface PricesToFill {
  ethanol: string | null;
  gasoline: string | null;
}

/** What a price finder (e.g. the ANP city averages) gets: the prices in the fields now, and a way to fill them. */
export interface PriceFinderProps {
  /** The fields' current text. */
  current: { ethanol: string; gasoline: string };
  /** Puts the prices in the fields; with both given, calculates at once. */
  fill: (prices: PricesToFill) => void;
}

/**
 * The ethanol-or-gasoline calculator (spec §2, §4, §5): two price fields
 * in R$ per litre and a "Calcular" button; Enter submits. While typing,
 * each field shows the break-even price of the other fuel. A valid pair
 * shows the verdict in a live region and a success toast; an invalid pair
 * clears the verdict and shows the destructive "Erro de Entrada" toast.
 * The optional car panel replaces the 70% rule by the car's own km/l
 * ratio and adds savings per tank, month and year. Typed values are never
 * cleared.
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
  const [prices, setPrices] = useState<Record<PriceName, string>>({ etanol: "", gasolina: "" });
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const profile = useExternalStore(carProfileStore);
  const figures = carFigures(profile, referenceCar);
  const { threshold } = figures;
  const [invalid, setInvalid] = useState<readonly PriceField[]>([]);

  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Before the JavaScript arrives, "Calcular" submits the form natively (GET
  // ?etanol=…&gasolina=…); once hydrated, such an address is filled in and
  // calculated, so a press on a slow connection is never lost. The prices
  // are then taken out of the address at once: they must not stay in the
  // history nor reach analytics as part of the page's URL.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const field = (name: PriceName) => form.elements.namedItem(name) as HTMLInputElement | null;
    const url = new URL(window.location.href);
    const submitted = FIELDS.some(({ name }) => url.searchParams.has(name));
    if (submitted) {
      for (const { name } of FIELDS) {
        const input = field(name);
        if (input) input.value = url.searchParams.get(name) ?? "";
        url.searchParams.delete(name);
      }
      window.history.replaceState(window.history.state, "", url);
      form.requestSubmit();
    }
    // Prices typed before hydration (the island hydrates on first use) feed the live hints too.
    const frame = requestAnimationFrame(() =>
      setPrices({ etanol: field("etanol")?.value ?? "", gasolina: field("gasolina")?.value ?? "" }),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  // Bring a new verdict to the top of the screen (below the header and a phone's toast): on a phone it sits below the fold.
  useEffect(() => {
    if (verdict) resultRef.current?.scrollIntoView({ block: "start" });
  }, [verdict]);

  const typedEthanol = parsePrice(prices.etanol);
  const typedGasoline = parsePrice(prices.gasolina);
  const hints: Record<PriceName, string | null> = {
    etanol: typedGasoline && ethanolBreakEvenHint(ethanolBreakEven(typedGasoline, threshold)),
    gasolina: typedEthanol && gasolineBreakEvenHint(gasolineBreakEven(typedEthanol, threshold)),
  };

  function fill(found: PricesToFill) {
    const form = formRef.current;
    if (!form) return;
    const next = { ...prices };
    for (const { name, field } of FIELDS) {
      const value = found[field];
      const input = form.elements.namedItem(name) as HTMLInputElement | null;
      if (value === null || !input) continue;
      input.value = value;
      next[name] = value;
    }
    setPrices(next);
    if (found.ethanol !== null && found.gasoline !== null) form.requestSubmit();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const calculation = calculate(String(data.get("etanol") ?? ""), String(data.get("gasolina") ?? ""), figures);
    if (!calculation.ok) {
      setVerdict(null);
      setInvalid(calculation.invalid);
      toast({ ...INPUT_ERROR, variant: "destructive" });
      return;
    }
    setInvalid([]);
    setVerdict({
      ...calculation,
      basis: statedBasis(figures.basis, calculation.plan.threshold),
      monthNeedsConsumption: figures.kmPerMonth !== null && figures.kmPerLitre === null,
    });
    toast(successToast(calculation.plan.fuel));
  }

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-md sm:p-8">
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        onFocus={() => {
          void loadResultDetails();
          prefetchToaster();
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        {FIELDS.map(({ name, field, label, placeholder, icon: Icon }) => (
          <div key={name} className="flex flex-col gap-2">
            <label htmlFor={name} className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon
                aria-hidden="true"
                className={`size-5 ${name === "etanol" ? "text-green-700" : "text-amber-700"}`}
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
              aria-describedby={hints[name] ? `${name}-dica` : undefined}
              aria-invalid={invalid.includes(field) || undefined}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setPrices((current) => ({ ...current, [name]: value }));
              }}
              className="w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-xl text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700"
            />
            <p id={`${name}-dica`} className="min-h-6 text-sm font-medium text-slate-700">
              {hints[name]}
            </p>
          </div>
        ))}
        {PriceFinder && <PriceFinder current={{ ethanol: prices.etanol, gasoline: prices.gasolina }} fill={fill} />}
        <CarProfilePanel profile={profile} figures={figures} carPicker={carPicker} />
        <Button type="submit" size="lg" className="sm:col-span-2">
          <CalculatorIcon aria-hidden="true" className="size-6" />
          Calcular
        </Button>
      </form>
      <div ref={resultRef} aria-live="polite" aria-atomic="true" className="mt-6 scroll-mt-32 empty:mt-0">
        {verdict && <Result verdict={verdict} />}
      </div>
    </div>
  );
}
