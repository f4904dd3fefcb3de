// @vitest-environment jsdom
// The inline script works on the page's prerendered HTML, before React: so does this test.
/* eslint-disable testing-library/no-node-access */
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REMEMBERED_THRESHOLD_KEY } from "#features/calculator/break-even-hints.ts";
import { Calculator } from "#features/calculator/island/Calculator.tsx";
import type { Fraction } from "#lib/decimal.ts";
import { ETHANOL_THRESHOLD } from "#lib/fuel-comparison.ts";
import { installEarlyHints, thresholdBeforeHydration } from "./early-hints.ts";

let uninstall = () => {};
let unmount = () => {};
let prerenderedRoot: HTMLElement | null = null;
afterEach(() => {
  act(() => unmount());
  unmount = () => {};
  uninstall();
  prerenderedRoot?.remove();
  prerenderedRoot = null;
  vi.unstubAllGlobals();
});

/** The calculator as the page has it before hydration, with the early hints listening under `threshold`. */
function prerendered(threshold: () => Fraction | null = () => ETHANOL_THRESHOLD) {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Calculator />);
  document.body.append(root);
  prerenderedRoot = root;
  uninstall = installEarlyHints(document, threshold);
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { root, ethanol: field("etanol"), gasoline: field("gasolina") };
}

/** Types `text` into a number field as the browser reports it: its value, then an input event. */
function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

const hint = (id: string) => document.getElementById(id)!;

describe("installEarlyHints", () => {
  it("shows each field's break-even price as soon as the other price is typed, described by it", () => {
    const { ethanol, gasoline } = prerendered();
    type(gasoline, "6.00");
    expect(hint("etanol-dica")).toHaveTextContent("O etanol compensa até R$ 4,20");
    expect(ethanol).toHaveAttribute("aria-describedby", "etanol-dica");
    expect(hint("gasolina-dica")).toBeEmptyDOMElement();
    expect(gasoline).not.toHaveAttribute("aria-describedby");
    type(ethanol, "4.20");
    expect(hint("gasolina-dica")).toHaveTextContent("A gasolina compensa até R$ 5,99");
    type(gasoline, "");
    expect(hint("etanol-dica")).toBeEmptyDOMElement();
    expect(ethanol).not.toHaveAttribute("aria-describedby");
  });

  it("asks for the threshold once, at the first input, and uses the car's own", () => {
    const threshold = vi.fn(() => ({ n: 3n, d: 4n }));
    const { ethanol, gasoline } = prerendered(threshold);
    expect(threshold).not.toHaveBeenCalled();
    type(gasoline, "6.00");
    type(ethanol, "4.50");
    expect(threshold).toHaveBeenCalledTimes(1);
    expect(hint("etanol-dica")).toHaveTextContent("O etanol compensa até R$ 4,50");
  });

  it("leaves the hints to the island when no threshold is known", () => {
    const { gasoline } = prerendered(() => null);
    type(gasoline, "6.00");
    expect(hint("etanol-dica")).toBeEmptyDOMElement();
  });

  it("is taken over by the island with no change, which then keeps the hints itself", async () => {
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
    const { root, ethanol, gasoline } = prerendered();
    type(gasoline, "6.29");
    const shown = hint("etanol-dica").outerHTML;
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(hint("etanol-dica").textContent ?? ""));
    observer.observe(hint("etanol-dica"), { childList: true, characterData: true, subtree: true });
    const recoverable = vi.fn();
    await act(async () => {
      const hydrated = hydrateRoot(root, <Calculator />, { onRecoverableError: recoverable });
      unmount = () => hydrated.unmount();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    observer.disconnect();
    expect(recoverable).not.toHaveBeenCalled();
    expect(hint("etanol-dica").outerHTML).toBe(shown);
    expect(texts.every((text) => text === "O etanol compensa até R$\u00a04,40")).toBe(true);
    expect(ethanol).toHaveAttribute("aria-describedby", "etanol-dica");
    // The island's own hints from now on: the page's listener stands aside once the form is hydrated.
    expect(root.querySelector("form")).toHaveAttribute("data-hydrated");
  });
});

describe("installEarlyHints, scheduled", () => {
  /** The calculator before hydration, its hints' updates queued: `run()` runs the queued ones. */
  function scheduled() {
    const queue: (() => void)[] = [];
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Calculator />);
    document.body.append(root);
    prerenderedRoot = root;
    uninstall = installEarlyHints(
      document,
      () => ETHANOL_THRESHOLD,
      (task) => queue.push(task),
    );
    const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    return { root, gasoline: field("gasolina"), queue, run: () => queue.splice(0).forEach((task) => task()) };
  }

  it("updates the hints when the scheduled task runs, once for the inputs before it, with the latest prices", () => {
    const { gasoline, queue, run } = scheduled();
    type(gasoline, "6");
    type(gasoline, "6.0");
    type(gasoline, "6.00");
    expect(queue).toHaveLength(1);
    expect(hint("etanol-dica")).toBeEmptyDOMElement();
    run();
    expect(hint("etanol-dica")).toHaveTextContent("O etanol compensa até R$ 4,20");
    type(gasoline, "5.00");
    expect(queue).toHaveLength(1);
    run();
    expect(hint("etanol-dica")).toHaveTextContent("O etanol compensa até R$ 3,50");
  });

  it("stands aside when the island has hydrated, or the hints were uninstalled, before the task runs", () => {
    const { root, gasoline, run } = scheduled();
    type(gasoline, "6.00");
    root.querySelector("form")!.setAttribute("data-hydrated", "");
    run();
    expect(hint("etanol-dica")).toBeEmptyDOMElement();
    root.querySelector("form")!.removeAttribute("data-hydrated");
    type(gasoline, "6.00");
    uninstall();
    run();
    expect(hint("etanol-dica")).toBeEmptyDOMElement();
  });
});

describe("thresholdBeforeHydration", () => {
  /** A storage holding `items`, as localStorage would. */
  const storage = (items: Record<string, string>) => ({
    getItem: (key: string) => items[key] ?? null,
    setItem: () => undefined,
  });

  it("is the 70% rule without deciding figures, else the threshold remembered, else none", () => {
    const keys = ["car_profile", "car_choice"];
    expect(thresholdBeforeHydration(storage({}), keys)).toEqual(ETHANOL_THRESHOLD);
    expect(thresholdBeforeHydration(null, keys)).toEqual(ETHANOL_THRESHOLD);
    // A threshold left without the figures it came from is not the island's: the 70% rule.
    expect(thresholdBeforeHydration(storage({ [REMEMBERED_THRESHOLD_KEY]: "3/4" }), keys)).toEqual(ETHANOL_THRESHOLD);
    expect(thresholdBeforeHydration(storage({ car_choice: "{}" }), keys)).toBeNull();
    expect(thresholdBeforeHydration(storage({ car_choice: "{}", [REMEMBERED_THRESHOLD_KEY]: "3/4" }), keys)).toEqual({
      n: 3n,
      d: 4n,
    });
    expect(thresholdBeforeHydration(storage({ car_profile: "{}", [REMEMBERED_THRESHOLD_KEY]: "x" }), keys)).toBeNull();
  });
});
