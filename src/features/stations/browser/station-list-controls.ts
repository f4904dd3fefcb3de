/**
 * The script of a city's station list (/precos/<uf>/<cidade>/postos),
 * plain DOM, no framework, inlined in the page. The list works without it;
 * with it, the hidden controls appear: the order (cost per km, ethanol
 * price, gasoline price) and, in a city with many stations, the
 * neighbourhood. Each station's place in every order was computed exactly
 * at build time (`data-rank-*`), so the script only moves list items. When
 * the city's list spans several pages, the other pages are fetched on the
 * first change and their stations joined to this one; offline, the order
 * and the filter apply to this page's stations and the status says so.
 */
import { STATION_LIST_IDS } from "#features/stations/station-list-ids.ts";
import { orderSentence, STATION_ORDERS, type StationOrder } from "#features/stations/station-order.ts";

/** The data attribute holding a station's place in `order` (1 = first). */
const RANK_KEY: Readonly<Record<StationOrder, string>> = {
  cost: "rankCost",
  ethanol: "rankEthanol",
  gasoline: "rankGasoline",
};

const isOrder = (value: string): value is StationOrder => (STATION_ORDERS as readonly string[]).includes(value);

/**
 * "1 posto", "12 postos no bairro Centro". The singular for 1 alone, as
 * plural() says (src/lib/plural.ts), written here by hand: Astro inlines this
 * script only while it shares no module with the rest of the site.
 */
export function filterStatus(shown: number, district: string): string {
  const count = `${shown} ${shown === 1 ? "posto" : "postos"}`;
  return district ? `${count} no bairro ${district}.` : `${count}.`;
}

/** The station items of another page of the list; throws when the page cannot be fetched. */
async function fetchItems(url: string): Promise<Element[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  return [...(page.getElementById(STATION_LIST_IDS.list)?.children ?? [])];
}

/** Wires the station list of `root`, if the page has one. */
export function enhanceStationList(root: Document): void {
  const form = root.getElementById(STATION_LIST_IDS.form);
  const order = root.getElementById(STATION_LIST_IDS.order);
  const list = root.getElementById(STATION_LIST_IDS.list);
  const status = root.getElementById(STATION_LIST_IDS.status);
  const sentence = root.getElementById(STATION_LIST_IDS.sentence);
  if (!(form instanceof HTMLFormElement) || !(order instanceof HTMLSelectElement) || !list || !status || !sentence)
    return;
  wire(root, { form, order, list, status, sentence, district: root.getElementById(STATION_LIST_IDS.district) });
}

/** The list's elements, found. */
interface ListElements {
  form: HTMLFormElement;
  order: HTMLSelectElement;
  list: HTMLElement;
  status: HTMLElement;
  sentence: HTMLElement;
  district: HTMLElement | null;
}

function wire(root: Document, { form, order, list, status, sentence, district }: ListElements): void {
  const pages = (form.dataset.pages ?? "").split(" ").filter(Boolean);
  const here = root.location.pathname;
  let joined: Promise<boolean> | null = null;

  /** Joins the other pages' stations to this list, once; false when one of them could not be fetched. */
  const joinPages = () =>
    (joined ??= Promise.all(pages.filter((url) => url !== here).map(fetchItems)).then(
      (others) => {
        list.append(...others.flat());
        root.getElementById(STATION_LIST_IDS.pages)?.setAttribute("hidden", "");
        return true;
      },
      () => {
        joined = null;
        return false;
      },
    ));

  async function apply() {
    const chosen = isOrder(order.value) ? order.value : "cost";
    const place = district instanceof HTMLSelectElement ? district.value : "";
    const complete = pages.length > 1 ? await joinPages() : true;
    const items = [...list.children] as HTMLElement[];
    const rank = (item: HTMLElement) => Number(item.dataset[RANK_KEY[chosen]]);
    items.sort((a, b) => rank(a) - rank(b));
    list.append(...items);
    let shown = 0;
    for (const item of items) {
      item.hidden = place !== "" && item.dataset.district !== place;
      if (!item.hidden) shown += 1;
    }
    sentence.textContent = orderSentence(chosen);
    status.textContent = complete
      ? filterStatus(shown, place)
      : `Sem conexão: a ordem e o filtro valem só para os postos desta página. ${filterStatus(shown, place)}`;
  }

  form.hidden = false;
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("change", () => void apply());
}
