import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, compare, divide, type Fraction, toRoundedNumber } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";
import { dec, fillUp, handExample } from "#testing/test-fill-ups.ts";
import type { FillUp } from "./fill-up.ts";
import { type Segment, segmentsOf, summarize } from "./segments.ts";

const kinds = (fillUps: FillUp[]) => segmentsOf(fillUps).map((segment) => segment.kind);
const same = (a: Fraction | null | undefined, b: Fraction) => a != null && compare(a, b) === 0;

describe("a log worked by hand", () => {
  const summary = summarize(handExample());

  it("counts 3 gasoline segments, 1 blend (a mixed tank) and 4 ethanol ones", () => {
    expect(summary.segments.map((segment) => segment.kind)).toEqual([
      "gasoline",
      "gasoline",
      "gasoline",
      "blend",
      "ethanol",
      "ethanol",
      "ethanol",
      "ethanol",
    ]);
  });

  it("gives 12 km/l with gasoline (1 500 km ÷ 125 L) and 8,688 km/l with ethanol (1 737,6 km ÷ 200 L)", () => {
    expect(summary.gasoline).toMatchObject({ segments: 3 });
    expect(same(summary.gasoline?.km, dec("1500"))).toBe(true);
    expect(same(summary.gasoline?.litres, dec("125"))).toBe(true);
    expect(same(summary.gasoline?.kmPerLitre, dec("12"))).toBe(true);
    expect(summary.ethanol).toMatchObject({ segments: 4 });
    expect(same(summary.ethanol?.km, dec("1737.6"))).toBe(true);
    expect(same(summary.ethanol?.litres, dec("200"))).toBe(true);
    expect(same(summary.ethanol?.kmPerLitre, dec("8.688"))).toBe(true);
  });

  it("gives the limit 8,688 ÷ 12 = 0,724 exactly, not rough with 3 and 4 segments", () => {
    expect(same(summary.limit, dec("0.724"))).toBe(true);
    expect(summary.rough).toBe(false);
  });

  it("is the mean over km and litres, not the mean of each segment's km/l", () => {
    const meanOfRatios =
      summary.segments
        .filter((segment) => segment.kind === "ethanol")
        .reduce((total, segment) => total + toRoundedNumber(segment.kmPerLitre, 6), 0) / 4;
    expect(meanOfRatios).not.toBeCloseTo(8.688, 3);
  });
});

describe("a change of fuel", () => {
  it("leaves out the first segment after it as a mixed tank", () => {
    const log = [
      fillUp("ethanol", "1000", "30"),
      fillUp("ethanol", "1300", "35"),
      fillUp("gasoline", "1600", "35"),
      fillUp("gasoline", "2000", "30"),
      fillUp("gasoline", "2400", "32"),
    ];
    // 1000→1300 ethanol; 1300→1600 burned ethanol (the gasoline only refills); 1600→2000 a blend; then gasoline.
    expect(kinds(log)).toEqual(["ethanol", "ethanol", "blend", "gasoline"]);
  });

  it("leaves out a segment with a partial fill-up of the other fuel, and the one after it", () => {
    const log = [
      fillUp("gasoline", "1000", "30"),
      fillUp("ethanol", "1200", "15", false),
      fillUp("gasoline", "1500", "25"),
      fillUp("gasoline", "1900", "33"),
      fillUp("gasoline", "2300", "33"),
    ];
    expect(kinds(log)).toEqual(["blend", "blend", "gasoline"]);
  });

  it("counts a partial fill-up of another fuel before the first full one in the tank", () => {
    const log = [
      fillUp("gasoline", "900", "10", false),
      fillUp("ethanol", "1000", "30"),
      fillUp("ethanol", "1300", "35"),
    ];
    expect(kinds(log)).toEqual(["blend"]);
  });
});

