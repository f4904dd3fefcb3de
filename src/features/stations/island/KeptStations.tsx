import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#components/ui/Button.tsx";
import type { StatePricesJson } from "#data/station-prices.ts";
import { useExternalStore } from "#lib/browser/external-store.ts";
import type { Uf } from "#lib/states.ts";
import { absentText, keptStationView, weekWithYear } from "../kept-station-view.ts";
import { type KeptStation, keptStates, removedText } from "../kept-stations.ts";
import { brandLabel } from "../station-messages.ts";
import { pickSource } from "../station-picks.ts";
import { keptStationsStore, removeStation } from "./kept-stations-store.ts";
import { pricesOf } from "./state-files.ts";
import { StationCard } from "./StationCard.tsx";
import type { FillFromStation } from "./StationPicks.tsx";

/** Each kept station's state file: loaded, or failed (missing while loading). */
type Files = Partial<Record<Uf, StatePricesJson | "failed">>;

/** "Rua Tal, 10 – Centro, Campinas (SP)": a kept station's address with its city, since the list spans places. */
function placeOf(station: KeptStation): string {
  return `${station.address}, ${station.city} (${station.uf})`;
}

/**
 * "Meus postos", first in the calculator's price finder, with or without a
 * place chosen: the stations kept on this device, each with its prices in
 * the newest survey (by CNPJ, from its state's prices file, loaded when
 * this first renders), their change since the previous survey, its verdict,
 * "Usar os preços deste posto" (fills both fields and calculates; the
 * verdict names the station and the days) and "Remover de Meus postos". A
 * station the newest survey lacks says so, naming the week, with no price.
 */
export function KeptStations({ fill }: { fill: FillFromStation }) {
  const kept = useExternalStore(keptStationsStore);
  const [files, setFiles] = useState<Files>({});
  const [attempt, setAttempt] = useState(0);
  const [said, setSaid] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const states = keptStates(kept).join(" ");

  useEffect(() => {
    let current = true;
    for (const uf of states.split(" ").filter(Boolean) as Uf[]) {
      pricesOf(uf).then(
        (json) => current && setFiles((loaded) => ({ ...loaded, [uf]: json })),
        () => current && setFiles((loaded) => ({ ...loaded, [uf]: "failed" })),
      );
    }
    return () => {
      current = false;
    };
  }, [states, attempt]);

  const ready = Object.values(files).find((file) => file !== "failed");
  const failed = Object.values(files).includes("failed");
  const remove = (station: KeptStation) => (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        removeStation(station.cnpj);
        setSaid(removedText(station.name));
        heading.current?.focus();
      }}
    >
      Remover de Meus postos<span className="sr-only">: {station.name}</span>
    </Button>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl border border-slate-300 bg-slate-50 p-4 sm:col-span-2"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
        Meus postos
      </h3>
      <p className="text-sm text-slate-700">
        {kept.length === 0
          ? "Nenhum posto guardado. Toque em “Guardar em Meus postos” num posto pesquisado para vê-lo aqui."
          : `Guardados neste aparelho${ready ? `, com os preços da pesquisa da ANP de ${weekWithYear({ start: ready.weekStart, end: ready.weekEnd })}` : ""}.`}
      </p>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          Não foi possível carregar os preços de Meus postos. Verifique a conexão e{" "}
          <button
            type="button"
            onClick={() => {
              setFiles({});
              setAttempt((count) => count + 1);
            }}
            className="underline underline-offset-2"
          >
            tente de novo
          </button>
          .
        </p>
      )}
      <ol className="space-y-2">
        {kept.map((station) => {
          const file = files[station.uf];
          const view = file && file !== "failed" ? keptStationView(station, file) : null;
          if (view?.kind === "surveyed" && file && file !== "failed") {
            const { ethanol, gasoline } = view.prices;
            return (
              <StationCard
                key={station.cnpj}
                name={station.name}
                brand={station.brand}
                place={placeOf(station)}
                prices={view.prices}
                change={view.change}
                previousWeek={file.previous}
                actions={
                  <>
                    {ethanol && gasoline && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => {
                          setSaid(`Preços preenchidos: ${station.name}.`);
                          const prices = {
                            ethanol: [ethanol.price, ethanol.collected],
                            gasoline: [gasoline.price, gasoline.collected],
                          } as const;
                          fill(
                            { ethanol: ethanol.price, gasoline: gasoline.price },
                            pickSource({ ...station, ...prices }, station.city),
                          );
                        }}
                      >
                        Usar os preços deste posto<span className="sr-only">: {station.name}</span>
                      </Button>
                    )}
                    {remove(station)}
                  </>
                }
              />
            );
          }
          return (
            <li key={station.cnpj} className="rounded-xl border border-slate-300 bg-white p-3">
              <h4 className="font-semibold text-slate-900">{station.name}</h4>
              <p className="text-sm text-slate-700">
                {brandLabel(station.brand)} · {placeOf(station)}
              </p>
              <p className="text-sm font-medium text-slate-800">
                {view?.kind === "absent"
                  ? absentText(view.week)
                  : file === "failed"
                    ? "Preços não carregados."
                    : "Carregando os preços…"}
              </p>
              <div className="mt-2">{remove(station)}</div>
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-sm font-medium text-slate-800 empty:hidden">
        {said}
      </p>
    </section>
  );
}
