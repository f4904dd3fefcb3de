import rss from "@astrojs/rss";
import { MONTHLY } from "../../../data/monthly.ts";
import { monthlySeries } from "../../../features/prices/anp-data.ts";
import {
  flipFeedItems,
  flipFeedTitle,
  newestFirst,
  verdictFlips,
} from "../../../features/prices/build/verdict-flips.ts";
import { formatMonth } from "../../../features/prices/price-dates.ts";
import { inState } from "../../../features/prices/state-names.ts";
import { flipFeedPath, statePagePath } from "../../../lib/paths.ts";
import { absoluteUrl } from "../../../lib/site.ts";
import { STATES, type State } from "../../../lib/states.ts";

export function getStaticPaths() {
  return STATES.map((state) => ({ params: { uf: state.code }, props: { state } }));
}

/**
 * /precos/<uf>/rss.xml: an RSS 2.0 feed with one item per month, since
 * 2013, in which the state's verdict flipped (ANP monthly means), newest
 * first, each dated the first day of the month after and linking to the state page.
 */
export function GET({ props }: { props: { state: State } }) {
  const { state } = props;
  const where = inState(state);
  const period = `${formatMonth(MONTHLY.firstMonth)} a ${formatMonth(MONTHLY.lastMonth)}`;
  return rss({
    title: flipFeedTitle(state),
    description: `Um aviso a cada mês em que mudou o combustível que compensa ${where} pela regra dos 70%, pelas médias mensais da ANP (${period}).`,
    site: absoluteUrl(statePagePath(state.code)),
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>pt-br</language><atom:link href="${absoluteUrl(flipFeedPath(state))}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: flipFeedItems(newestFirst(verdictFlips(state, monthlySeries(MONTHLY, state.code)))),
  });
}
