import { useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Combobox, type ComboboxOption } from "../../components/ui/Combobox";
import type { CityChoice, CityIndex, Price } from "./anp-data";
import { findCities, findPlace, type PricePlace, priceSourceText, rememberPlace, surveyPrices } from "./city-prices";
import { staleDataNotice } from "./price-dates";
import { formatMean } from "./price-format";
import { STATES, stateByCode, type Uf } from "./states";

/** What a price finder gets from the calculator: its fields now, and a way to fill them. */
export interface PriceFields {
  /** The calculator's fields now (R$ per litre as typed). */
  current: { ethanol: string; gasoline: string };
  /** Puts prices in the calculator's fields (R$ per litre as decimal text); null leaves a field as it is. */
  fill: (prices: { ethanol: Price | null; gasoline: Price | null }) => void;
}

interface CityOption extends ComboboxOption {
  city: CityChoice;
}

/**
 * The body of "Usar os preços médios da minha cidade": a state select (the
 * 27 UFs by name) and a searchable picker of the state's municipalities in
 * the ANP weekly survey (each with its two means). Choosing a city fills
 * both price fields and remembers the place on this device; the sentence
 * below says where the prices come from, from which week and how many
 * stations, as long as the fields hold them, with the notice for old data.
 */
export function CityPricesPanel({
  index,
  initial,
  remembered,
  current,
  fill,
}: PriceFields & {
  index: CityIndex;
  /** The place already filled in when the panel opened, if any. */
  initial: PricePlace | null;
  /** The place remembered on this device, preselected. */
  remembered: PricePlace | null;
}) {
  const rememberedCity = remembered ? findPlace(index, remembered) : undefined;
  const [uf, setUf] = useState<Uf | "">(rememberedCity && remembered ? remembered.uf : "");
  const [query, setQuery] = useState(rememberedCity?.name ?? "");
  const [applied, setApplied] = useState<PricePlace | null>(initial);
  const selectId = useId();

  function choose(state: Uf, city: CityChoice) {
    const place = { uf: state, city: city.name };
    rememberPlace(place);
    setApplied(place);
    setQuery(city.name);
    fill(surveyPrices(city));
  }

  // The chosen city's name in the field lists the whole state again when the picker reopens.
  const filter = uf !== "" && findPlace(index, { uf, city: query }) ? "" : query;
  const options: CityOption[] =
    uf === ""
      ? []
      : findCities(index, uf, filter).map((city) => ({
          key: city.name,
          label: city.name,
          city,
          detail: [
            city.ethanol ? `etanol ${formatMean(city.ethanol.mean)}` : "sem preço de etanol",
            city.gasoline ? `gasolina ${formatMean(city.gasoline.mean)}` : "sem preço de gasolina",
          ].join(" · "),
        }));
  const appliedCity = applied ? findPlace(index, applied) : undefined;
  const source = applied && appliedCity ? priceSourceText(index, applied.uf, appliedCity, current) : null;
  const stale = staleDataNotice(index.weekEnd, new Date());
  const offer = remembered && rememberedCity && !applied ? rememberedCity : undefined;

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold text-slate-900">
            Estado
          </label>
          <select
            id={selectId}
            value={uf}
            onChange={(event) => {
              setUf(stateByCode(event.currentTarget.value)?.uf ?? "");
              setQuery("");
            }}
            className="w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900"
          >
            <option value="">Escolha o estado</option>
            {STATES.map((state) => (
              <option key={state.uf} value={state.uf}>
                {state.name}
              </option>
            ))}
          </select>
        </div>
        <Combobox<CityOption>
          key={uf}
          label="Cidade"
          options={options}
          initialInputValue={query}
          onInputValueChange={setQuery}
          onSelect={(option) => {
            if (uf !== "") choose(uf, option.city);
          }}
          disabled={uf === ""}
          placeholder={uf === "" ? "Escolha o estado primeiro" : "Digite o nome da cidade"}
          emptyText="A pesquisa da ANP desta semana não cobre essa cidade. Escolha uma cidade vizinha ou digite os preços."
        />
      </div>
      {offer && remembered && (
        <Button variant="outline" size="sm" onClick={() => choose(remembered.uf, offer)}>
          Preencher com os preços de {offer.name} ({remembered.uf})
        </Button>
      )}
      {source && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {source}
          {stale && <strong className="mt-1 block text-amber-900">{stale}.</strong>}
        </p>
      )}
    </>
  );
}
