import { Pencil, Trash2 } from "lucide-react";
import { Button } from "#components/ui/Button.tsx";
import { byOdometer, type FillUp } from "#features/logbook/fill-up.ts";
import { FILL_UP_LIST_TEXT, pricePerLitreText, segmentLine } from "#features/logbook/logbook-page-messages.ts";
import type { Segment } from "#features/logbook/segments.ts";
import { formatDay, formatKm, formatLitres } from "#lib/format-figures.ts";
import { FUEL_LABEL } from "#lib/fuels.ts";

/**
 * The fill-ups, newest first, each with the segment it closes (km, km/l and
 * what it counts for, "tanque misto" when left out) and its "Editar" and
 * "Remover" buttons.
 */
export function FillUpList({
  fillUps,
  segments,
  onEdit,
  onRemove,
}: {
  fillUps: readonly FillUp[];
  segments: readonly Segment[];
  onEdit: (fillUp: FillUp) => void;
  onRemove: (fillUp: FillUp) => void;
}) {
  if (fillUps.length === 0) {
    return <p className="text-slate-700">{FILL_UP_LIST_TEXT.empty}</p>;
  }
  const closing = new Map(segments.map((segment) => [segment.end.id, segment]));
  return (
    <ol className="grid gap-3 md:grid-cols-2">
      {[...fillUps]
        .sort(byOdometer)
        .reverse()
        .map((fillUp) => {
          const segment = closing.get(fillUp.id);
          const name = `${formatDay(fillUp.date)}, ${formatKm(fillUp.odometerKm)}`;
          return (
            <li key={fillUp.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-slate-900">
                {formatDay(fillUp.date)} · {FUEL_LABEL[fillUp.fuel]} · {formatKm(fillUp.odometerKm)}
              </p>
              <p className="text-slate-700">
                {formatLitres(fillUp.litres)}
                {fillUp.pricePerLitre && pricePerLitreText(fillUp.pricePerLitre)} ·{" "}
                {fillUp.fullTank ? FILL_UP_LIST_TEXT.fullTank : FILL_UP_LIST_TEXT.partial}
              </p>
              {segment && <p className="text-sm text-slate-700">{segmentLine(segment)}</p>}
              <div className="mt-2 flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onEdit(fillUp)}
                  aria-label={`${FILL_UP_LIST_TEXT.edit} ${name}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {FILL_UP_LIST_TEXT.edit}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRemove(fillUp)}
                  aria-label={`${FILL_UP_LIST_TEXT.remove} ${name}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {FILL_UP_LIST_TEXT.remove}
                </Button>
              </div>
            </li>
          );
        })}
    </ol>
  );
}
