import type { CityWeek } from "#data/build/weekly.ts";
import { placeVerdict } from "#features/prices/price-verdicts.ts";
import type { State } from "#lib/states.ts";
import { VERDICT_FRAME, VERDICT_TEXT } from "#lib/verdict-tone.ts";
import { cityMeanSentence, lastVerdictHeadline, stationRange, stationRangeSentence } from "./city-page.ts";
import { verdictHeadline } from "./price-pages.ts";

/**
 * A city's verdict for one survey week, in a box: the week (`label`), the
 * verdict in large type, the means in a sentence and the verdict at the
 * cheapest and dearest ethanol. `last`: these are the last known figures of
 * a city the newest survey missed, so the verdict is in the past tense
 * ("Etanol compensava") and the box is neutral, never read as current.
 */
export function CityVerdictCard({
  city,
  state,
  week,
  label,
  last = false,
}: {
  city: CityWeek;
  state: State;
  week: string;
  label: string;
  last?: boolean;
}) {
  const verdict = placeVerdict(city);
  const range = stationRange(city);
  const tone = last || !verdict.ok ? "none" : verdict.fuel;
  return (
    <div className={`rounded-2xl border-2 p-5 sm:p-6 ${VERDICT_FRAME[tone]} ${VERDICT_TEXT[tone]}`}>
      <p className="text-sm font-semibold tracking-wide uppercase">{label}</p>
      <p className="mt-1 text-3xl font-extrabold sm:text-4xl">
        {last ? lastVerdictHeadline(verdict) : verdictHeadline(verdict)}
      </p>
      <p className="mt-3 text-lg text-slate-900">{cityMeanSentence(city, state, week)}</p>
      {range && <p className="mt-2 text-slate-900">{stationRangeSentence(range)}</p>}
    </div>
  );
}
