import { Car, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#components/ui/Button.tsx";
import { Combobox, type ComboboxOption } from "#components/ui/Combobox.tsx";
import { loadCars } from "#data/cars.ts";
import { toRoundedNumber } from "#lib/decimal.ts";
import { useExternalStore } from "#lib/external-store.ts";
import { formatKmPerLitre } from "#lib/format-figures.ts";
import { formatPercent } from "#lib/format.ts";
import { plural } from "#lib/plural.ts";
import {
  carChoiceStore,
  choiceLimit,
  choiceOf,
  CYCLES,
  forgetChoice,
  referenceOf,
  rememberChoice,
} from "../car-choice.ts";
import { parseCarFigures } from "../car-figures.ts";
import { createVersionSearch } from "../car-search.ts";
import { type CarVersion, carVersions, formatYears } from "../car-versions.ts";
import { catalogueCars } from "../catalogue.ts";

/** A car version as an option of the picker. */
interface CarOption extends ComboboxOption {
  car: CarVersion;
}

type Catalogue = { state: "idle" | "loading" | "failed" } | { state: "ready"; search: (query: string) => CarVersion[] };

/** The catalogue's versions (data/pbev/cars.json, a separate chunk), fetched on the picker's first focus and kept by the service worker. */
const loadCatalogue = () => loadCars().then((cars) => carVersions(catalogueCars(cars)));

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
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: "idle" });
  const [query, setQuery] = useState("");

  function load() {
    if (catalogue.state === "loading" || catalogue.state === "ready") return;
    setCatalogue({ state: "loading" });
    loadCatalogue().then(
      (versions) => setCatalogue({ state: "ready", search: createVersionSearch(versions) }),
      () => setCatalogue({ state: "failed" }),
    );
  }

  const options: CarOption[] =
    catalogue.state === "ready"
      ? catalogue.search(query).map((car) => ({
          key: car.id,
          car,
          label: car.name,
          group: `${car.make} ${car.model}`,
          detail: `${car.transmission} · ${plural(car.years.length, { one: "tabela", other: "tabelas" })} ${formatYears(car.years)}`,
          title: `Na tabela do Inmetro: ${car.official[0]}`,
        }))
      : [];
  const reference = referenceOf(choice);
  const figures = choice && parseCarFigures(choice.figures);
  const limit = choiceLimit(choice);
  const threshold = limit && toRoundedNumber(limit, 4);

  return (
    <div className="space-y-3 border-b border-slate-300 px-4 pb-4">
      <Combobox<CarOption>
        label="Escolher meu carro"
        options={options}
        onInputValueChange={setQuery}
        onSelect={(option) => rememberChoice(choiceOf(option.car, choice?.cycle ?? "mixed"))}
        onFocus={load}
        placeholder="Ex.: onix, hb20 1.0, polo tsi"
        emptyText={
          catalogue.state === "ready"
            ? "Nenhum carro flex encontrado. Tente só o modelo (ex.: onix) ou a marca."
            : "Carregando a tabela do Inmetro…"
        }
        hint="Todas as versões flex das tabelas do PBE Veicular 2020 a 2026: consumo declarado pelas montadoras e publicado pelo Inmetro."
      />
      {catalogue.state === "failed" && (
        <p role="alert" className="text-sm font-medium text-red-800">
          Não foi possível carregar a tabela do Inmetro. Verifique a conexão e{" "}
          <button type="button" onClick={load} className="underline underline-offset-2">
            tente de novo
          </button>
          .
        </p>
      )}
      {choice && reference && figures && threshold !== null && (
        <div className="rounded-xl border border-blue-200 bg-white p-3">
          <p className="flex items-start gap-2 font-semibold text-slate-900">
            <Car aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-800" />
            <span>
              {reference.name}, {choice.transmission}{" "}
              <span className="font-normal text-slate-700">
                (tabela{/[–,]/.test(choice.years) ? "s" : ""} {choice.years})
              </span>
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Etanol: {formatKmPerLitre(figures.ethanolCity)} na cidade, {formatKmPerLitre(figures.ethanolHighway)} na
            estrada. Gasolina: {formatKmPerLitre(figures.gasolineCity)} na cidade,{" "}
            {formatKmPerLitre(figures.gasolineHighway)} na estrada. Fonte: Inmetro, PBEV {choice.tableYear}
            {choice.official && <>, onde aparece como “{choice.official}”</>}.
          </p>
          <fieldset className="mt-3">
            <legend className="text-sm font-semibold text-slate-900">Como você mais roda?</legend>
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
          <p className="mt-2 text-sm font-semibold text-slate-900">
            O etanol compensa neste carro até {formatPercent(threshold)} do preço da gasolina.
          </p>
          <Button variant="outline" size="sm" className="mt-2" onClick={forgetChoice}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remover carro escolhido
          </Button>
        </div>
      )}
    </div>
  );
}
