import { describe, expect, it } from "vitest";
import { STATES, stateByCode } from "#lib/states.ts";
import { inState } from "./state-names.ts";

describe("inState", () => {
  it.each([
    ["sp", "em São Paulo"],
    ["mg", "em Minas Gerais"],
    ["mt", "em Mato Grosso"],
    ["ba", "na Bahia"],
    ["pb", "na Paraíba"],
    ["rj", "no Rio de Janeiro"],
    ["df", "no Distrito Federal"],
    ["to", "no Tocantins"],
  ])("%s → %s", (code, expected) => {
    expect(inState(stateByCode(code)!)).toBe(expected);
  });

  it("has a preposition for all 27 UFs", () => {
    for (const state of STATES) expect(inState(state)).toMatch(new RegExp(`^(em|no|na) ${state.name}$`));
  });
});
