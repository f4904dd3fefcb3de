import { Calculator as CalculatorIcon } from "lucide-react";
import { Button } from "#components/ui/Button.tsx";
import {
  CALCULATOR_FORM_ATTRIBUTE,
  SUGGESTION_TEMPLATE_ATTRIBUTE,
  VERDICT_REGION_ATTRIBUTE,
} from "#features/calculator/dom-contract.ts";
import { CALCULATE_LABEL } from "#features/calculator/form-messages.ts";
import { PriceField } from "#features/calculator/island/PriceField.tsx";
import { FUELS } from "#lib/fuels.ts";

/** The fields' handlers, never called: this markup is not hydrated (the page's script answers it). */
const ignore = () => undefined;

/**
 * The calculator of /embed/calculadora, the page other sites frame, rendered
 * at build time and never hydrated: the two price fields of the home page
 * (`PriceField`, with their hints' places), "Calcular", the live region
 * of the verdict, which the page's script fills (island/embed-calculator.ts),
 * and the button it offers under a questioned price, in a `<template>`.
 * Without that script the form opens the site's own calculator in a new tab
 * with the prices in its address (`/?etanol=4.19&gasolina=6.29`), which
 * calculates them (the frame's own origin: `form-action 'self'`).
 */
export function EmbedCalculator() {
  return (
    <div>
      <form
        {...{ [CALCULATOR_FORM_ATTRIBUTE]: "" }}
        action="/"
        target="_blank"
        noValidate
        className="grid gap-3 min-[440px]:grid-cols-2"
      >
        {FUELS.map((fuel) => (
          <PriceField
            key={fuel}
            fuel={fuel}
            problem={undefined}
            hint={null}
            onType={ignore}
            onPut={ignore}
            onUseSuggestion={ignore}
          />
        ))}
        <Button type="submit" size="lg" className="min-[440px]:col-span-2">
          <CalculatorIcon aria-hidden="true" className="size-6" />
          {CALCULATE_LABEL}
        </Button>
      </form>
      <template {...{ [SUGGESTION_TEMPLATE_ATTRIBUTE]: "" }}>
        <Button variant="outline" size="sm" />
      </template>
      <div {...{ [VERDICT_REGION_ATTRIBUTE]: "" }} aria-live="polite" aria-atomic="true" className="mt-4 empty:mt-0" />
    </div>
  );
}
