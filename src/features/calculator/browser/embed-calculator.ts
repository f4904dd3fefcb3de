/**
 * The calculator of /embed/calculadora, the page other sites frame
 * (docs/embed.md). It has no island: its inline script
 * (src/browser/entries/embed-calculator.ts) answers every use with the modules the
 * home page's calculator is made of, so the texts and the 70% rule are the
 * same and nothing is copied: the live hints (early-hints.ts), the verdict's
 * card (early-verdict.ts) in the live region, which announces it, and, for a
 * price that cannot be computed, the message the island shows at its field
 * (price-check.ts, messages.ts: "Digite o preço do etanol.", "R$ 419,00 por
 * litro? Você quis dizer R$ 4,19?" with its "Usar R$ 4,19" button), with
 * focus moved to the first such field.
 * Unlike the home page it reads nothing stored on the device (inside another
 * site's page the browser keeps this origin's storage apart anyway): the
 * rule is always the 70% rule. It shows no toast either: a frame has no
 * toast area, and one would cover the verdict in a frame sized for it; the
 * verdict is the answer, and a refused price is said at its field.
 */
import { afterNextPaint } from "#browser/idle.ts";
import {
  CALCULATOR_FORM_ATTRIBUTE,
  SUGGESTION_TEMPLATE_ATTRIBUTE,
  VERDICT_REGION_ATTRIBUTE,
} from "#features/calculator/dom-contract.ts";
import { priceProblemMessage, savingsMessage, suggestionLabel } from "#features/calculator/messages.ts";
import { type PriceProblem, priceProblems } from "#features/calculator/price-check.ts";
import { PRICE_FIELD_CLASSES, priceErrorId, priceHintId } from "#features/calculator/price-fields.ts";
import { verdictCardClasses } from "#features/calculator/verdict-card.ts";
import { decimalText } from "#lib/decimal.ts";
import { ETHANOL_THRESHOLD } from "#lib/fuel-comparison.ts";
import { FUELS, type Fuel } from "#lib/fuels.ts";
import { installEarlyHints } from "./early-hints.ts";
import { earlyVerdictCard, typedPrices, verdictBeforeHydration } from "./early-verdict.ts";
import { priceInput } from "./price-input.ts";

/** Prices put in the fields by the page (R$ per litre, "4.19") and the sentence naming where they come from. */
interface FilledPrices extends Record<Fuel, string> {
  /** "Médias da ANP em São Paulo, pesquisa de 14 a 20/06/2026": shown in the verdict while the fields hold them. */
  source: string;
}

/** What the installed calculator offers its page. */
interface EmbedCalculator {
  /** Puts `prices` in the fields, as if typed (the hints follow), and calculates. */
  fill: (prices: FilledPrices) => void;
  /** Removes every listener. */
  uninstall: () => void;
}

/** Describes a price field by its message, when one is shown, and by its hint, when it says something. */
function describe(input: HTMLInputElement): void {
  const document = input.ownerDocument;
  const fuel = FUELS.find((candidate) => priceInput(input.form as HTMLFormElement, candidate) === input);
  if (!fuel) return;
  const ids = [priceErrorId(fuel), priceHintId(fuel)].filter((id) => document.getElementById(id)?.textContent);
  if (ids.length > 0) input.setAttribute("aria-describedby", ids.join(" "));
  else input.removeAttribute("aria-describedby");
}

/** Puts `text` ("4.19") in a price field as if typed: the input event updates the hints. */
function put(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Shows at the price field of `fuel` in `form` what `problem` says, as the
 * island's `PriceField` does (red border, `aria-invalid`, the message under
 * the field, the suggested price's button, which applies it and
 * calculates), or clears it when there is none.
 */
