/**
 * For tests: a station survey of the week before a given one, made from it,
 * so that a test of week-over-week changes knows every change it asks about.
 */
import type { Station, StationSurvey } from "#data/build/stations.ts";
import { decimalText, type Fraction, parseDecimal, subtract } from "#lib/decimal.ts";

/** `days` days before an ISO day. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The survey of the week before `survey`: its stations but those `left`
 * out (new the week after), each ethanol price `cheaper` R$/l lower
 * (decimal text, "0.10") and each collection day a week earlier.
 */
export function earlierWeek(
  survey: StationSurvey,
  { left = () => false, cheaper = "0.10" }: { left?: (station: Station) => boolean; cheaper?: string } = {},
): StationSurvey {
  const exact = (text: string) => parseDecimal(text) as Fraction;
  const earlier = (price: Station["ethanol"], shift: boolean): Station["ethanol"] =>
    price && {
      price: shift ? decimalText(subtract(exact(price.price), exact(cheaper))) : price.price,
      collected: daysBefore(price.collected, 7),
    };
  return {
    ...survey,
    weekStart: daysBefore(survey.weekStart, 7),
    weekEnd: daysBefore(survey.weekEnd, 7),
    stations: survey.stations
      .filter((station) => !left(station))
      .map((station) => ({
        ...station,
        ethanol: earlier(station.ethanol, true),
        gasoline: earlier(station.gasoline, false),
      })),
  };
}
