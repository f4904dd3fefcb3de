import { statePagePath } from "#lib/paths.ts";
import { type WeekFlip, weekFlipChange } from "./verdict-flips.ts";

/**
 * The states whose mean verdict flipped since the previous survey, as a
 * list linking to each state page ("Goiás: o etanol passou a compensar
 * (69,8% da gasolina; era 70,4%)"), or one sentence when none did.
 */
export function StateFlipList({ flips }: { flips: readonly WeekFlip[] }) {
  if (flips.length === 0) {
    return <p className="text-slate-800">Em nenhum estado mudou o combustível que compensa na média.</p>;
  }
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-800">
      {flips.map((flip) => (
        <li key={flip.state.uf}>
          <a href={statePagePath(flip.state.code)} className="text-blue-800 underline underline-offset-2">
            {flip.state.name}
          </a>
          : {weekFlipChange(flip)}
        </li>
      ))}
    </ul>
  );
}
