import rss from "@astrojs/rss";
import { SURVEY_WEEKS, weekStations, weekSummary } from "#data/build/anp-history.ts";
import {
  type CityFeedWeek,
  cityFeedDescription,
  cityFeedItems,
  cityFeedTitle,
  cityFeedWeeks,
} from "#features/prices/build/city-feed.ts";
import { cityPages } from "#features/prices/build/city-page.ts";
import { cityStationNotes } from "#features/stations/build/city-station-notes.ts";
import { cityFeedPath, cityPagePath } from "#lib/paths.ts";
import { absoluteUrl } from "#lib/site.ts";
import { stateByCode, type State } from "#lib/states.ts";

export function getStaticPaths() {
  // Every city's weeks and station notes, computed once for every feed; the same cities as the city pages.
  const summaries = SURVEY_WEEKS.map(weekSummary);
  const feeds = cityFeedWeeks(
    summaries,
    cityStationNotes(SURVEY_WEEKS, (week) => weekStations(week).stations),
  );
  return cityPages(summaries).map(({ city }) => ({
    params: { uf: city.uf.toLowerCase(), cidade: cityPagePath(city).split("/").at(-1) },
    props: { city, state: stateByCode(city.uf) as State, weeks: feeds.get(cityPagePath(city)) ?? [] },
  }));
}

/**
 * /precos/<uf>/<cidade>/rss.xml: an RSS 2.0 feed of a surveyed city with
 * one item per kept week from its first survey, newest first: the city's
 * verdict, its two means and ratio, and the stations that changed verdict
 * since the previous survey, or that the week's survey missed the city
 * (src/features/prices/build/city-feed.ts); each dated the week's Saturday
 * and linking to the city page.
 */
export function GET({ props }: { props: { city: { uf: string; name: string }; state: State; weeks: CityFeedWeek[] } }) {
  const { city, state, weeks } = props;
  const path = cityPagePath(city);
  return rss({
    title: cityFeedTitle(city),
    description: cityFeedDescription(
      city,
      weeks.map((entry) => entry.week),
    ),
    site: absoluteUrl(path),
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>pt-br</language><atom:link href="${absoluteUrl(cityFeedPath(city))}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: cityFeedItems(path, state, weeks),
  });
}