describe("partial fill-ups", () => {
  it("add their litres to the segment they fall in, with the closing fill-up's", () => {
    const log = [
      fillUp("ethanol", "1000", "40"),
      fillUp("ethanol", "1200", "20", false),
      fillUp("ethanol", "1500", "30"),
    ];
    const [segment] = segmentsOf(log) as [Segment];
    expect(segment.kind).toBe("ethanol");
    expect(same(segment.km, dec("500"))).toBe(true);
    expect(same(segment.litres, dec("50"))).toBe(true);
    expect(same(segment.kmPerLitre, dec("10"))).toBe(true);
  });

  it("open no segment before the first full fill-up nor after the last", () => {
    const log = [
      fillUp("ethanol", "800", "20", false),
      fillUp("ethanol", "1000", "40"),
      fillUp("ethanol", "1400", "40"),
      fillUp("ethanol", "1600", "20", false),
    ];
    expect(segmentsOf(log)).toHaveLength(1);
    expect(segmentsOf(log.filter((entry) => !entry.fullTank))).toEqual([]);
  });
});

describe("implausible segments", () => {
  it("are marked and left out below 2 km/l and above 40 km/l (KM_PER_LITRE_RANGE), counted at exactly 2 and 40", () => {
    expect(kinds([fillUp("ethanol", "1000", "40"), fillUp("ethanol", "1100", "51")])).toEqual(["implausible"]);
    expect(kinds([fillUp("ethanol", "1000", "40"), fillUp("ethanol", "1100", "50")])).toEqual(["ethanol"]);
    expect(kinds([fillUp("ethanol", "1000", "40"), fillUp("ethanol", "1800", "20")])).toEqual(["ethanol"]);
    expect(kinds([fillUp("ethanol", "1000", "40"), fillUp("ethanol", "1801", "20")])).toEqual(["implausible"]);
  });
});

describe("the limit", () => {
  it("is never computed from one fuel only", () => {
    const ethanolOnly = [
      fillUp("ethanol", "1000", "40"),
      fillUp("ethanol", "1400", "45"),
      fillUp("ethanol", "1800", "44"),
    ];
    const summary = summarize(ethanolOnly);
    expect(summary.ethanol?.segments).toBe(2);
    expect(summary.gasoline).toBeNull();
    expect(summary.limit).toBeNull();
  });

  it("is rough with fewer than 3 segments of either fuel", () => {
    const log = [
      fillUp("gasoline", "1000", "40"),
      fillUp("gasoline", "1500", "40"),
      fillUp("ethanol", "2000", "40"),
      fillUp("ethanol", "2400", "45"),
      fillUp("ethanol", "2800", "45"),
    ];
    const summary = summarize(log);
    expect(summary.limit).not.toBeNull();
    expect(summary.rough).toBe(true);
  });
});

describe("two fill-ups at the same odometer reading", () => {
  it("are ordered by date, then by id, whatever the order of entry", () => {
    const first = { ...fillUp("gasoline", "1000", "40"), date: "2026-01-01" };
    const second = { ...fillUp("ethanol", "1000", "5", false), date: "2026-01-02" };
    const twin = { ...fillUp("ethanol", "1000", "5", false), date: "2026-01-02" };
    const end = fillUp("ethanol", "1400", "40");
    expect(summarize([end, twin, second, first])).toEqual(summarize([first, second, twin, end]));
    expect(segmentsOf([end, second, first])[0]?.start).toBe(first);
  });
});

/** A log of plausible-looking fill-ups: odometer going up 1 to 900 km at a time, one day apart. */
const logArbitrary = fc
  .array(
    fc.record({
      step: fc.integer({ min: 1, max: 900 }),
      decilitres: fc.integer({ min: 10, max: 600 }),
      fuel: fc.constantFrom<Fuel>("ethanol", "gasoline"),
      fullTank: fc.boolean(),
    }),
    { maxLength: 25 },
  )
  .map((entries) => {
    let odometer = 10_000;
    return entries.map(({ step, decilitres, fuel, fullTank }, index): FillUp => {
      odometer += step;
      return {
        id: `r${index}`,
        date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
        fuel,
        odometerKm: { n: BigInt(odometer), d: 1n },
        litres: { n: BigInt(decilitres), d: 10n },
        pricePerLitre: null,
        fullTank,
      };
    });
  });

