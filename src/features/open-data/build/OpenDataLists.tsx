import { Fragment } from "react";
import { LINK } from "#components/ui/table-styles.ts";
import { dataFilePath, type WeekFiles, weekPagePath } from "#features/open-data/datapackage.ts";
import { columnKind, formatBytes, rowCount } from "#features/open-data/open-data-messages.ts";
import { type Table, TABLES } from "#features/open-data/open-data-tables.ts";
import { weeksByYear } from "#features/open-data/week-index.ts";

/**
 * A week's six files, a card per table (postos, municipios, estados): the
 * table's name, its rows in words ("4.376 postos"), and its CSV and JSON
 * file, each linked by its name, with its size. Headings at level 3, under
 * the section that names the week.
 */
export function WeekFileList({ week }: { week: WeekFiles }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {TABLES.map((table) => {
        const files = week.files.filter((file) => file.table === table.name);
        return (
          <li key={table.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-bold text-slate-900">{table.title}</h3>
            <p className="text-sm text-slate-700">{rowCount(table.name, files[0]?.rows ?? 0)}</p>
            <ul className="mt-2 space-y-1">
              {files.map((file) => (
                <li key={file.file}>
                  <a href={dataFilePath(week.week, file.file)} className={LINK} download>
                    {file.file}
                  </a>{" "}
                  ({formatBytes(file.bytes)})
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every kept week, newest first, as a link to its page ("14 a 20/06/2026"),
 * under a heading per year (level 3; a week belongs to its Saturday's
 * year, weeksByYear). Two elements a week, the least a list of links can
 * have, so that years of weeks stay within the page's budget
 * (docs/decisions/0007-open-data-pages.md).
 */
export function WeekLinks({ weeks }: { weeks: readonly WeekFiles[] }) {
  return weeksByYear(weeks).map(({ year, weeks: ofYear }) => (
    <Fragment key={year}>
      <h3 className="mt-6 text-lg font-bold text-slate-900 first:mt-0">{year}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
        {ofYear.map(({ week, label }) => (
          <li key={week.start}>
            <a href={weekPagePath(week)} className={`${LINK} inline-block py-1`}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </Fragment>
  ));
}

/**
 * One table's columns, in the files' order: each name as in the files (the
 * term), then its title, type and unit, and what it holds. A `dt` and a
 * `dd` per column and nothing more, so that /dados keeps its elements for
 * the weeks' links (docs/decisions/0007-open-data-pages.md).
 */
function ColumnList({ table }: { table: Table<never> }) {
  return (
    <dl className="mt-3 rounded-xl border border-slate-200 bg-white px-4">
      {table.columns.map((column) => (
        <Fragment key={column.name}>
          <dt className="-mx-4 border-t border-slate-200 px-4 pt-3 font-mono text-sm font-semibold text-slate-900 first:border-t-0">
            {column.name}
          </dt>
          <dd className="pt-1 pb-3 text-sm text-slate-800">
            {column.title} ({columnKind(column)}). {column.description}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Every table: its file names, what one row is, and its columns. */
export function TableColumns() {
  return (
    <div className="space-y-8">
      {TABLES.map((table) => (
        <div key={table.name}>
          <h3 className="text-lg font-bold text-slate-900">
            {table.title}: {table.name}.csv e {table.name}.json
          </h3>
          <p className="mt-1 max-w-3xl text-slate-800">{table.description}</p>
          <ColumnList table={table} />
        </div>
      ))}
    </div>
  );
}
