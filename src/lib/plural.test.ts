import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plural } from "./plural.ts";

const POSTO = { one: "posto", other: "postos" };

describe("plural", () => {
  it("takes the singular for one and the plural for any other whole count, zero included", () => {
    expect(plural(1, POSTO)).toBe("posto");
    expect(plural(0, POSTO)).toBe("postos");
    expect(plural(2, POSTO)).toBe("postos");
    expect(plural(1_000_000, POSTO)).toBe("postos");
  });

  it("differs from Intl.PluralRules('pt-BR') only at zero, which CLDR counts as one", () => {
    expect(new Intl.PluralRules("pt-BR").select(0)).toBe("one");
    expect(plural(0, POSTO)).toBe("postos");
  });

  it("takes the singular for a fraction whose whole part is 1, as CLDR does: '1,5 litro'", () => {
    expect(plural(1.5, { one: "litro", other: "litros" })).toBe("litro");
    expect(plural(2.5, { one: "litro", other: "litros" })).toBe("litros");
  });

  it("matches the rule the site wrote by hand for every count: one for 1 alone", () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), fc.string(), (count, one, other) => {
        expect(plural(count, { one, other })).toBe(count === 1 ? one : other);
      }),
    );
  });

  it("always answers one of the two forms", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (count) => {
        expect(["posto", "postos"]).toContain(plural(count, POSTO));
      }),
    );
  });
});
