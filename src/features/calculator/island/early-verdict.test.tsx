// @vitest-environment jsdom
// The inline script works on the page's prerendered HTML and its data attributes, before React: so does this test.
/* eslint-disable testing-library/no-node-access */
import { act, render, within } from "@testing-library/react";
import fc from "fast-check";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toastStore } from "#components/toast/toast-store.ts";
import { toast } from "#components/toast/toast.ts";
import { calculate } from "#lib/fuel-comparison.ts";
import { CAR_PROFILE_KEY } from "../car-profile.ts";
import { statedBasis } from "../messages.ts";
import { priceProblems } from "../price-check.ts";
import { Calculator } from "./Calculator.tsx";
import { earlyVerdictCard, installEarlyVerdict, verdictBeforeHydration } from "./early-verdict.ts";
import { Result } from "./Result.tsx";

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
  it("is the island's Result card, without the details that come with the island", () => {
    for (const [ethanol, gasoline] of [
      ["3.99", "5.89"],
      ["4.50", "6.00"],
    ] as const) {
      const prices = typed(ethanol, gasoline);
      const early = earlyVerdictCard(document, verdictBeforeHydration(prices)!, prices);
      expect(early.dataset).toMatchObject({ etanol: ethanol, gasolina: gasoline });
      for (const attribute of ["data-early-verdict", "data-etanol", "data-gasolina"]) early.removeAttribute(attribute);
      const calculation = calculate(ethanol, gasoline);
      if (!calculation.ok) throw new Error("not computed");
      const verdict = {
        ...calculation,
        basis: statedBasis({ kind: "rule" }, calculation.plan.threshold),
        monthNeedsConsumption: false,
      };
      const { container } = render(<Result verdict={verdict} />);
      // The details (gauge, savings in reais, sharing) come with the island, between the message and the disclaimer.
      const card = container.firstElementChild!.cloneNode(true) as HTMLElement;
      for (const child of [...card.children].slice(1, -1)) child.remove();
      expect(early.outerHTML).toBe(card.outerHTML);
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

describe("the island taking over", () => {
  it("shows the same verdict as its own, with the page's toast, and nothing twice", async () => {
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
    const { root, form, region } = prerendered();
    submit(form, "4.19", "6.29");
    const early = region.cloneNode(true) as HTMLElement;
    const recoverable = vi.fn();
    await act(async () => {
      const hydrated = hydrateRoot(root, <Calculator />, { onRecoverableError: recoverable });
      unmount = () => hydrated.unmount();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector("form")).toBe(form);
    expect(form).toHaveAttribute("data-hydrated");
    expect((form.elements.namedItem("etanol") as HTMLInputElement).value).toBe("4.19");
    expect(region.querySelectorAll("[data-verdict]")).toHaveLength(1);
    expect(region.querySelector("[data-early-verdict]")).toBeNull();
    expect(within(region).getByRole("heading").outerHTML).toBe(within(early).getByRole("heading").outerHTML);
    expect(toastStore.get()).toEqual([
      expect.objectContaining({
        title: "Cálculo Concluído!",
        description: "Com base nos preços informados, a opção mais vantajosa é: Etanol.",
      }),
    ]);
    // From now on the island answers: the listener stands aside.
    expect(submit(form, "4.50", "6.00")).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(within(region).getByRole("heading")).toHaveTextContent("Resultado: Abasteça com Gasolina!");
    expect(region.querySelectorAll("[data-verdict]")).toHaveLength(1);
  });
});
