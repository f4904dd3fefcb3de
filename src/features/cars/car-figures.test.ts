import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, parseDecimal } from "#lib/decimal.ts";
import { isPlausible, KM_PER_LITRE_RANGE } from "#lib/plausibility.ts";
import { FIGURE_FIELDS, parseCarFigures } from "./car-figures.ts";

const onix = { ethanolCity: "8.6", ethanolHighway: "10.9", gasolineCity: "12.1", gasolineHighway: "15.3" };

describe("parseCarFigures", () => {
  it("reads the four figures exactly", () => {
    expect(parseCarFigures(onix)).toEqual({
      ethanolCity: { n: 86n, d: 10n },
      ethanolHighway: { n: 109n, d: 10n },
      gasolineCity: { n: 121n, d: 10n },
      gasolineHighway: { n: 153n, d: 10n },
    });
  });

  it.each(["", "abc", "0", "-8.6", "1.9", "40.1", "86"])("refuses the car when a figure reads %j", (text) => {
    for (const field of FIGURE_FIELDS) expect(parseCarFigures({ ...onix, [field]: text })).toBeNull();
  });

  it("keeps a car exactly when its four figures are plausible km/l (KM_PER_LITRE_RANGE)", () => {
    const figure = fc.integer({ min: -10, max: 500 }).map((tenths) => (tenths / 10).toFixed(1));
    fc.assert(
      fc.property(fc.tuple(figure, figure, figure, figure), (texts) => {
        const car = Object.fromEntries(FIGURE_FIELDS.map((field, index) => [field, texts[index]!])) as typeof onix;
        const parsed = parseCarFigures(car);
        const plausible = texts.every((text) => isPlausible(parseDecimal(text)!, KM_PER_LITRE_RANGE));
        expect(parsed !== null).toBe(plausible);
        if (parsed)
          for (const field of FIGURE_FIELDS) expect(compare(parsed[field], parseDecimal(car[field])!)).toBe(0);
      }),
    );
  });
});
