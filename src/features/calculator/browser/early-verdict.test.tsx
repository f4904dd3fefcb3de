// @vitest-environment jsdom
// The inline script works on the page's prerendered HTML and its data attributes, before React: so does this test.
/* eslint-disable testing-library/no-node-access */
import { act, within } from "@testing-library/react";
import fc from "fast-check";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toastStore } from "#browser/toast/toast-store.ts";
import { toast } from "#browser/toast/toast.ts";
import { CAR_PROFILE_KEY } from "#features/calculator/car-profile.ts";
import { Calculator } from "#features/calculator/island/Calculator.tsx";
import { savingsMessage, statedBasis } from "#features/calculator/messages.ts";
import { priceProblems } from "#features/calculator/price-check.ts";
import { calculate } from "#lib/fuel-comparison.ts";
import { verdictCard } from "./draw-verdict.ts";
import { earlyVerdictCard, installEarlyVerdict, verdictBeforeHydration } from "./early-verdict.ts";

const typed = (ethanol: string, gasoline: string, badInput = false) => ({
  ethanol: { text: ethanol, badInput },
  gasoline: { text: gasoline },
});

let uninstall = () => {};
let unmount = () => {};
/** The site's toast module as the page loads it (early-verdict.ts, `showSiteToast`): the same queue as the island's. */
const showToast = vi.fn(async (input: Parameters<typeof toast>[0]) => void toast(input));
/** The prerendered calculator a test put on the page (the toaster's own root stays, as on the site). */
let prerenderedRoot: HTMLElement | null = null;
afterEach(() => {
  act(() => unmount());
  unmount = () => {};
  uninstall();
  prerenderedRoot?.remove();
  prerenderedRoot = null;
  localStorage.clear();
  toastStore.get().forEach((item) => dismissToast(item.id));
  showToast.mockClear();
});

describe("verdictBeforeHydration", () => {
  it("answers by the 70% rule: exactly 70% is Etanol, above is Gasolina, with the saving per litre", () => {
    expect(verdictBeforeHydration(typed("4.20", "6.00"))).toEqual({ ok: true, fuel: "ethanol", savingsPerLitre: 0 });
    expect(verdictBeforeHydration(typed("4.50", "6.00"))).toEqual({
      ok: true,
      fuel: "gasoline",
      savingsPerLitre: 0.43,
    });
  });

  it("leaves to the island every price it would question or refuse", () => {
    expect(verdictBeforeHydration(typed("", "6.29"))).toBeNull();
    expect(verdictBeforeHydration(typed("0", "6.29"))).toBeNull();
    expect(verdictBeforeHydration(typed("419", "6.29"))).toBeNull();
    expect(verdictBeforeHydration(typed("4.19", "6.29", true))).toBeNull();
  });

  it("answers only where the island computes, and then exactly what it computes", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (ethanol, gasoline) => {
        const early = verdictBeforeHydration(typed(ethanol, gasoline));
        const island = calculate(ethanol, gasoline);
        const computes = Object.keys(priceProblems(typed(ethanol, gasoline))).length === 0 && island.ok;
        expect(early !== null).toBe(computes);
        if (early && island.ok) {
          expect(early.fuel).toBe(island.plan.fuel);
          expect(early.savingsPerLitre).toBe(island.plan.savingsPerLitre);
        }
      }),
    );
  });

  it("picks ethanol exactly when it costs at most 70% of gasoline, in whole centavos", () => {
    const cents = fc.integer({ min: 100, max: 2000 });
    fc.assert(
      fc.property(cents, cents, (ethanol, gasoline) => {
        const text = (value: number) => (value / 100).toFixed(2);
        const verdict = verdictBeforeHydration(typed(text(ethanol), text(gasoline)));
        expect(verdict?.fuel).toBe(ethanol * 10 <= gasoline * 7 ? "ethanol" : "gasoline");
      }),
    );
  });
});

describe("earlyVerdictCard", () => {
  it("is the card the island draws for the 70% rule's verdict, marked as early, with the prices it answers", () => {
    for (const [ethanol, gasoline] of [
      ["3.99", "5.89"],
      ["4.50", "6.00"],
    ] as const) {
      const prices = typed(ethanol, gasoline);
      const early = earlyVerdictCard(document, verdictBeforeHydration(prices)!, prices);
      expect(early.dataset).toMatchObject({ etanol: ethanol, gasolina: gasoline });
      expect(early).toHaveAttribute("data-early-verdict");
      for (const attribute of ["data-early-verdict", "data-etanol", "data-gasolina"]) early.removeAttribute(attribute);
      const calculation = calculate(ethanol, gasoline);
      if (!calculation.ok) throw new Error("not computed");
      const { fuel, savingsPerLitre } = calculation.plan;
      const message = savingsMessage(fuel, savingsPerLitre, statedBasis({ kind: "rule" }, calculation.plan.threshold));
      expect(early.outerHTML).toBe(verdictCard(document, fuel, message).outerHTML);
    }
  });
});

