import { makePath, type RatedCar } from "./car-ratios";
import { RatioText, VersionName } from "./CarNames";
import { LINK } from "../../components/ui/table-styles";

/** The heading of a ranked list: "Os 5 carros em que o etanol mais compensa" (singular for one car). */
function rankTitle(count: number, degree: "mais" | "menos"): string {
  return count === 1
    ? `O carro em que o etanol ${degree} compensa`
    : `Os ${count} carros em que o etanol ${degree} compensa`;
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
  cars: readonly RatedCar[];
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
              <RatioText ratio={car.ratios.mixed} />
            </span>
            <span className="pt-1 text-slate-800">
              <a href={makePath(car.makeSlug)} className={LINK}>
                {car.make}
              </a>{" "}
              <strong className="font-semibold text-slate-900">{car.model}</strong>{" "}
              <VersionName version={car.version} />
              <span className="block text-sm text-slate-700">
                {car.engine}, câmbio {car.transmission}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The cars called out above the catalogue table: the most ethanol-friendly
 * (highest "misto" limit: ethanol still pays off at a price closer to
 * gasoline's) and the least (lowest limit), each with its limit, make (a
 * link to its page), model, version, engine and transmission. Figures from
 * Inmetro – PBE Veicular `year`. Give the lists from mostEthanolFriendly
 * and leastEthanolFriendly. Static: no JavaScript.
 */
export function EthanolFriendlyCars({
  most,
  least,
  year,
}: {
  most: readonly RatedCar[];
  least: readonly RatedCar[];
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
    </div>
  );
}
