import { TriangleAlert } from "lucide-react";
import { isAfter, SHOWN_AFTER } from "#components/ui/dated-text.ts";
import { freshUntil, STALE_AFTER_DAYS, staleNoticeText } from "#features/prices/price-dates.ts";

/**
 * The notice that the prices shown are old ("Dados de junho de 2026:
 * confira o preço na bomba") once more than 30 days have passed since
 * `lastDate` (ISO, the data's last day; rule: `staleDataNotice`). Always in
 * the HTML; shown by the build's clock (`now`) and then by the visitor's
 * (`showDatedTexts`), so a page built while the data was new still warns
 * when read later. A note, not an alert: it is there on load.
 */
export function StaleDataNotice({ lastDate, now }: { lastDate: string; now: Date }) {
  const from = freshUntil(lastDate, STALE_AFTER_DAYS);
  return (
    <p
      {...{ [SHOWN_AFTER]: from.toISOString() }}
      hidden={!isAfter(from, now)}
      className="mt-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{staleNoticeText(lastDate)}</span>
    </p>
  );
}
