/**
 * The live hints before the calculator's island has hydrated: as soon as
 * one price is typed, the hint under the other field ("O etanol compensa
 * até R$ 4,40"), from the same pure module as the island
 * (break-even-hints.ts), written into the hint elements the island renders,
 * so that it takes them over with no visible change. Part of the page's
 * inline script (before-hydration.ts), so no island code is needed.
 */
import { type KeyValueStorage, readItem } from "#browser/safe-storage.ts";
import { breakEvenHints, parseThresholdText, REMEMBERED_THRESHOLD_KEY } from "#features/calculator/break-even-hints.ts";
import { CALCULATOR_FORM_ATTRIBUTE } from "#features/calculator/dom-contract.ts";
import { PRICE_FIELD_NAMES, priceHintId } from "#features/calculator/price-fields.ts";
import type { Fraction } from "#lib/decimal.ts";
import { ETHANOL_THRESHOLD } from "#lib/fuel-comparison.ts";
import { FUELS } from "#lib/fuels.ts";
import { HYDRATED_ATTRIBUTE } from "./early-verdict.ts";

/**
 * Shows the hints of the calculator's form in `root` on every input into a
 * price field, until the island marks the form hydrated. `threshold` is
 * asked for once, at the first update (not while the page is parsed): the
 * share of the gasoline price up to which ethanol pays off, or null to
 * leave the hints to the island. `schedule` says when an input's update
 * runs: at once (the default), or later, as the home page has it
 * (`afterNextPaint`: the typed digit is painted first, and the hints' exact
 * decimals, format and relayout of the page stay out of the keystroke,
 * docs/speed-findings.md); inputs before it runs share one update, with the
 * fields' values of that moment. Returns the uninstaller.
 */
export function installEarlyHints(
  root: Document,
  threshold: () => Fraction | null,
  schedule: (task: () => void) => void = (task) => task(),
): () => void {
  let decided: { threshold: Fraction | null } | null = null;
  let pending: HTMLFormElement | null = null;
  const update = () => {
    const form = pending;
    pending = null;
    if (!form || form.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    decided ??= { threshold: threshold() };
    if (!decided.threshold) return;
    const field = (fuel: (typeof FUELS)[number]) =>
      form.elements.namedItem(PRICE_FIELD_NAMES[fuel]) as HTMLInputElement | null;
    const hints = breakEvenHints(
      { ethanol: field("ethanol")?.value ?? "", gasoline: field("gasoline")?.value ?? "" },
      decided.threshold,
    );
    for (const fuel of FUELS) {
      const hint = root.getElementById(priceHintId(fuel));
      const input = field(fuel);
      if (!hint || !input) continue;
      const text = hints[fuel] ?? "";
      if (hint.textContent !== text) hint.textContent = text;
      // As the island describes the field: by its hint, when there is one.
      if (text) input.setAttribute("aria-describedby", hint.id);
      else input.removeAttribute("aria-describedby");
    }
  };
  const onInput = (event: Event) => {
    const form = event.target instanceof HTMLInputElement ? event.target.form : null;
    if (!form?.hasAttribute(CALCULATOR_FORM_ATTRIBUTE) || form.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    const scheduled = pending !== null;
    pending = form;
    if (!scheduled) schedule(update);
  };
  root.addEventListener("input", onInput, { capture: true });
  return () => {
    pending = null;
    root.removeEventListener("input", onInput, { capture: true });
  };
}

/**
 * The threshold the hints use before the island has hydrated: the 70% rule
 * when this device stores none of `decidingKeys` (the figures that decide
 * instead of it), else the threshold the island remembered from them
 * ({@link REMEMBERED_THRESHOLD_KEY}); null when it remembered none, so that
 * no hint can state a limit the island would not. `storage` is the device's
 * localStorage (null where absent or blocked: the 70% rule); never throws.
 */
export function thresholdBeforeHydration(
  storage: KeyValueStorage | null,
  decidingKeys: readonly string[],
): Fraction | null {
  if (!decidingKeys.some((key) => readItem(storage, key) !== null)) return ETHANOL_THRESHOLD;
  return parseThresholdText(readItem(storage, REMEMBERED_THRESHOLD_KEY));
}
