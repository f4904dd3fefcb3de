// @vitest-environment jsdom
// The framed calculator has no island: its script works on the page's prerendered HTML, and so does this test.
/* eslint-disable testing-library/no-node-access */
import { within } from "@testing-library/react";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { EmbedCalculator } from "#features/calculator/build/EmbedCalculator.tsx";
import { PriceField } from "#features/calculator/island/PriceField.tsx";
import { priceProblems } from "#features/calculator/price-check.ts";
import { compareFuels } from "#lib/fuel-comparison.ts";
import { installEmbedCalculator } from "./embed-calculator.ts";

let cleanup = () => {};
afterEach(() => cleanup());

/** The framed calculator as its page has it: the prerendered HTML, with its script installed. */
function framed() {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<EmbedCalculator />);
  document.body.append(root);
  const calculator = installEmbedCalculator(document);
  cleanup = () => {
    calculator.uninstall();
    root.remove();
  };
  const form = root.querySelector("form")!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return {
    calculator,
    form,
    ethanol: field("etanol"),
    gasoline: field("gasolina"),
    region: root.querySelector<HTMLElement>("[data-verdict-region]")!,
  };
}

/** Types `text` in a field as the browser reports it (the value, then an input event). */
function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Submits the form; returns whether the submit went on (was not prevented). */
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

describe("installEmbedCalculator", () => {
  it("shows the live hints while typing, with the 70% rule", () => {
    const { ethanol, gasoline } = framed();
    type(gasoline, "6.29");
    expect(document.getElementById("etanol-dica")).toHaveTextContent("O etanol compensa até R$ 4,40");
    expect(ethanol).toHaveAttribute("aria-describedby", "etanol-dica");
    type(ethanol, "4.19");
    expect(document.getElementById("gasolina-dica")).toHaveTextContent("A gasolina compensa até R$ 5,98");
  });

  it("answers every submit itself with the home page's verdict, and never sends the form", () => {
    const { form, ethanol, gasoline, region } = framed();
    type(ethanol, "4.19");
    type(gasoline, "6.29");
    expect(submit(form)).toBe(false);
    expect(within(region).getByRole("heading")).toHaveTextContent("Resultado: Abasteça com Etanol!");
    expect(region).toHaveTextContent(
      "Você economiza aproximadamente R$ 0,21 por litro abastecendo com etanol (considerando a regra dos 70%).",
    );
    expect(region).toHaveTextContent(/^.*Este cálculo é uma estimativa\./);
    expect(region).toHaveAttribute("aria-live", "polite");
    type(ethanol, "");
    expect(submit(form)).toBe(false);
    expect(region).toBeEmptyDOMElement();
  });

  it("says at each field why a price is refused, as the island does, and moves focus to the first", () => {
    const { form, ethanol, gasoline } = framed();
    type(gasoline, "0");
    submit(form);
    expect(ethanol).toHaveAttribute("aria-invalid", "true");
    expect(document.activeElement).toBe(ethanol);
    const problems = priceProblems({ ethanol: { text: "" }, gasoline: { text: "0" } });
    for (const [fuel, input] of [
      ["ethanol", ethanol],
      ["gasoline", gasoline],
    ] as const) {
      const ignore = () => undefined;
      // The island's field with the same problem, drawn apart from the page.
      const island = document.createElement("div");
      island.innerHTML = renderToString(
        <PriceField
          fuel={fuel}
          problem={problems[fuel]}
          hint={null}
          onType={ignore}
          onPut={ignore}
          onUseSuggestion={ignore}
        />,
      );
      const message = island.querySelector(`#${input.name}-erro`)!;
      expect(document.getElementById(`${input.name}-erro`)?.outerHTML).toBe(message.outerHTML);
      expect(input.className).toBe(island.querySelector("input")!.className);
    }
    type(ethanol, "4.19");
    type(gasoline, "6.29");
    submit(form);
    expect(ethanol).not.toHaveAttribute("aria-invalid");
    expect(document.getElementById("etanol-erro")).toBeNull();
    expect(ethanol.className).toContain("border-slate-400");
    expect(ethanol.className).not.toContain("border-red-700");
  });

  it("questions an implausible price with the correction, which applies it and calculates", () => {
    const { form, ethanol, gasoline, region } = framed();
    type(ethanol, "419");
    type(gasoline, "6.29");
    submit(form);
    expect(region).toBeEmptyDOMElement();
    const message = document.getElementById("etanol-erro")!;
    expect(message).toHaveTextContent("R$ 419,00 por litro? Você quis dizer R$ 4,19?");
    expect(ethanol.getAttribute("aria-describedby")).toBe("etanol-erro etanol-dica");
    within(message)
      .getByRole("button", { name: /^Usar R\$\s4,19$/ })
      .click();
    expect(ethanol.value).toBe("4.19");
    expect(within(region).getByRole("heading")).toHaveTextContent("Resultado: Abasteça com Etanol!");
  });

  it("fills in prices the page gives, names them in the verdict while the fields hold them", () => {
    const { calculator, form, ethanol, region } = framed();
    calculator.fill({
      ethanol: "3.86",
      gasoline: "6.46",
      source: "Médias da ANP em São Paulo, pesquisa de 7 a 13/06/2026",
    });
    expect(document.getElementById("etanol-dica")).toHaveTextContent("O etanol compensa até R$ 4,52");
    expect(within(region).getByRole("heading")).toHaveTextContent("Resultado: Abasteça com Etanol!");
    expect(region.querySelector("[data-verdict]")).toHaveTextContent(
      "Médias da ANP em São Paulo, pesquisa de 7 a 13/06/2026",
    );
    type(ethanol, "4.19");
    submit(form);
    expect(region).not.toHaveTextContent("Médias da ANP");
  });

  it("shows a verdict exactly when the prices can be computed, and the fuel the 70% rule gives", () => {
    const { form, ethanol, gasoline, region } = framed();
    const price = fc.oneof(
      fc.integer({ min: 100, max: 2000 }).map((cents) => (cents / 100).toFixed(2)),
      fc.constantFrom("", "0", "-1", "419", "abc"),
    );
    fc.assert(
      fc.property(price, price, (ethanolText, gasolineText) => {
        type(ethanol, ethanolText);
        type(gasoline, gasolineText);
        submit(form);
        const problems = priceProblems({ ethanol: { text: ethanolText }, gasoline: { text: gasolineText } });
        const comparison = compareFuels(ethanolText, gasolineText);
        if (Object.keys(problems).length > 0 || !comparison.ok) expect(region).toBeEmptyDOMElement();
        else
          expect(within(region).getByRole("heading")).toHaveTextContent(
            comparison.fuel === "ethanol" ? "Resultado: Abasteça com Etanol!" : "Resultado: Abasteça com Gasolina!",
          );
      }),
      { numRuns: 60 },
    );
  });
});
