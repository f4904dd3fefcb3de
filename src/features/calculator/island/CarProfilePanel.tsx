import { Gauge } from "lucide-react";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { useToggleOnHydration } from "#components/ui/use-toggle-on-hydration.ts";
import type { CarFigures, CarProfile } from "#features/calculator/car-profile.ts";
import { CAR_PANEL_TEXT, panelLimitText } from "#features/calculator/form-messages.ts";
import { toRoundedNumber } from "#lib/decimal.ts";

const CarProfileFields = lazy(() =>
  import("./CarProfileFields.tsx").then((module) => ({ default: module.CarProfileFields })),
);

/**
 * The optional "Usar o consumo do meu carro" panel, collapsed at first
 * (open when figures or a picked car are remembered): the picker of
 * Inmetro's cars (`carPicker`), km/l with each fuel (their ratio replaces
 * the 70% rule and the picked car's), tank size and km per month (the
 * result then shows savings per tank, month and year). The summary shows
 * the car's limit once known.
 */
export function CarProfilePanel({
  profile,
  figures,
  carPicker,
}: {
  profile: CarProfile;
  figures: CarFigures;
  carPicker?: ReactNode;
}) {
  const filled = figures.filled || figures.referenceSource !== null;
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useToggleOnHydration(details);
  const ownThreshold = figures.kmPerLitre && toRoundedNumber(figures.threshold, 4);

  return (
    <details
      ref={details}
      className="group rounded-2xl border border-slate-300 bg-slate-50 sm:col-span-2"
      open={filled || undefined}
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <Gauge aria-hidden="true" className="size-5 text-blue-800" />
        {CAR_PANEL_TEXT.summary}
        <span className="ml-auto text-sm font-normal text-slate-700">
          {ownThreshold !== null ? panelLimitText(ownThreshold) : CAR_PANEL_TEXT.noLimit}
        </span>
      </summary>
      {(opened || filled) && (
        <>
          {carPicker}
          <Suspense fallback={<p className="px-4 pb-4 text-sm text-slate-700">{CAR_PANEL_TEXT.loading}</p>}>
            <CarProfileFields profile={profile} figures={figures} />
          </Suspense>
        </>
      )}
    </details>
  );
}
