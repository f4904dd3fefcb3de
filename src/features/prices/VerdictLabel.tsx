import type { PlaceVerdict } from "./price-verdicts";

/**
 * A verdict as a short label for a table cell: "Etanol" on green, "Gasolina"
 * on amber (the words carry the meaning; the colour only repeats it), or
 * what is missing ("Sem preço de etanol"). Text contrast ≥ 7:1 on its tint.
 */
export function VerdictLabel({ verdict }: { verdict: PlaceVerdict }) {
  if (!verdict.ok) {
    const missing = { ethanol: "Sem preço de etanol", gasoline: "Sem preço de gasolina", both: "Sem preços" };
    return <span className="text-slate-700">{missing[verdict.missing]}</span>;
  }
  return verdict.fuel === "ethanol" ? (
    <span className="inline-block rounded-md bg-green-100 px-2 py-0.5 font-semibold text-green-900">Etanol</span>
  ) : (
    <span className="inline-block rounded-md bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Gasolina</span>
  );
}
