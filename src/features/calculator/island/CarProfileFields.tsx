import { Trash2 } from "lucide-react";
import { Button } from "#components/ui/Button.tsx";
import type { CarField, CarFigures, CarProfile } from "../car-profile.ts";
import { clearCarProfile, updateCarProfile } from "./car-profile-store.ts";

const FIELDS: ReadonlyArray<{ field: CarField; label: string; unit: string; placeholder: string }> = [
  { field: "ethanolKmPerLitre", label: "Consumo com etanol", unit: "km/l", placeholder: "Ex.: 8,5" },
  { field: "gasolineKmPerLitre", label: "Consumo com gasolina", unit: "km/l", placeholder: "Ex.: 12,1" },
  { field: "tankLitres", label: "Capacidade do tanque", unit: "litros", placeholder: "50" },
  { field: "kmPerMonth", label: "Quilômetros por mês", unit: "km", placeholder: "Ex.: 1000" },
];

/**
 * The fields of the car panel: km/l with each fuel, tank size, km per
 * month, each with its Portuguese error message when filled but unusable,
 * how to measure km/l, and "Limpar dados do carro". A separate chunk,
 * fetched when the panel is first opened.
 */
export function CarProfileFields({ profile, figures }: { profile: CarProfile; figures: CarFigures }) {
  return (
    <div className="space-y-4 px-4 pb-4">
      <p className="text-sm text-slate-700">
        Se você mediu o consumo do seu carro, digite-o abaixo: ele vale no lugar dos números do Inmetro. Para medir,
        encha o tanque, zere o hodômetro parcial e rode normalmente até o próximo abastecimento. Encha de novo e divida
        os quilômetros rodados pelos litros colocados: esse é o seu km/l com aquele combustível.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, unit, placeholder }) => {
          const issue = figures.issues[field];
          const id = `carro-${field}`;
          return (
            <div key={field} className="flex flex-col gap-1.5">
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
                      Usar {issue.suggestion} {unit}
                    </Button>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {figures.ownOverridesReference && (
        <p role="status" className="rounded-lg bg-blue-50 p-2 text-sm font-medium text-blue-900">
          Valem os consumos que você digitou, no lugar{" "}
          {figures.referenceSource === "logbook"
            ? "do consumo medido nos seus abastecimentos"
            : "dos números do Inmetro do carro escolhido"}
          .
        </p>
      )}
      {(profile.ethanolKmPerLitre.trim() !== "") !== (profile.gasolineKmPerLitre.trim() !== "") && (
        <p className="text-sm text-slate-700">Preencha os dois consumos para usar o consumo do seu carro.</p>
      )}
      {figures.filled && (
        <Button variant="outline" size="sm" onClick={clearCarProfile}>
          <Trash2 aria-hidden="true" className="size-4" />
          Limpar dados do carro
        </Button>
      )}
    </div>
  );
}
