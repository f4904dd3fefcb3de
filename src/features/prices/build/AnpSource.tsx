import { ANP_SOURCE } from "#data/dataset.ts";
import { ANP_SURVEY_URL } from "./price-pages.ts";

/**
 * The source line under the ANP figures: "Fonte: ANP – Levantamento de
 * Preços de Combustíveis", linking to the ANP's page of the weekly surveys,
 * with what the figures cover (`period`, e.g. "Pesquisa ANP de 7 a 13/06/2026").
 */
export function AnpSource({ period }: { period: string }) {
  return (
    <p className="mt-3 text-sm text-slate-700">
      {period}.{" "}
      <a href={ANP_SURVEY_URL} className="text-blue-800 underline underline-offset-2">
        {ANP_SOURCE}
      </a>
      .
    </p>
  );
}
