import { Car, Trash2 } from "lucide-react";
import { useState } from "react";
import { useExternalStore } from "#browser/external-store.ts";
import { Button } from "#components/ui/Button.tsx";
import { Combobox, type ComboboxOption } from "#components/ui/Combobox.tsx";
import { RetryAlert } from "#components/ui/RetryAlert.tsx";
import { loadCars } from "#data/cars.ts";
import { carChoiceStore, forgetChoice, rememberChoice } from "#features/cars/browser/car-choice-store.ts";
import { type CarChoice, choiceLimit, choiceOf, CYCLES, referenceOf } from "#features/cars/car-choice.ts";
import { parseCarFigures } from "#features/cars/car-figures.ts";
import {
  CAR_PICKER_TEXT,
  carOptionDetail,
  carOptionTitle,
  chosenFiguresText,
  chosenLimitText,
  chosenTablesText,
} from "#features/cars/car-messages.ts";
import { createVersionSearch } from "#features/cars/car-search.ts";
import { type CarVersion, carVersions } from "#features/cars/car-versions.ts";
import { catalogueCars } from "#features/cars/catalogue.ts";
import { toRoundedNumber } from "#lib/decimal.ts";

/** A car version as an option of the picker. */
interface CarOption extends ComboboxOption {
  car: CarVersion;
}

type Catalogue = { state: "idle" | "loading" | "failed" } | { state: "ready"; search: (query: string) => CarVersion[] };

/** The catalogue's versions (data/pbev/cars.json, a separate chunk), fetched on the picker's first focus and kept by the service worker. */
const loadCatalogue = () => loadCars().then((cars) => carVersions(catalogueCars(cars)));

/** The catalogue, loaded by `load` (once, or again after a failure), and its search. */
function useCatalogue() {
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: "idle" });

  function load() {
    if (catalogue.state === "loading" || catalogue.state === "ready") return;
    setCatalogue({ state: "loading" });
    loadCatalogue().then(
      (versions) => setCatalogue({ state: "ready", search: createVersionSearch(versions) }),
      () => setCatalogue({ state: "failed" }),
    );
  }

  return { catalogue, load };
}

/** "Como você mais roda?": the cycle whose figures decide (cidade, estrada or misto), remembered with the car. */
function CycleChoice({ choice }: { choice: CarChoice }) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-slate-900">{CAR_PICKER_TEXT.cycleLegend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {CYCLES.map(({ cycle, label }) => (
          <label key={cycle} className="flex items-center gap-1.5 text-sm text-slate-900">
            <input
              type="radio"
              name="ciclo"
              value={cycle}
              checked={choice.cycle === cycle}
              onChange={() => rememberChoice({ ...choice, cycle })}
              className="size-4 accent-blue-800"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The chosen car: its name and tables, its four figures and their source, the cycle, its limit, and "Remover". */
function ChosenCar({ choice }: { choice: CarChoice }) {
  const reference = referenceOf(choice);
  const figures = parseCarFigures(choice.figures);
  const limit = choiceLimit(choice);
  if (!reference || !figures || !limit) return null;
  return (
    <div className="rounded-xl border border-blue-200 bg-white p-3">
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <Car aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-800" />
        <span>
          {reference.name}, {choice.transmission}{" "}
          <span className="font-normal text-slate-700">{chosenTablesText(choice.years)}</span>
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-700">{chosenFiguresText(figures, choice.tableYear, choice.official)}</p>
      <CycleChoice choice={choice} />
      <p className="mt-2 text-sm font-semibold text-slate-900">{chosenLimitText(toRoundedNumber(limit, 4))}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={forgetChoice}>
        <Trash2 aria-hidden="true" className="size-4" />
        {CAR_PICKER_TEXT.remove}
      </Button>
    </div>
  );
}

/**
 * "Escolher meu carro": a searchable picker over every flex car of
 * Inmetro's PBE Veicular tables 2020–2026 (type "onix", "hb20 1.0", "polo
 * tsi"), grouped by make and model, each with engine, transmission and the
 * years of the tables that print it. The picked car is remembered on this
 * device; its four km/l figures and the cycle chosen (cidade, estrada or
 * misto, 55% cidade and 45% estrada) give the calculator its threshold.
 */
export function CarPicker() {
  const choice = useExternalStore(carChoiceStore);
  const { catalogue, load } = useCatalogue();
  const [query, setQuery] = useState("");
  const options: CarOption[] =
    catalogue.state === "ready"
      ? catalogue.search(query).map((car) => ({
          key: car.id,
          car,
          label: car.name,
          group: `${car.make} ${car.model}`,
          detail: carOptionDetail(car),
          title: carOptionTitle(car),
        }))
      : [];

  return (
    <div className="space-y-3 border-b border-slate-300 px-4 pb-4">
      <Combobox<CarOption>
        label={CAR_PICKER_TEXT.label}
        options={options}
        onInputValueChange={setQuery}
        onSelect={(option) => rememberChoice(choiceOf(option.car, choice?.cycle ?? "mixed"))}
        onFocus={load}
        placeholder={CAR_PICKER_TEXT.placeholder}
        emptyText={catalogue.state === "ready" ? CAR_PICKER_TEXT.notFound : CAR_PICKER_TEXT.loading}
        hint={CAR_PICKER_TEXT.hint}
      />
      {catalogue.state === "failed" && <RetryAlert failure={CAR_PICKER_TEXT.loadFailed} onRetry={load} />}
      {choice && <ChosenCar choice={choice} />}
    </div>
  );
}
