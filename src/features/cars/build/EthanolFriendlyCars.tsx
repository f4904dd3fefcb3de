import { LINK } from "#components/ui/table-styles.ts";
import { shortCarName } from "#features/cars/car-messages.ts";
import { formatLimit } from "#lib/format-figures.ts";
import { versionPath } from "#lib/paths.ts";
import { plural } from "#lib/plural.ts";
import type { TableCar } from "./catalogue-pages.ts";

/** The heading of a ranked list: "Os 5 carros em que o etanol mais compensa" (singular for one car). */
function rankTitle(count: number, degree: "mais" | "menos"): string {
  return plural(count, {
    one: `O carro em que o etanol ${degree} compensa`,
    other: `Os ${count} carros em que o etanol ${degree} compensa`,
  });
}

/** One ranked list: its heading, what it means, its accent (green for ethanol, amber for gasoline). */
function RankedCars({
  id,
  title,
  intro,
  cars,
  accent,
}: {
  id: string;
  title: string;
  intro: string;
  cars: readonly TableCar[];
  accent: "green" | "amber";
}) {
  const frame = accent === "green" ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50";
  return (
    <section aria-labelledby={id} className={`rounded-2xl border-2 p-5 ${frame}`}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <ol className="mt-4 space-y-3">
        {cars.map((car, index) => (
          <li key={index} className="flex items-start gap-3">
            <span className="w-20 shrink-0 rounded-lg bg-white py-1 text-center text-lg font-extrabold text-slate-900 tabular-nums">
              {formatLimit(car.ratios.mixed.exact)}
            </span>
            <span className="pt-1 text-slate-800">
              <a href={versionPath(car.readable)} className={`${LINK} font-semibold`}>
                {shortCarName(car.readable)}
              </a>
              <span className="block text-sm text-slate-700">
                {car.readable.engine}, câmbio {car.readable.transmission}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where the press explains that plug-in hybrids are tested otherwise (UOL Carros, 27/05/2025). */
const PLUG_IN_SOURCE = {
  name: "UOL Carros, 27/05/2025",
  url: "https://www.bol.uol.com.br/carros/2025/05/27/ate-44-kml-como-teste-do-inmetro-infla-autonomia-real-de-carro-hibrido.htm",
};

/**
 * The plug-in hybrids left out of the rankings, each with its limit, and
 * why: they are tested otherwise, so their figures do not compare.
 */
function PlugInNote({ cars }: { cars: readonly TableCar[] }) {
  const one = cars.length === 1;
  return (
    <aside
      aria-label={one ? "Híbrido plug-in" : "Híbridos plug-in"}
      className="rounded-2xl border border-slate-300 bg-white p-5 text-slate-700 md:col-span-2"
    >
      <p>{one ? "Fora das listas, o híbrido plug-in da tabela:" : "Fora das listas, os híbridos plug-in da tabela:"}</p>
      <ul className="mt-2 space-y-1">
        {cars.map((car, index) => (
          <li key={index}>
            <a href={versionPath(car.readable)} className={`${LINK} font-semibold`}>
              {shortCarName(car.readable)}
            </a>
            , limite de {formatLimit(car.ratios.mixed.exact)} no uso misto.
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Os híbridos plug-in, que recarregam a bateria na tomada, são ensaiados por outro método, com e sem a ajuda do
        motor elétrico, e o consumo deles não se compara ao dos outros carros flex. Fonte:{" "}
        <a href={PLUG_IN_SOURCE.url} className={LINK}>
          {PLUG_IN_SOURCE.name}
        </a>
        .
      </p>
    </aside>
  );
}

/**
 * The cars called out on /carros: the most ethanol-friendly (highest
 * "misto" limit: ethanol still pays off at a price closer to gasoline's)
 * and the least (lowest limit), each with its limit, its name as people
 * write it (a link to its row on its make's page), engine and
 * transmission. Figures from Inmetro – PBE Veicular `year`. Give the lists from mostEthanolFriendly
 * and leastEthanolFriendly without the plug-in hybrids, which `plugIns`
 * lists apart, with why (latestTable does both). Static: no JavaScript.
 */
export function EthanolFriendlyCars({
  most,
  least,
  plugIns = [],
  year,
}: {
  most: readonly TableCar[];
  least: readonly TableCar[];
  /** Plug-in hybrids of the table, left out of `most` and `least`. */
  plugIns?: readonly TableCar[];
  /** The table's year, for the wording ("na tabela de 2026"). */
  year: number;
}) {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <RankedCars
        id="mais-favoraveis"
        title={rankTitle(most.length, "mais")}
        intro={`Os limites mais altos da tabela de ${year}: nestes carros o etanol continua valendo a pena mesmo custando mais em relação à gasolina.`}
        cars={most}
        accent="green"
      />
      <RankedCars
        id="menos-favoraveis"
        title={rankTitle(least.length, "menos")}
        intro={`Os limites mais baixos da tabela de ${year}: nestes carros o etanol só vale a pena se estiver bem mais barato que a gasolina.`}
        cars={least}
        accent="amber"
      />
      {plugIns.length > 0 && <PlugInNote cars={plugIns} />}
    </div>
  );
}
