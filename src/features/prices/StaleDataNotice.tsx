import { TriangleAlert } from "lucide-react";

/**
 * The notice that the prices shown are old ("Dados de junho de 2026:
 * confira o preço na bomba"), from `staleDataNotice` (price-dates.ts);
 * renders nothing for null. A note, not an alert: it is there on load.
 */
export function StaleDataNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{notice}</span>
    </p>
  );
}
