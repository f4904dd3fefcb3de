import { LINK } from "#components/ui/table-styles.ts";
import { makePath } from "#lib/paths.ts";
import { plural } from "#lib/plural.ts";
import type { CatalogueMake } from "./catalogue-pages.ts";

/**
 * The list of every make in the catalogue (all Inmetro – PBE Veicular
 * editions), each a link to its page with how many models
 * and which table years it has ("20 modelos, tabelas de 2020 a 2026"). Static.
 */
export function MakeList({ makes }: { makes: readonly CatalogueMake[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {makes.map((make) => (
        <li key={make.slug} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <a href={makePath(make.slug)} className={`${LINK} text-lg font-semibold`}>
            {make.name}
          </a>
          <span className="block text-sm text-slate-700">
            {`${make.modelCount} ${plural(make.modelCount, { one: "modelo", other: "modelos" })}`},{" "}
            {make.firstYear === make.lastYear
              ? `tabela de ${make.firstYear}`
              : `tabelas de ${make.firstYear} a ${make.lastYear}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
