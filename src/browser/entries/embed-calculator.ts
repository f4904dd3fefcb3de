/**
 * The one script of /embed/calculadora, the calculator other sites frame
 * (docs/embed.md), written into the page by integrations/inline-scripts.ts
 * right after the calculator, in place of the site script (no analytics,
 * consent or service worker in another site's page): a comma typed in a
 * price is a decimal point (decimal-comma.ts), the calculator answers
 * without an island (island/embed-calculator.ts), and `?uf=sp` in the
 * page's address fills both prices with that state's ANP means, named in
 * the verdict. The means are the page's, in the script element's
 * `data-prices` (src/features/prices/embed-prices.ts); an unknown state is
 * ignored. Sets `data-enhanced` on `<html>` once done, as the site script
 * does (the e2e tests wait for it).
 */
import { acceptDecimalComma } from "#browser/decimal-comma.ts";
import { installEmbedCalculator } from "#features/calculator/browser/embed-calculator.ts";
import { embedPricesFor } from "#features/prices/embed-prices.ts";

const table = document.currentScript?.dataset.prices;
acceptDecimalComma(document);
const calculator = installEmbedCalculator(document);
const prices = embedPricesFor(table, location.search);
if (prices) calculator.fill(prices);
document.documentElement.dataset.enhanced = "";
