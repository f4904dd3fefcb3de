import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { embedPriceTable } from "./build/embed-price-table.ts";
import { embedPricesFor } from "./embed-prices.ts";

const table = JSON.stringify(embedPriceTable(ANP_JUNE_2026.weekly));

describe("embedPricesFor", () => {
  it("reads ?uf= in any case, with spaces around", () => {
    for (const search of ["?uf=sp", "?uf=SP", "?uf=Sp", "?uf=%20sp%20", "?x=1&uf=sp"]) {
      expect(embedPricesFor(table, search)?.ethanol, search).toBe("3.86");
    }
  });

  it("ignores, without an error, no state, an unknown code, a missing or unreadable table", () => {
    for (const search of ["", "?uf=", "?uf=xx", "?uf=toString", "?uf=__proto__", "?estado=sp"]) {
      expect(embedPricesFor(table, search), search).toBeNull();
    }
    expect(embedPricesFor(undefined, "?uf=sp")).toBeNull();
    expect(embedPricesFor("{", "?uf=sp")).toBeNull();
    expect(embedPricesFor('{"sp":{"ethanol":4.19}}', "?uf=sp")).toBeNull();
    expect(embedPricesFor('{"sp":null}', "?uf=sp")).toBeNull();
  });

  it("never throws, whatever the query string", () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const prices = embedPricesFor(table, search);
        expect(prices === null || typeof prices.source === "string").toBe(true);
      }),
    );
  });
});
