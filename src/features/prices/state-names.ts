/**
 * How Portuguese says "in <state>": some state names take the article
 * ("na Bahia", "no Paraná", "no Rio de Janeiro"), others none ("em São
 * Paulo", "em Minas Gerais", "em Mato Grosso", as each state government
 * writes its own name).
 */
import type { State, Uf } from "#lib/states.ts";

/** The preposition each UF's name takes: "em", or "em" + the article ("no", "na"). */
const PREPOSITION: Readonly<Record<Uf, "em" | "no" | "na">> = {
  AC: "no",
  AL: "em",
  AP: "no",
  AM: "no",
  BA: "na",
  CE: "no",
  DF: "no",
  ES: "no",
  GO: "em",
  MA: "no",
  MT: "em",
  MS: "em",
  MG: "em",
  PA: "no",
  PB: "na",
  PR: "no",
  PE: "em",
  PI: "no",
  RJ: "no",
  RN: "no",
  RS: "no",
  RO: "em",
  RR: "em",
  SC: "em",
  SP: "em",
  SE: "em",
  TO: "no",
};

/** "in <state>", lower case: "em São Paulo", "na Bahia", "no Distrito Federal". */
export function inState(state: Pick<State, "uf" | "name">): string {
  return `${PREPOSITION[state.uf]} ${state.name}`;
}
