import rss from "@astrojs/rss";
import { MONTHLY } from "../../data/monthly.ts";
import { allVerdictFlips, flipFeedItems, flipFeedTitle } from "../../features/prices/build/verdict-flips.ts";
import { formatMonth } from "../../features/prices/price-dates.ts";
import { flipFeedPath, PRICES_PATH } from "../../lib/paths.ts";
import { absoluteUrl } from "../../lib/site.ts";

/**
 * /precos/rss.xml: the national RSS 2.0 feed, the items of every state's
 * feed (/precos/<uf>/rss.xml) together, newest first.
 */
export function GET() {
  const period = `${formatMonth(MONTHLY.firstMonth)} a ${formatMonth(MONTHLY.lastMonth)}`;
  return rss({
    title: flipFeedTitle(),
    description: `Um aviso a cada mês em que mudou o combustível que compensa em algum estado pela regra dos 70%, pelas médias mensais da ANP (${period}).`,
    site: absoluteUrl(PRICES_PATH),
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>pt-br</language><atom:link href="${absoluteUrl(flipFeedPath())}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: flipFeedItems(allVerdictFlips(MONTHLY)),
  });
}
