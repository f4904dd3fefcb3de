import { Calculator as CalculatorIcon, Droplets, Fuel as FuelIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "../../components/toast/toast-store";
import { compareFuels, type FuelComparison } from "./fuel-comparison";
import { ESTIMATE_DISCLAIMER, INPUT_ERROR, resultHeadline, savingsMessage, successToast } from "./messages";

type Verdict = Extract<FuelComparison, { ok: true }>;

const FIELDS = [
  { name: "etanol", label: "Preço do Etanol (R$ por litro)", placeholder: "Ex: 3.50", icon: Droplets },
  { name: "gasolina", label: "Preço da Gasolina (R$ por litro)", placeholder: "Ex: 5.00", icon: FuelIcon },
] as const;

/**
 * The ethanol-or-gasoline calculator (spec §2, §4, §5): two price fields
 * in R$ per litre and a "Calcular" button. Enter submits. A valid pair
 * shows the verdict in a live region and a success toast; an invalid pair
 * clears the verdict and shows the destructive "Erro de Entrada" toast.
 * The typed prices are never cleared.
 */
export function Calculator() {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // Bring a new verdict fully on screen: on a phone it sits below the fold.
  useEffect(() => {
    if (verdict) resultRef.current?.scrollIntoView({ block: "nearest" });
  }, [verdict]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const comparison = compareFuels(String(data.get("etanol") ?? ""), String(data.get("gasolina") ?? ""));
    if (!comparison.ok) {
      setVerdict(null);
      toast({ ...INPUT_ERROR, variant: "destructive" });
      return;
    }
    setVerdict(comparison);
    toast(successToast(comparison.fuel));
  }

  const ethanol = verdict?.fuel === "Etanol";
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-md sm:p-8">
      <form noValidate onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label, placeholder, icon: Icon }) => (
          <div key={name} className="flex flex-col gap-2">
            <label htmlFor={name} className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon aria-hidden="true" className={`size-5 ${name === "etanol" ? "text-green-700" : "text-amber-700"}`} />
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
              className="w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-xl text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700"
            />
          </div>
        ))}
        <button
          type="submit"
          className="flex items-center justify-center gap-2 rounded-xl bg-green-700 px-6 py-4 text-lg font-bold text-white shadow-sm hover:bg-green-800 active:bg-green-900 sm:col-span-2"
        >
          <CalculatorIcon aria-hidden="true" className="size-6" />
          Calcular
        </button>
      </form>
      <div ref={resultRef} aria-live="polite" aria-atomic="true" className="mt-6 scroll-mb-4 empty:mt-0">
        {verdict && (
          <div
            className={`rounded-2xl border-2 p-5 ${
              ethanol ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"
            }`}
          >
            <h3 className={`text-2xl font-extrabold sm:text-3xl ${ethanol ? "text-green-800" : "text-amber-800"}`}>
              {resultHeadline(verdict.fuel)}
            </h3>
            <p className="mt-2 text-lg text-slate-900">{savingsMessage(verdict.fuel, verdict.savingsPerLitre)}</p>
            <p className="mt-3 text-sm text-slate-700">{ESTIMATE_DISCLAIMER}</p>
          </div>
        )}
      </div>
    </div>
  );
}
