import { lazy, Suspense } from "react";
import { ESTIMATE_DISCLAIMER, resultHeadline, savingsMessage } from "../messages.ts";
import { verdictCardClasses } from "../verdict-card.ts";
import type { Verdict } from "./ResultDetails.tsx";

/** The gauge, tank/month savings and sharing: a chunk of its own, fetched on the first focus in the form. */
export const loadResultDetails = () => import("./ResultDetails.tsx");
const ResultDetails = lazy(() => loadResultDetails().then((module) => ({ default: module.ResultDetails })));

/**
 * The verdict, shown until the next calculation: the headline "Resultado:
 * Abasteça com {fuel}!", the savings message, the details (gauge, savings in
 * reais, sharing) and the estimate disclaimer. The headline, the savings
 * message and the disclaimer never wait for the details' chunk.
 * `source` names where the prices come from when a price finder filled
 * them in (a station of the ANP survey), under the savings message.
 * Before hydration, early-verdict.ts draws the same card without the
 * details (a unit test holds the two to the same markup).
 */
export function Result({ verdict, source = null }: { verdict: Verdict; source?: string | null }) {
  const { plan } = verdict;
  const classes = verdictCardClasses(plan.fuel);
  return (
    <div className={classes.card}>
      <div data-verdict="">
        <h3 className={classes.headline}>{resultHeadline(plan.fuel)}</h3>
        <p className={classes.message}>{savingsMessage(plan.fuel, plan.savingsPerLitre, verdict.basis)}</p>
        {source && <p className={classes.source}>{source}</p>}
      </div>
      <Suspense fallback={null}>
        <ResultDetails verdict={verdict} />
      </Suspense>
      <p className={classes.disclaimer}>{ESTIMATE_DISCLAIMER}</p>
    </div>
  );
}
