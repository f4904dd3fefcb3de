import { CAPTION, CAPTION_TEXT, FIRST_COLUMN, HEAD_CELL, LINK, TABLE } from "#components/ui/table-styles.ts";
import { TableFrame } from "#components/ui/TableFrame.tsx";
import { dataFilePath, type WeekFiles } from "../datapackage.ts";
import { FORMATS } from "../open-data-files.ts";
import { columnKind, formatBytes, stationCount } from "../open-data-messages.ts";
import { type Table, TABLES } from "../open-data-tables.ts";

/**
 * The kept weeks, newest first, one row each: the named survey week with
 * its number of stations, then each table's CSV and JSON file, linked
 * ("CSV", "JSON": the column group's header names the table, the row's
 * the week) with its size. A table, so that a week costs few elements however many
 * weeks are kept; on a phone it scrolls sideways inside its frame.
 */
export function WeekFileTable({ weeks, caption }: { weeks: readonly WeekFiles[]; caption: string }) {
  return (
    <TableFrame labelledBy="arquivos-legenda">
      <table className={`${TABLE} min-w-[36rem]`}>
        <caption id="arquivos-legenda" className={CAPTION}>
          <span className={CAPTION_TEXT}>{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
              Pesquisa
            </th>
            {TABLES.map((table) => (
              <th key={table.name} scope="colgroup" colSpan={FORMATS.length} className={HEAD_CELL}>
                {table.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map(({ week, label, files }) => (
            <tr key={week.start}>
              <th scope="row" className={`${FIRST_COLUMN} bg-white font-semibold whitespace-nowrap`}>
                {label}
                <span className="block font-normal text-slate-700">
                  {stationCount(files.find((file) => file.table === "postos")?.rows ?? 0)}
                </span>
              </th>
              {files.map((file) => (
                <td key={file.file} className="whitespace-nowrap">
                  <a href={dataFilePath(week, file.file)} className={LINK} download>
                    {file.format.toUpperCase()}
                  </a>{" "}
                  {formatBytes(file.bytes)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** One table's columns, in the files' order: each name as in the files, its title, type and unit, and what it holds. */
function ColumnList({ table }: { table: Table<never> }) {
  return (
    <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {table.columns.map((column) => (
        <div key={column.name} className="px-4 py-3">
          <dt className="text-slate-900">
            <code className="font-mono text-sm font-semibold">{column.name}</code>: {column.title} ({columnKind(column)}
            )
          </dt>
          <dd className="mt-1 text-sm text-slate-800">{column.description}</dd>
        </div>
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
