/**
 * The verdict before the calculator's island has hydrated. The island's
 * code (React and the calculator) starts downloading at the visitor's
 * first touch; on a slow connection a tap on "Calcular" comes long before
 * it has arrived. This answers that tap at once from the page
 * itself (an inline script, integrations/inline-scripts.ts), with the same
 * pure modules and messages as the island: the result's headline, savings
 * message and disclaimer in the result region, in the card `Result` draws,
 * then the success toast from the site's own toast module.
 * Everything else stays the island's: a price that is missing, not a number,
 * not positive or implausible (its message at the field and the toasts), and
 * a device that stores figures deciding instead of the 70% rule (the car's
 * km/l, a car picked from Inmetro's table, the fill-up log); the form is then
 * held until the island hydrates (src/browser/directives/interaction.ts).
 * Once hydrated, the island claims the card ({@link claimEarlyVerdict}): it
 * keeps the very card (draw-verdict.ts), adds the gauge and the details in
 * it, and rewrites it only when the verdict changes.
 */
import { afterNextPaint, whenIdle } from "#browser/idle.ts";
import type { ToastInput } from "#browser/toast/toast-store.ts";
import { CALCULATOR_FORM_ATTRIBUTE, VERDICT_REGION_ATTRIBUTE } from "#features/calculator/dom-contract.ts";
import { savingsMessage, successToast } from "#features/calculator/messages.ts";
import { priceProblemKind } from "#features/calculator/price-check.ts";
import { PRICE_FIELD_NAMES } from "#features/calculator/price-fields.ts";
import { compareFuels, type FuelComparison } from "#lib/fuel-comparison.ts";
import { FUELS, type Fuel } from "#lib/fuels.ts";
import { TOAST_SCRIPT } from "#lib/toast-addresses.ts";
import { verdictCard } from "./draw-verdict.ts";

/** Leaves a failed warm-up alone: what it prepares loads when needed. */
const ignoreFailure = () => undefined;

/** The site's toast module, as the page loads it. */
const loadToastModule = () =>
  import(/* @vite-ignore */ TOAST_SCRIPT) as Promise<typeof import("#browser/toast/toast.ts")>;

/**
 * Shows a toast with the site's toaster ({@link TOAST_SCRIPT}). A failed
 * download shows none: the verdict is on screen all the same.
 */
async function showSiteToast(input: ToastInput): Promise<void> {
  try {
    (await loadToastModule()).toast(input);
  } catch {
    // No toast this time.
  }
}

/** Set on the form once the island answers its submits (and shows the live hints) itself. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** Marks a card drawn before hydration; `data-etanol` and `data-gasolina` hold the prices it answers, as typed. */
const EARLY_ATTRIBUTE = "data-early-verdict";

/** The prices of the two fields as the number fields give them ("4.19"), and whether each holds text it cannot read. */
type TypedPrices = Record<Fuel, { text: string; badInput?: boolean }>;

/** A comparison that gave a verdict: the fuel and the saving per litre under the 70% rule. */
type Verdict = Extract<FuelComparison, { ok: true }>;

/**
 * The verdict under the 70% rule for prices the island would compute as they
 * are (price-check.ts finds no problem in either); null when the island must answer.
 */
export function verdictBeforeHydration(typed: TypedPrices): Verdict | null {
  if (FUELS.some((field) => priceProblemKind(typed[field].text, typed[field].badInput) !== null)) return null;
  const comparison = compareFuels(typed.ethanol.text, typed.gasoline.text);
  return comparison.ok ? comparison : null;
}

/**
 * The card `Result` draws for `verdict` (the 70% rule), without the details
 * that come with the island, marked as drawn before hydration, with the
 * prices it answers, as typed.
 */
export function earlyVerdictCard(
  document: Document,
  { fuel, savingsPerLitre }: Verdict,
  typed: TypedPrices,
): HTMLElement {
  const card = verdictCard(document, fuel, savingsMessage(fuel, savingsPerLitre));
  card.setAttribute(EARLY_ATTRIBUTE, "");
  for (const field of FUELS) card.dataset[PRICE_FIELD_NAMES[field]] = typed[field].text;
  return card;
}

/** The two price fields of the calculator's `form` as typed, and whether each holds text it cannot read. */
export function typedPrices(form: HTMLFormElement): TypedPrices {
  return Object.fromEntries(
    FUELS.map((field) => {
      const input = form.elements.namedItem(PRICE_FIELD_NAMES[field]) as HTMLInputElement;
      return [field, { text: input.value, badInput: input.validity.badInput }];
    }),
  ) as TypedPrices;
}

/** Whether this device stores any of `keys` (a blocked storage stores nothing). */
function storesAny(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * Answers a submit of the calculator's form in `root` until the island
 * claims it: a verdict it can give ({@link verdictBeforeHydration}) is drawn
 * in the result region, brought into view, and the submit stops there; any
 * other submit clears the region (an old result must not stand beside a refused calculation) and goes
 * on to be held for the island. `decidingKeys` are the localStorage keys of
 * figures that decide instead of the 70% rule. Returns the uninstaller.
 */
export function installEarlyVerdict(
  root: Document,
  decidingKeys: readonly string[],
  showToast: (input: ToastInput) => Promise<void> = showSiteToast,
): () => void {
  const answer = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(CALCULATOR_FORM_ATTRIBUTE)) return;
    const region = form.parentElement?.querySelector<HTMLElement>(`[${VERDICT_REGION_ATTRIBUTE}]`);
    if (!region || form.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    const typed = typedPrices(form);
    const verdict = storesAny(decidingKeys) ? null : verdictBeforeHydration(typed);
    if (!verdict) {
      region.replaceChildren();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    region.replaceChildren(earlyVerdictCard(root, verdict, typed));
    region.scrollIntoView({ block: "start" });
    void showToast(successToast(verdict.fuel));
  };
  root.addEventListener("submit", answer, { capture: true });
  // The messages' number formats are built on first use (src/lib/format.ts), which costs a keystroke about 75 ms
  // under CPU ×4 (the first live hint): they are built right after the fields are first painted instead, before the
  // driver can tap them (at the first idle moment they could come while a fast driver typed on a page still
  // arriving: docs/speed-findings.md, "The first number format"). The toaster's files are fetched, unrun, once the
  // visitor starts using the page, so that the first toast waits for no download.
  afterNextPaint(() => void savingsMessage("ethanol", 0));
  const warmToaster = () => loadToastModule().then((module) => module.warmToaster(), ignoreFailure);
  root.addEventListener("focusin", () => whenIdle(warmToaster), { once: true });
  return () => root.removeEventListener("submit", answer, { capture: true });
}

/**
 * Called by the island once hydrated: from now on it answers the form's
 * submits. Returns the prices of the verdict drawn before hydration, if one
 * is on screen in `region`, for the island to take over: the card stays,
 * the island goes on writing in it (draw-verdict.ts), and it no longer
 * carries the early prices, which the island's next verdict would leave behind.
 */
export function claimEarlyVerdict(form: HTMLFormElement, region: HTMLElement): Record<Fuel, string> | null {
  form.setAttribute(HYDRATED_ATTRIBUTE, "");
  const card = region.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}]`);
  if (!card) return null;
  const [ethanol, gasoline] = FUELS.map((field) => card.dataset[PRICE_FIELD_NAMES[field]]);
  card.removeAttribute(EARLY_ATTRIBUTE);
  for (const field of FUELS) card.removeAttribute(`data-${PRICE_FIELD_NAMES[field]}`);
  return ethanol !== undefined && gasoline !== undefined ? { ethanol, gasoline } : null;
}
