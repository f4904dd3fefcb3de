/**
 * The script of the /carros search box (CarSearch.tsx), plain DOM, no
 * framework, inlined in the page. The versions (/carros/busca.json) and the
 * search code (/carros/busca.js) come on the first focus or keystroke in the field.
 * Typing lists the best matches as links to each version's row on its
 * make's page; Enter opens the first. A failed download says so in the
 * status line and offers the list of makes.
 */
import {
  CAR_SEARCH_IDS,
  CATALOGUE_SEARCH_SCRIPT,
  type SearchEntry,
  type SearchIndexJson,
} from "#features/cars/dom-contract.ts";

/** The search entries' URL. */
const SEARCH_INDEX_URL = "/carros/busca.json";

type Search = (query: string) => { shown: SearchEntry[]; total: number };

/** "1 versão encontrada", "12 versões encontradas; as 8 primeiras:". */
export function statusText(total: number, shown: number): string {
  if (total === 0) return "Nenhuma versão encontrada. Confira a grafia ou procure pela marca na lista abaixo.";
  if (total === 1) return "1 versão encontrada:";
  return total > shown ? `${total} versões encontradas; as ${shown} primeiras:` : `${total} versões encontradas:`;
}

/** Wires the search box of `root`, if the page has one. */
export function enhanceCarSearch(root: Document): void {
  const form = root.getElementById(CAR_SEARCH_IDS.form);
  const input = root.getElementById(CAR_SEARCH_IDS.input);
  const status = root.getElementById(CAR_SEARCH_IDS.status);
  const results = root.getElementById(CAR_SEARCH_IDS.results);
  if (!(form instanceof HTMLFormElement) || !(input instanceof HTMLInputElement) || !status || !results) return;

  let loading: Promise<Search> | null = null;
  const load = () =>
    (loading ??= Promise.all([
      import(/* @vite-ignore */ CATALOGUE_SEARCH_SCRIPT) as Promise<
        typeof import("#features/cars/browser/catalogue-search.ts")
      >,
      fetch(SEARCH_INDEX_URL).then((response) => {
        if (!response.ok) throw new Error(`${SEARCH_INDEX_URL}: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexJson>;
      }),
    ]).then(([module, index]) => module.createCatalogueSearch(index.entries)));

  const render = (search: Search) => {
    const query = input.value;
    if (query.trim() === "") {
      status.textContent = "";
      results.replaceChildren();
      return;
    }
    const { shown, total } = search(query);
    status.textContent = statusText(total, shown.length);
    results.replaceChildren(
      ...shown.map((entry) => {
        const item = root.createElement("li");
        const link = root.createElement("a");
        link.href = entry.h;
        link.className = "block py-2 text-blue-800 underline underline-offset-2 hover:text-blue-950";
        link.textContent = entry.n;
        const detail = root.createElement("span");
        detail.className = "block text-sm text-slate-700 no-underline";
        detail.textContent = entry.d;
        link.append(detail);
        item.append(link);
        return item;
      }),
    );
  };

  const update = () =>
    load().then(render, () => {
      loading = null;
      status.textContent = "Não foi possível carregar a busca agora. Procure pela marca na lista abaixo.";
    });

  input.addEventListener("focus", () => void load().catch(() => (loading = null)), { once: true });
  input.addEventListener("input", () => void update());
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void load().then((search) => {
      const first = search(input.value).shown[0];
      if (first) window.location.assign(first.h);
      else render(search);
    }, update);
  });
}
