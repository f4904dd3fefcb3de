import rss from "@astrojs/rss";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { MONTHLY } from "#data/build/monthly.ts";
import { monthlySeries } from "#features/prices/anp-data.ts";
import {
  flipFeedDescription,
  flipFeedItems,
  flipFeedTitle,
  newestFirst,
  newestItemsFirst,
  verdictFlips,
  type WeekFlip,
  weekFlipFeedItems,
  weekVerdictFlips,
} from "#features/prices/build/verdict-flips.ts";
import { inState } from "#features/prices/state-names.ts";
import { flipFeedPath, statePagePath } from "#lib/paths.ts";
import { absoluteUrl } from "#lib/site.ts";
import { STATES, type State } from "#lib/states.ts";

export function getStaticPaths() {
  // Every kept week's flips, computed once for the 27 feeds.
  const weekFlips = weekVerdictFlips(SURVEY_WEEKS.map(weekSummary));
  return STATES.map((state) => ({
    params: { uf: state.code },
    props: { state, weekFlips: weekFlips.filter((flip) => flip.state.uf === state.uf) },
  }));
}

/**
 * /precos/<uf>/rss.xml: an RSS 2.0 feed with one item per month, since
 * 2013, in which the state's verdict flipped (ANP monthly means), each
 * dated the first day of the month after, and one per kept week in which
 * its weekly mean's verdict flipped, dated the week's Saturday; newest
 * first, each linking to the state page.
 */
export function GET({ props }: { props: { state: State; weekFlips: WeekFlip[] } }) {
  const { state, weekFlips } = props;
  const where = inState(state);
  return rss({
    title: flipFeedTitle(state),
    description: flipFeedDescription(where, MONTHLY, SURVEY_WEEKS),
    site: absoluteUrl(statePagePath(state.code)),
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>pt-br</language><atom:link href="${absoluteUrl(flipFeedPath(state))}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: newestItemsFirst(
      flipFeedItems(newestFirst(verdictFlips(state, monthlySeries(MONTHLY, state.code)))),
      weekFlipFeedItems(weekFlips),
    ),
  });
}
