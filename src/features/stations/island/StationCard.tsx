import type { ReactNode } from "react";
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { StationChange, StationPrices } from "#features/stations/station-change.ts";
import {
  brandLabel,
  changeClause,
  collectedText,
  flipText,
  NEW_STATION_TEXT,
  shortWeek,
  stationPrice,
  stationVerdictSentence,
} from "#features/stations/station-messages.ts";
import { mapsSearchUrl } from "#features/stations/station-pages.ts";
import { stationVerdict } from "#features/stations/station-ranking.ts";
import { capitalise } from "#lib/format.ts";
import { FUEL_LABEL, FUELS } from "#lib/fuels.ts";
import { VERDICT_EMPHASIS } from "#lib/verdict-tone.ts";

/** The heading a station's name is: one level below the heading above its list. */
export type StationHeading = "h2" | "h3" | "h4";

/** Data attributes of a card's `<li>` (the list's sorting and filter, the keep buttons' script). */
export type StationCardData = Readonly<Record<`data-${string}`, string | number>>;

/**
 * The frame every station card shares: the `<li>` with its `data`
 * attributes, the station's `name` as a heading of level `heading` (a page's
 * list: h2 or h3, large; inside the calculator's sections: h4, the size of
 * the text), the line "Ipiranga · Rua Tal, 10 – Centro" (`brand`, null for
 * "Bandeira branca", and `place`; the keep buttons' script reads the card's
 * station from those two lines), then `children` and the `actions` (buttons
 * in a row), when given.
 */
export function StationCardFrame({
  name,
  brand,
  place,
  heading: Heading,
  data,
  actions,
  children,
}: {
  name: string;
  brand: string | null;
  place: string;
  heading: StationHeading;
  data?: StationCardData;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-4" {...data}>
      <Heading className={Heading === "h4" ? "font-semibold text-slate-900" : "text-lg font-bold text-slate-900"}>
        {name}
      </Heading>
      <p className="text-sm text-slate-700">
        {brandLabel(brand)} · {place}
      </p>
      {children}
      {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}

/** A station and where it is, as a card shows it. */
export interface CardStation {
  readonly name: string;
  /** The distributor's flag; null for "Bandeira branca". */
  readonly brand: string | null;
  /** Street, number and neighbourhood in one line ("Rua Tal, 10 – Centro"). */
  readonly address: string;
  readonly city: string;
  readonly uf: string;
  /** What it sold in this survey: each fuel's price and collection day. */
  readonly prices: StationPrices;
}

/** "Rua Tal, 10 – Centro, Campinas (SP)": the address with its city and state, for a list that spans places. */
export function placeWithCity({ address, city, uf }: Pick<CardStation, "address" | "city" | "uf">): string {
  return `${address}, ${city} (${uf})`;
}

/**
 * One station of the ANP's survey, the same card on the price pages'
 * lists (StationList.tsx, rendered at build time) and in the calculator's
 * "Meus postos" and "Postos pesquisados em …": its name (a heading of level
 * `heading`), brand and address (with the city and state when `withCity`,
 * for a list that spans places), each fuel's price (or "não vendeu") with
 * its change since the `previousWeek` survey ("Etanol R$ 4,19 (−R$ 0,10
 * desde 7 a 13/06)"), its own verdict by the 70% rule and, when it
 * flipped, which fuel now pays off, "Novo na pesquisa" for a station the
 * previous survey lacked, the collection day and "Ver no mapa" (Google
 * Maps' search, which a phone opens in its maps app); then the `actions`.
 * `change` is null when no previous survey is kept. `data` goes on the `<li>`.
 */
export function StationCard({
  station,
  heading,
  change,
  previousWeek,
  withCity = false,
  data,
  actions,
}: {
  station: CardStation;
  heading: StationHeading;
  change: StationChange | null;
  previousWeek: SurveyWeek | null;
  withCity?: boolean;
  data?: StationCardData;
  actions?: ReactNode;
}) {
  const { name, prices, address, city, uf } = station;
  const verdict = stationVerdict(prices);
  const kept = previousWeek && change?.kind === "kept" ? change : null;
  const place = withCity ? placeWithCity(station) : address;
  return (
    <StationCardFrame name={name} brand={station.brand} place={place} heading={heading} data={data} actions={actions}>
      <p className="mt-2 text-slate-900">
        {FUELS.map((fuel, index) => {
          const price = prices[fuel]?.price;
          const fuelChange = kept?.[fuel];
          return (
            <span key={fuel}>
              {index > 0 && " · "}
              {FUEL_LABEL[fuel]} {price ? <strong>{stationPrice(price)}</strong> : "não vendeu"}
              {previousWeek && fuelChange && changeClause(fuelChange, previousWeek)}
            </span>
          );
        })}
      </p>
      {verdict && (
        <p className={`font-semibold ${VERDICT_EMPHASIS[verdict.kind === "both" ? verdict.fuel : "none"]}`}>
          {stationVerdictSentence(verdict)}.
        </p>
      )}
      {previousWeek && kept?.flip && (
        <p className={`font-semibold ${VERDICT_EMPHASIS[kept.flip]}`}>
          {capitalise(flipText(kept.flip))} desde a pesquisa de {shortWeek(previousWeek)}.
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {change?.kind === "new" && `${NEW_STATION_TEXT} · `}
        {collectedText(prices)} ·{" "}
        <a
          href={mapsSearchUrl(`${name}, ${address}, ${city} - ${uf}`)}
          className="inline-block py-0.5 text-blue-800 underline underline-offset-2"
        >
          Ver no mapa<span className="sr-only">: {name}</span>
        </a>
      </p>
    </StationCardFrame>
  );
}
