import { Search } from "lucide-react";
import { CAR_SEARCH_IDS } from "#features/cars/dom-contract.ts";

/**
 * The search box of /carros, rendered at build time: a labelled search
 * field, a status line announced to screen readers and the list of
 * results, each a link to the version's row on its make's page. Its
 * script (car-search-box.ts, no framework) fetches the versions and the
 * search on the first focus or keystroke. Without JavaScript, searching
 * jumps to the list of makes (`fallback`, an anchor on the page).
 */
export function CarSearch({ fallback }: { fallback: string }) {
  return (
    <form id={CAR_SEARCH_IDS.form} role="search" action={fallback} className="mt-6 max-w-xl">
      <label htmlFor={CAR_SEARCH_IDS.input} className="block text-lg font-semibold text-slate-900">
        Procure o seu carro
      </label>
      <p id={`${CAR_SEARCH_IDS.input}-ajuda`} className="text-sm text-slate-700">
        Marca, modelo, versão ou motor, de qualquer tabela desde 2020: “onix ltz”, “hb20 1.0”, “corolla”.
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id={CAR_SEARCH_IDS.input}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${CAR_SEARCH_IDS.input}-ajuda ${CAR_SEARCH_IDS.status}`}
          aria-controls={CAR_SEARCH_IDS.results}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus:outline-3 focus:outline-offset-1 focus:outline-blue-700"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <Search aria-hidden="true" className="size-5" />
          Buscar
        </button>
      </div>
      <p id={CAR_SEARCH_IDS.status} role="status" className="mt-2 text-sm text-slate-700"></p>
      <ul id={CAR_SEARCH_IDS.results} className="mt-1 divide-y divide-slate-200"></ul>
    </form>
  );
}
