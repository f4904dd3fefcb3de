import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugify } from "#lib/search-text.ts";
import { MAKES, normaliseMake } from "./makes.ts";

describe("normaliseMake", () => {
  it.each([
    ["VW", "Volkswagen", "volkswagen"],
    ["V W", "Volkswagen", "volkswagen"],
    ["VOLKSWAGEN", "Volkswagen", "volkswagen"],
    ["Volkswagen", "Volkswagen", "volkswagen"],
    ["GM", "Chevrolet", "chevrolet"],
    ["CHEVROLET", "Chevrolet", "chevrolet"],
    ["CHEV", "Chevrolet", "chevrolet"],
    ["MERCEDES BENZ", "Mercedes-Benz", "mercedes-benz"],
    ["Mercedes-Benz", "Mercedes-Benz", "mercedes-benz"],
    ["CITROEN", "Citroën", "citroen"],
    ["Citroën", "Citroën", "citroen"],
    ["CAOA CHERY", "Caoa Chery", "caoa-chery"],
    ["LAND ROVER", "Land Rover", "land-rover"],
    ["Jac", "JAC", "jac"],
    ["Hyundai", "Hyundai", "hyundai"],
    ["HYUNDAI", "Hyundai", "hyundai"],
  ])("reads %j as %s (/%s)", (spelling, name, slug) => {
    expect(normaliseMake(spelling)).toEqual({ name, slug });
  });

  it("knows no make it was not told about", () => {
    expect(normaliseMake("Tesla")).toBeNull();
    expect(normaliseMake("")).toBeNull();
  });

  it("ignores case, accents, spaces and punctuation in a known spelling", () => {
    const spelling = fc.constantFrom("Volkswagen", "Mercedes-Benz", "Citroën", "Land Rover", "Caoa Chery", "Chevrolet");
    fc.assert(
      fc.property(
        spelling,
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.constantFrom("", " ", "-", "."),
        (name, upper, separator) => {
          const variant = [...name]
            .map((char, i) => (upper[i % 20] ? char.toUpperCase() : char.toLowerCase()))
            .join("")
            .replace(/[ -]/g, separator);
          expect(normaliseMake(variant)).toEqual(normaliseMake(name));
        },
      ),
    );
  });

  it("gives every make a distinct slug made of lower-case letters, digits and hyphens", () => {
    const slugs = MAKES.map((make) => make.slug);
    expect(new Set(slugs).size).toBe(MAKES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("slugify", () => {
  it("lower-cases, strips accents and joins words with hyphens", () => {
    expect(slugify("Citroën")).toBe("citroen");
    expect(slugify(" Mercedes-Benz ")).toBe("mercedes-benz");
    expect(slugify("Caoa  Chery")).toBe("caoa-chery");
  });
});