function showProblem(form: HTMLFormElement, fuel: Fuel, problem: PriceProblem | undefined): void {
  const input = priceInput(form, fuel);
  if (!input) return;
  const document = form.ownerDocument;
  document.getElementById(priceErrorId(fuel))?.remove();
  input.classList.remove(...PRICE_FIELD_CLASSES.refusedBorder.split(" "), PRICE_FIELD_CLASSES.border);
  input.classList.add(...(problem ? PRICE_FIELD_CLASSES.refusedBorder : PRICE_FIELD_CLASSES.border).split(" "));
  if (!problem) input.removeAttribute("aria-invalid");
  else {
    input.setAttribute("aria-invalid", "true");
    const message = document.createElement("div");
    message.id = priceErrorId(fuel);
    message.className = PRICE_FIELD_CLASSES.error;
    const text = document.createElement("p");
    text.textContent = priceProblemMessage(fuel, problem);
    message.append(text);
    const suggestion = problem.kind === "implausible" ? problem.suggestion : null;
    const template = document.querySelector<HTMLTemplateElement>(`template[${SUGGESTION_TEMPLATE_ATTRIBUTE}]`);
    const button = template?.content.firstElementChild?.cloneNode(true);
    if (suggestion && button instanceof HTMLButtonElement) {
      button.textContent = suggestionLabel(suggestion);
      button.addEventListener("click", () => {
        put(input, decimalText(suggestion));
        form.requestSubmit();
      });
      message.append(button);
    }
    input.after(message);
  }
  describe(input);
}

/** Scrolls the frame's own page, never the page around it, so that `element` is in view. */
function bringIntoView(element: HTMLElement): void {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const { top, bottom } = element.getBoundingClientRect();
  if (bottom > view.innerHeight) view.scrollBy({ top: Math.min(top, bottom - view.innerHeight) });
}

/**
 * Answers the calculator's form in `root` (marked `data-calculator`, its
 * live region beside it): see the module comment. Every submit stops here
 * (there is no island to hand it to): a pair of prices the island would
 * compute shows the verdict; any other clears the region and says why at
 * each field.
 */
export function installEmbedCalculator(root: Document): EmbedCalculator {
  let filled: FilledPrices | null = null;
  const uninstallHints = installEarlyHints(root, () => ETHANOL_THRESHOLD);
  // After the hints' own listener (the same phase, installed later): a field keeps naming its message as well.
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.form?.hasAttribute(CALCULATOR_FORM_ATTRIBUTE))
      describe(event.target);
  };
  const answer = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(CALCULATOR_FORM_ATTRIBUTE)) return;
    event.preventDefault();
    const region = form.parentElement?.querySelector<HTMLElement>(`[${VERDICT_REGION_ATTRIBUTE}]`);
    const typed = typedPrices(form);
    const problems = priceProblems(typed);
    for (const fuel of FUELS) showProblem(form, fuel, problems[fuel]);
    const verdict = verdictBeforeHydration(typed);
    if (!verdict || !region) {
      region?.replaceChildren();
      const first = FUELS.find((fuel) => problems[fuel]);
      if (first) priceInput(form, first)?.focus();
      return;
    }
    const card = earlyVerdictCard(root, verdict, typed);
    if (filled && FUELS.every((fuel) => filled?.[fuel] === typed[fuel].text)) {
      const source = root.createElement("p");
      source.className = verdictCardClasses(verdict.fuel).source;
      source.textContent = filled.source;
      card.querySelector("[data-verdict]")?.append(source);
    }
    region.replaceChildren(card);
    bringIntoView(region);
  };
  root.addEventListener("input", onInput, { capture: true });
  root.addEventListener("submit", answer, { capture: true });
  // The messages' number formats, built once the fields are painted rather than at the first keystroke
  // (src/lib/format.ts; as on the home page, early-verdict.ts).
  afterNextPaint(() => void savingsMessage("ethanol", 0));
  return {
    fill: (prices) => {
      const form = root.querySelector<HTMLFormElement>(`form[${CALCULATOR_FORM_ATTRIBUTE}]`);
      if (!form) return;
      filled = prices;
      for (const fuel of FUELS) {
        const input = priceInput(form, fuel);
        if (input) put(input, prices[fuel]);
      }
      form.requestSubmit();
    },
    uninstall: () => {
      uninstallHints();
      root.removeEventListener("input", onInput, { capture: true });
      root.removeEventListener("submit", answer, { capture: true });
    },
  };
}
