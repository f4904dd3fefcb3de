import { Trash2 } from "lucide-react";
import { Button } from "#components/ui/Button.tsx";
import { clearCarProfile, updateCarProfile } from "#features/calculator/browser/car-profile-store.ts";
import type { CarFigures, CarProfile } from "#features/calculator/car-profile.ts";
import {
  CAR_FIELD_TEXT,
  CAR_FIELDS_TEXT,
  ownOverridesText,
  suggestedFigureLabel,
} from "#features/calculator/form-messages.ts";

/** One field of the car panel, with its label and unit, and its issue under it when filled but unusable. */
function CarFigureField({
  field,
  label,
  unit,
  placeholder,
  profile,
  figures,
}: (typeof CAR_FIELD_TEXT)[number] & { profile: CarProfile; figures: CarFigures }) {
  const issue = figures.issues[field];
  const id = `carro-${field}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label} ({unit})
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={profile[field]}
        onChange={(event) => updateCarProfile(field, event.currentTarget.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-erro` : undefined}
        className={`w-full scroll-mt-24 rounded-xl border bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500 ${
          issue ? "border-2 border-red-700" : "border-slate-400"
        }`}
      />
      {issue && (
        <div id={`${id}-erro`} className="flex flex-wrap items-center gap-2 text-sm font-medium text-red-800">
          <p>{issue.message}</p>
          {issue.suggestion !== undefined && (
            <Button variant="outline" size="sm" onClick={() => updateCarProfile(field, issue.suggestion ?? "")}>
              {suggestedFigureLabel(issue.suggestion, unit)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The fields of the car panel: km/l with each fuel, tank size, km per
 * month, each with its Portuguese error message when filled but unusable,
 * how to measure km/l, and "Limpar dados do carro". A separate chunk,
 * fetched when the panel is first opened.
 */
export function CarProfileFields({ profile, figures }: { profile: CarProfile; figures: CarFigures }) {
  return (
    <div className="space-y-4 px-4 pb-4">
      <p className="text-sm text-slate-700">{CAR_FIELDS_TEXT.howToMeasure}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {CAR_FIELD_TEXT.map((text) => (
          <CarFigureField key={text.field} {...text} profile={profile} figures={figures} />
        ))}
      </div>
      {figures.ownOverridesReference && (
        <p role="status" className="rounded-lg bg-blue-50 p-2 text-sm font-medium text-blue-900">
          {ownOverridesText(figures.referenceSource)}
        </p>
      )}
      {(profile.ethanolKmPerLitre.trim() !== "") !== (profile.gasolineKmPerLitre.trim() !== "") && (
        <p className="text-sm text-slate-700">{CAR_FIELDS_TEXT.bothNeeded}</p>
      )}
      {figures.filled && (
        <Button variant="outline" size="sm" onClick={clearCarProfile}>
          <Trash2 aria-hidden="true" className="size-4" />
          {CAR_FIELDS_TEXT.clear}
        </Button>
      )}
    </div>
  );
}
