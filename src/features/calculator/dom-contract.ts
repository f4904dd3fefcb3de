/**
 * What the calculator's markup (island/Calculator.tsx, build/EmbedCalculator.tsx)
 * shares with the scripts that answer it before hydration and in the framed
 * calculator (browser/early-verdict.ts, embed-calculator.ts), and with the
 * home page that places the island.
 */

/** Marks the calculator's form. */
export const CALCULATOR_FORM_ATTRIBUTE = "data-calculator";

/** Marks the live region the verdict is shown in. */
export const VERDICT_REGION_ATTRIBUTE = "data-verdict-region";

/**
 * The selector of the elements whose use this answers before hydration, the
 * price fields and the button: typing and tapping there need not hydrate the
 * island (`client:interaction`'s `answered`, src/browser/directives/interaction.ts).
 * A function, so that the inline script, which never calls it, drops it.
 */
export function answeredBeforeHydration(): string {
  return `[${CALCULATOR_FORM_ATTRIBUTE}] :is(input[type=number],button[type=submit])`;
}

/**
 * Marks the page's `<template>` holding the button that applies a suggested
 * price, as the island draws it (`Button`, outline, small): cloned here, so
 * that the script carries no button styles of its own.
 */
export const SUGGESTION_TEMPLATE_ATTRIBUTE = "data-suggestion-button";
