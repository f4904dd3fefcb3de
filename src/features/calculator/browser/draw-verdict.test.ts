// @vitest-environment jsdom
/* eslint-disable testing-library/no-node-access */
import { within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ESTIMATE_DISCLAIMER, savingsMessage } from "#features/calculator/messages.ts";
import { verdictCardClasses } from "#features/calculator/verdict-card.ts";
import { detailsOf, drawVerdict, verdictCard } from "./draw-verdict.ts";

const ETHANOL = { fuel: "ethanol", message: savingsMessage("ethanol", 0.21), source: null } as const;
const GASOLINE = { fuel: "gasoline", message: savingsMessage("gasoline", 0.43), source: null } as const;

/** A live region on the page, as the calculator has it. */
function liveRegion(): HTMLElement {
  const region = document.createElement("div");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  document.body.append(region);
  return region;
}

/** The mutations `change` makes under `region`. */
function mutationsOf(region: HTMLElement, change: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => {});
  observer.observe(region, { childList: true, subtree: true, characterData: true, attributes: true });
  change();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

afterEach(() => document.body.replaceChildren());

describe("verdictCard", () => {
  it("says the headline, the savings message and the disclaimer, in the fuel's colours, with a place for the details", () => {
    const card = verdictCard(document, ETHANOL.fuel, ETHANOL.message);
    expect(card.className).toBe(verdictCardClasses("ethanol").card);
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Resultado: Abasteça com Etanol!");
    expect(card.querySelector("[data-verdict] p")?.textContent).toBe(ETHANOL.message);
    expect(card.lastElementChild).toHaveTextContent(ESTIMATE_DISCLAIMER);
    // The island's details arrive after the verdict: their place is not announced.
    expect(detailsOf(card)).toBeEmptyDOMElement();
    expect(detailsOf(card)).toHaveAttribute("aria-live", "off");
  });
});

describe("drawVerdict", () => {
  it("puts a new card in an empty region, in one change", () => {
    const region = liveRegion();
    let card: HTMLElement | null = null;
    const records = mutationsOf(region, () => (card = drawVerdict(region, ETHANOL)));
    expect(records).toHaveLength(1);
    expect([...records[0]!.addedNodes]).toEqual([card]);
    expect(region.children).toHaveLength(1);
  });

  it("keeps the card there: the same verdict changes nothing, a new one rewrites only what differs", () => {
    const region = liveRegion();
    const card = drawVerdict(region, ETHANOL);
    const details = detailsOf(card)!;
    details.append(document.createElement("figure"));
    expect(mutationsOf(region, () => expect(drawVerdict(region, ETHANOL)).toBe(card))).toEqual([]);

    const records = mutationsOf(region, () => expect(drawVerdict(region, GASOLINE)).toBe(card));
    expect(records.some((record) => record.target === region)).toBe(false);
    expect(records.flatMap((record) => [...record.removedNodes]).filter((node) => node instanceof Element)).toEqual([]);
    expect(region.firstElementChild).toBe(card);
    expect(detailsOf(card)).toBe(details);
    expect(card.className).toBe(verdictCardClasses("gasoline").card);
    expect(within(card).getByRole("heading")).toHaveTextContent("Resultado: Abasteça com Gasolina!");
    expect(card.querySelector("[data-verdict] p")?.textContent).toBe(GASOLINE.message);
    expect(card).toHaveTextContent(ESTIMATE_DISCLAIMER);
  });

  it("adds, rewrites and removes the line naming the prices' source", () => {
    const region = liveRegion();
    const card = drawVerdict(region, ETHANOL);
    const verdict = card.querySelector("[data-verdict]")!;
    drawVerdict(region, { ...ETHANOL, source: "Posto: Posto Um." });
    expect(verdict.children).toHaveLength(3);
    expect(verdict.lastElementChild).toHaveTextContent("Posto: Posto Um.");
    expect(verdict.lastElementChild).toHaveClass(verdictCardClasses("ethanol").source);
    drawVerdict(region, { ...ETHANOL, source: "Posto: Posto Dois." });
    expect(verdict.children).toHaveLength(3);
    expect(verdict.lastElementChild).toHaveTextContent("Posto: Posto Dois.");
    drawVerdict(region, ETHANOL);
    expect(verdict.children).toHaveLength(2);
    expect(region.firstElementChild).toBe(card);
  });

  it("replaces anything else in the region by a card", () => {
    const region = liveRegion();
    region.innerHTML = "<p>Outra coisa</p>";
    const card = drawVerdict(region, ETHANOL);
    expect([...region.children]).toEqual([card]);
    expect(region).not.toHaveTextContent("Outra coisa");
  });
});
