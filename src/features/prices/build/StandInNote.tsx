import { inState } from "#features/prices/state-names.ts";
import { cityPagePath, statePagePath } from "#lib/paths.ts";
import type { State } from "#lib/states.ts";
import { standInText } from "./city-page.ts";
import type { StandIn } from "./served-towns.ts";

/**
 * For a city the newest survey (`week`, "14 a 20/06/2026") missed, what
 * stands in for it that week, linked: the nearest surveyed city of its
 * state within 50 km ("A pesquisa mais próxima, a de Alagoinhas, a 35 km,
 * tem …"), else the state's means; nothing without either.
 */
export function StandInNote({ stand, state, week }: { stand: StandIn | null; state: State; week: string }) {
  if (!stand) return null;
  const link = "text-blue-800 underline underline-offset-2";
  return stand.kind === "city" ? (
    <p className="mt-3 max-w-3xl text-lg text-slate-900">
      A pesquisa mais próxima de {week}, a de{" "}
      <a href={cityPagePath(stand.city)} className={link}>
        {stand.city.name}
      </a>
      {standInText(stand, week)}
    </p>
  ) : (
    <p className="mt-3 max-w-3xl text-lg text-slate-900">
      {standInText(stand, week)}{" "}
      <a href={statePagePath(state.code)} className={link}>
        Etanol ou gasolina {inState(state)}
      </a>
    </p>
  );
}
