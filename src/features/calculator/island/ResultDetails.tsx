import { Share2 } from "lucide-react";
import { toast } from "#browser/toast/toast.ts";
import { Button } from "#components/ui/Button.tsx";
import { SHARE_TOASTS, type StatedBasis } from "#features/calculator/messages.ts";
import { formatBRL, formatPercent } from "#lib/format.ts";
import type { Calculation } from "#lib/fuel-comparison.ts";
import { FUEL_NAME, otherFuel } from "#lib/fuels.ts";
import { absoluteUrl } from "#lib/site.ts";
import { RatioGauge } from "./RatioGauge.tsx";
import { browserShareEnvironment, calculationPath, shareResult, shareText } from "./share.ts";

/** A calculation's outcome as the result card shows it. */
export type Verdict = Extract<Calculation, { ok: true }> & {
  /** Where the threshold came from: the 70% rule, the driver's km/l or a car from Inmetro's table. */
  basis: StatedBasis;
  /** Whether km per month was given but the car's km/l were not (no monthly estimate then). */
  monthNeedsConsumption: boolean;
};

/**
 * What the verdict adds below its headline and savings message (the result
 * of docs/product-rules.md, "The calculator"): the ratio gauge, the saving
 * on a full tank (and per month and year when the car's figures allow) with
 * the assumptions written out, and "Compartilhar".
 * A separate chunk, fetched when the visitor first focuses the form.
 */
export function ResultDetails({ verdict }: { verdict: Verdict }) {
  const { plan, ratio } = verdict;

  async function share() {
    const address = absoluteUrl(calculationPath(verdict.ethanolPrice, verdict.gasolinePrice));
    const text = shareText(plan.fuel, verdict.ethanolPrice, verdict.gasolinePrice, ratio, address);
    const outcome = await shareResult(text, browserShareEnvironment());
    if (outcome !== "cancelled")
      toast({ ...SHARE_TOASTS[outcome], variant: outcome === "failed" ? "destructive" : "default" });
  }

  return (
    <>
      <RatioGauge ratio={ratio} threshold={plan.threshold} />
      <dl className="mt-2 grid gap-2 text-slate-900 sm:grid-cols-3">
        <div className="rounded-xl bg-white/70 p-3">
          <dt className="text-sm text-slate-700">Num tanque cheio ({plan.tankLitres.toLocaleString("pt-BR")} L)</dt>
          <dd className="text-xl font-bold">{formatBRL(plan.perTank)}</dd>
        </div>
        {plan.perMonth !== null && plan.perYear !== null && (
          <>
            <div className="rounded-xl bg-white/70 p-3">
              <dt className="text-sm text-slate-700">Por mês</dt>
              <dd className="text-xl font-bold">{formatBRL(plan.perMonth)}</dd>
            </div>
            <div className="rounded-xl bg-white/70 p-3">
              <dt className="text-sm text-slate-700">Por ano</dt>
              <dd className="text-xl font-bold">{formatBRL(plan.perYear)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Economia estimada abastecendo com {FUEL_NAME[plan.fuel]} em vez de {FUEL_NAME[otherFuel(plan.fuel)]}, para rodar
        a mesma distância
        {verdict.basis.kind === "own"
          ? `, com o consumo do seu carro (limite de ${formatPercent(plan.threshold)})`
          : verdict.basis.kind === "inmetro"
            ? `, com o consumo do ${verdict.basis.car} segundo o Inmetro (limite de ${formatPercent(plan.threshold)})`
            : verdict.basis.kind === "logbook"
              ? `, com o consumo medido nos seus abastecimentos (limite de ${formatPercent(plan.threshold)})`
              : ", pela regra dos 70%"}
        {plan.perMonth !== null ? "; por mês, com os quilômetros que você informou" : ""}.
        {verdict.monthNeedsConsumption ? " Para estimar o mês e o ano, informe também o consumo do carro." : ""}
      </p>
      <Button variant="strong" className="mt-4 px-4 py-2" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-5" />
        Compartilhar
      </Button>
    </>
  );
}