/** The calculator as the page has it before hydration: its prerendered HTML, with the early verdict listening. */
function prerendered(): { root: HTMLElement; form: HTMLFormElement; region: HTMLElement } {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Calculator />);
  document.body.append(root);
  prerenderedRoot = root;
  uninstall = installEarlyVerdict(document, [CAR_PROFILE_KEY], showToast);
  return {
    root,
    form: root.querySelector("form")!,
    region: root.querySelector<HTMLElement>("[data-verdict-region]")!,
  };
}

/** Types both prices and submits the form; returns whether the submit went on (not prevented). */
function submit(form: HTMLFormElement, ethanol: string, gasoline: string): boolean {
  (form.elements.namedItem("etanol") as HTMLInputElement).value = ethanol;
  (form.elements.namedItem("gasolina") as HTMLInputElement).value = gasoline;
  return form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}

describe("installEarlyVerdict", () => {
  it("draws the verdict in the result region, stops the submit and shows the success toast", () => {
    const { form, region } = prerendered();
    expect(submit(form, "4.19", "6.29")).toBe(false);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({
      title: "Cálculo Concluído!",
      description: "Com base nos preços informados, a opção mais vantajosa é: Etanol.",
    });
    expect(within(region).getByRole("heading")).toHaveTextContent("Resultado: Abasteça com Etanol!");
    expect(region).toHaveTextContent(
      "Você economiza aproximadamente R$ 0,21 por litro abastecendo com etanol (considerando a regra dos 70%).",
    );
    expect(region).toHaveTextContent(/Este cálculo é uma estimativa/);
  });

  it("leaves questioned prices and stored car figures to the island, clearing an earlier verdict", () => {
    const { form, region } = prerendered();
    submit(form, "4.19", "6.29");
    expect(submit(form, "419", "6.29")).toBe(true);
    expect(region).toBeEmptyDOMElement();
    localStorage.setItem(CAR_PROFILE_KEY, JSON.stringify({ ethanolKmPerLitre: "9" }));
    expect(submit(form, "4.19", "6.29")).toBe(true);
    expect(region).toBeEmptyDOMElement();
    // Only the verdict drawn gets its toast: the island says the rest.
    expect(showToast).toHaveBeenCalledTimes(1);
  });
});

/** Every mutation under `region` from now on, and whether `card` was ever taken out of it. */
function watch(region: HTMLElement, card: Element): { records: MutationRecord[]; cardRemoved: () => boolean } {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(region, { childList: true, subtree: true, characterData: true, attributes: true });
  const collect = () => records.push(...observer.takeRecords());
  return {
    records,
    cardRemoved: () => {
      collect();
      return records.some((record) => [...record.removedNodes].includes(card));
    },
  };
}

/** Waits for React's and the lazy chunks' work to settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("the island taking over", () => {
  it("keeps the card the page drew: the same node, its verdict unchanged, with the page's toast", async () => {
    const { root, form, region } = prerendered();
    submit(form, "4.19", "6.29");
    const card = region.firstElementChild as HTMLElement;
    const verdictText = card.querySelector("[data-verdict]")!.textContent;
    const watched = watch(region, card);
    const recoverable = vi.fn();
    await act(async () => {
      const hydrated = hydrateRoot(root, <Calculator />, { onRecoverableError: recoverable });
      unmount = () => hydrated.unmount();
    });
    await settle();
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector("form")).toBe(form);
    expect(form).toHaveAttribute("data-hydrated");
    expect((form.elements.namedItem("etanol") as HTMLInputElement).value).toBe("4.19");
    expect(region.firstElementChild).toBe(card);
    expect(region.children).toHaveLength(1);
    expect(watched.cardRemoved()).toBe(false);
    // Not a node of the region was added or taken out; only the details came, in their own place.
    const verdictPart = card.querySelector("[data-verdict]")!;
    expect(
      watched.records.filter((record) => record.type !== "attributes" && verdictPart.contains(record.target)),
    ).toEqual([]);
    expect(watched.records.filter((record) => record.target === region)).toEqual([]);
    expect(verdictPart.textContent).toBe(verdictText);
    expect(card).not.toHaveAttribute("data-early-verdict");
    expect(await within(card).findByRole("button", { name: "Compartilhar" }, { timeout: 5000 })).toBeInTheDocument();
    expect(card.querySelector("[data-verdict-details]")).toHaveAttribute("aria-live", "off");
    expect(toastStore.get()).toEqual([
      expect.objectContaining({
        title: "Cálculo Concluído!",
        description: "Com base nos preços informados, a opção mais vantajosa é: Etanol.",
      }),
    ]);

    // From now on the island answers, in the same card: the listener stands aside.
    expect(submit(form, "4.50", "6.00")).toBe(false);
    await settle();
    expect(region.firstElementChild).toBe(card);
    expect(watched.cardRemoved()).toBe(false);
    expect(within(region).getByRole("heading")).toHaveTextContent("Resultado: Abasteça com Gasolina!");
    expect(region.querySelectorAll("[data-verdict]")).toHaveLength(1);

    // A refused price clears it: no old verdict beside a refused calculation.
    submit(form, "", "6.00");
    await settle();
    expect(region).toBeEmptyDOMElement();
  });
});
