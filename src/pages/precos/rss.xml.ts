import rss from "@astrojs/rss";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { MONTHLY } from "#data/build/monthly.ts";
import {
  allVerdictFlips,
  flipFeedDescription,
  flipFeedItems,
  flipFeedTitle,
  newestItemsFirst,
  weekFlipFeedItems,
  weekVerdictFlips,
} from "#features/prices/build/verdict-flips.ts";
import { flipFeedPath, PRICES_PATH } from "#lib/paths.ts";
import { absoluteUrl } from "#lib/site.ts";

/**
 * /precos/rss.xml: the national RSS 2.0 feed, the items of every state's
 * feed (/precos/<uf>/rss.xml) together, newest first: the months of the
 * monthly series and the kept weeks in which a state's verdict flipped.
 */
export function GET() {
  return rss({
    title: flipFeedTitle(),
    description: flipFeedDescription("em algum estado", MONTHLY, SURVEY_WEEKS),
    site: absoluteUrl(PRICES_PATH),
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>pt-br</language><atom:link href="${absoluteUrl(flipFeedPath())}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: newestItemsFirst(
      flipFeedItems(allVerdictFlips(MONTHLY)),
      weekFlipFeedItems(weekVerdictFlips(SURVEY_WEEKS.map(weekSummary))),
    ),
  });
}
