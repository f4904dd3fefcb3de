import { useEffect, useId, useState } from "react";
import { Button } from "#components/ui/Button.tsx";
import type { Price } from "#data/dataset.ts";
import type { StatePicksJson } from "#data/station-picks.ts";
import { formatKm } from "#lib/format-figures.ts";
import { capitalise } from "#lib/format.ts";
import type { Fuel } from "#lib/fuels.ts";
import { stationListPath } from "#lib/paths.ts";
import type { Uf } from "#lib/states.ts";
import { shareCountClause } from "../station-messages.ts";
import { changeSince, pickPrices, pickSource } from "../station-picks.ts";
import { KeepButton } from "./KeepButton.tsx";
import { picksOf } from "./state-files.ts";
import { StationCard } from "./StationCard.tsx";

/** Where the picked prices go: the calculator's fields, with the sentence its verdict carries. */
export type FillFromStation = (prices: Record<Fuel, Price>, source: string) => void;

/** The surveyed city whose stations stand for the place chosen, and how far its seat is (0 for the place itself). */
export interface StationPicksProps {
  uf: Uf;
  city: string;
  km: number;
  /** The survey week in words ("7 a 13/06/2026"). */
  week: string;
  fill: FillFromStation;
}

type State = { state: "loading" } | { state: "failed" } | { state: "ready"; json: StatePicksJson };

/**
 * "Postos pesquisados em <cidade>", in the calculator's city panel once a
 * place is chosen: the few stations (`PICKS_PER_CITY`) of that surveyed
 * city with the lowest cost per km (70% rule) among those that sold both
 * fuels, each with its prices and their change since the previous survey,
 * its own verdict and the day collected, "Usar os preços deste posto",
 * which fills both fields and calculates (the verdict then names the
 * station and the day), and "Guardar em Meus postos". For a municipality
 * without its own survey, the stations of the survey that stands in for it,
 * with the distance. The state's file loads when this first renders.
 */
export function StationPicks({ uf, city, km, week, fill }: StationPicksProps) {
  const [data, setData] = useState<State>({ state: "loading" });
  const [used, setUsed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    picksOf(uf).then(
      (json) => current && setData({ state: "ready", json }),
      () => current && setData({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [uf, attempt]);

  const where = km > 0 ? `${city}, a ${formatKm(km)}` : city;
  const heading = (
    <h3 id={headingId} className="font-semibold text-slate-900">
      Postos pesquisados em {where}
    </h3>
  );
  if (data.state === "loading") {
    return (
      <section aria-labelledby={headingId} className="space-y-2">
        {heading}
        <p className="text-sm text-slate-700">Carregando os postos…</p>
      </section>
    );
  }
  if (data.state === "failed") {
    return (
      <section aria-labelledby={headingId} className="space-y-2">
        {heading}
        <p role="alert" className="text-sm font-medium text-red-800">
          Não foi possível carregar os postos de {city}. Verifique a conexão e{" "}
          <button
            type="button"
            onClick={() => setAttempt((count) => count + 1)}
            className="underline underline-offset-2"
          >
            tente de novo
          </button>
          .
        </p>
      </section>
    );
  }
  const { json } = data;
  const entry = json.cities[city];
  if (!entry || entry.picks.length === 0) {
    return (
      <section aria-labelledby={headingId} className="space-y-2">
        {heading}
        <p className="text-sm text-slate-700">
          Nenhum posto de {city} vendeu etanol e gasolina na pesquisa da ANP de {week}.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      {heading}
      <p className="text-sm text-slate-700">
        {entry.picks.length === 1 ? "O posto" : `Os ${entry.picks.length} postos`} com menor custo por km pela regra dos
        70%, dos {entry.stations} pesquisados pela ANP de {week}. {capitalise(shareCountClause(entry) ?? "")}.
      </p>
      <ol className="space-y-2">
        {entry.picks.map((pick) => (
          <StationCard
            key={pick.cnpj}
            name={pick.name}
            brand={pick.brand}
            place={pick.address}
            prices={pickPrices(pick)}
            change={changeSince(pickPrices(pick), pick.previous, json.previous)}
            previousWeek={json.previous}
            actions={
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setUsed(pick.name);
                    fill({ ethanol: pick.ethanol[0], gasoline: pick.gasoline[0] }, pickSource(pick, city));
                  }}
                >
                  Usar os preços deste posto<span className="sr-only">: {pick.name}</span>
                </Button>
                <KeepButton
                  station={{ cnpj: pick.cnpj, uf, city, name: pick.name, brand: pick.brand, address: pick.address }}
                />
              </>
            }
          />
        ))}
      </ol>
      {used && (
        <p role="status" className="text-sm font-medium text-slate-800">
          Preços preenchidos: {used}.
        </p>
      )}
      {entry.stations > entry.picks.length && (
        <a
          href={stationListPath(entry.path)}
          className="inline-block py-1 text-sm font-semibold text-blue-800 underline underline-offset-2"
        >
          Ver os {entry.stations} postos pesquisados em {city}
        </a>
      )}
    </section>
  );
}