const shuffled = logArbitrary.chain((log) =>
  fc.array(fc.double({ noNaN: true }), { minLength: log.length, maxLength: log.length }).map((keys) => ({
    log,
    shuffled: log
      .map((entry, index) => ({ entry, key: keys[index] ?? 0 }))
      .sort((a, b) => a.key - b.key)
      .map(({ entry }) => entry),
  })),
);

const total = (values: Fraction[]) => values.reduce(add, { n: 0n, d: 1n });

describe("properties", () => {
  it("the order of entry does not matter", () => {
    fc.assert(
      fc.property(shuffled, ({ log, shuffled }) => {
        expect(summarize(shuffled)).toEqual(summarize(log));
      }),
    );
  });

  it("each fuel's totals are the sums of its counted segments, and its km/l their ratio", () => {
    fc.assert(
      fc.property(logArbitrary, (log) => {
        const summary = summarize(log);
        for (const fuel of ["ethanol", "gasoline"] as const) {
          const counted = summary.segments.filter((segment) => segment.kind === fuel);
          const consumption = summary[fuel];
          if (counted.length === 0) {
            expect(consumption).toBeNull();
            continue;
          }
          expect(consumption?.segments).toBe(counted.length);
          expect(same(consumption?.km, total(counted.map((segment) => segment.km)))).toBe(true);
          expect(same(consumption?.litres, total(counted.map((segment) => segment.litres)))).toBe(true);
          expect(same(consumption?.kmPerLitre, divide(consumption!.km, consumption!.litres))).toBe(true);
        }
      }),
    );
  });

  it("the segments cover the km and litres from the first full fill-up to the last", () => {
    fc.assert(
      fc.property(logArbitrary, (log) => {
        const full = log.filter((entry) => entry.fullTank);
        fc.pre(full.length >= 2);
        const [first, last] = [full[0]!, full.at(-1)!];
        const segments = summarize(log).segments;
        const litresAfterFirst = log.filter(
          (entry) => compare(entry.odometerKm, first.odometerKm) > 0 && compare(entry.odometerKm, last.odometerKm) <= 0,
        );
        expect(
          same(
            total(segments.map((segment) => segment.km)),
            add(last.odometerKm, { n: -first.odometerKm.n, d: first.odometerKm.d }),
          ),
        ).toBe(true);
        expect(
          same(total(segments.map((segment) => segment.litres)), total(litresAfterFirst.map((entry) => entry.litres))),
        ).toBe(true);
      }),
    );
  });

  it("a counted segment had one fuel in the tank, from the previous full fill-up to its last partial", () => {
    fc.assert(
      fc.property(logArbitrary, (log) => {
        const full = log.filter((entry) => entry.fullTank);
        summarize(log).segments.forEach((segment, index) => {
          if (segment.kind !== "ethanol" && segment.kind !== "gasoline") return;
          const from = index === 0 ? log[0]! : full[index - 1]!;
          const inTank = log.filter(
            (entry) =>
              compare(entry.odometerKm, from.odometerKm) >= 0 && compare(entry.odometerKm, segment.end.odometerKm) < 0,
          );
          expect(inTank.every((entry) => entry.fuel === segment.kind)).toBe(true);
        });
      }),
    );
  });

  it("the limit exists only with both fuels, and is ethanol km/l ÷ gasoline km/l", () => {
    fc.assert(
      fc.property(logArbitrary, (log) => {
        const { ethanol, gasoline, limit } = summarize(log);
        if (!ethanol || !gasoline) expect(limit).toBeNull();
        else expect(same(limit, divide(ethanol.kmPerLitre, gasoline.kmPerLitre))).toBe(true);
      }),
    );
  });

  it("a log of one fuel only has no blend segment and no limit", () => {
    fc.assert(
      fc.property(logArbitrary, fc.constantFrom<Fuel>("ethanol", "gasoline"), (log, fuel) => {
        const single = log.map((entry) => ({ ...entry, fuel }));
        const summary = summarize(single);
        expect(summary.segments.some((segment) => segment.kind === "blend")).toBe(false);
        expect(summary.limit).toBeNull();
      }),
    );
  });
});
