import { STATION_LIST_IDS } from "#features/stations/station-list-ids.ts";
import { ORDER_OPTION, STATION_ORDERS } from "#features/stations/station-order.ts";

const SELECT =
  "min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:border-blue-700";

/**
 * The controls of a city's station list: the order and, given
 * `districts`, the neighbourhood filter, with a status line. Rendered
 * hidden: the list's script (station-list-controls.ts) shows and wires
 * them, so without JavaScript the page is the list alone. `pageUrls` are
 * the addresses of every page of the city's list when it spans several.
 */
export function StationListControls({
  districts,
  pageUrls,
}: {
  districts: readonly string[];
  pageUrls: readonly string[];
}) {
  return (
    <form id={STATION_LIST_IDS.form} hidden data-pages={pageUrls.join(" ")} className="mt-6 grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={STATION_LIST_IDS.order} className="font-semibold text-slate-900">
          Ordenar por
        </label>
        <select id={STATION_LIST_IDS.order} className={SELECT}>
          {STATION_ORDERS.map((order) => (
            <option key={order} value={order}>
              {ORDER_OPTION[order]}
            </option>
          ))}
        </select>
      </div>
      {districts.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={STATION_LIST_IDS.district} className="font-semibold text-slate-900">
            Bairro
          </label>
          <select id={STATION_LIST_IDS.district} className={SELECT}>
            <option value="">Todos os bairros</option>
            {districts.map((district) => (
              <option key={district}>{district}</option>
            ))}
          </select>
        </div>
      )}
      <p id={STATION_LIST_IDS.status} role="status" className="text-sm font-medium text-slate-800 sm:col-span-2" />
    </form>
  );
}
