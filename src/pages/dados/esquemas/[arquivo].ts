/**
 * /dados/esquemas/<tabela>-<csv|json>.json: the Table Schema of each open
 * data table in each format, which every week's resource in
 * /dados/datapackage.json points to (open-data feature, datapackage.ts).
 */
import { SCHEMA_FILES, schemaFileName, tableSchema } from "#features/open-data/datapackage.ts";

export function getStaticPaths() {
  return SCHEMA_FILES.map(({ table, format }) => ({
    params: { arquivo: schemaFileName(table.name, format) },
    props: { schema: tableSchema(table, format) },
  }));
}

export function GET({ props }: { props: { schema: Record<string, unknown> } }): Response {
  return new Response(`${JSON.stringify(props.schema, null, 2)}\n`, {
    headers: { "Content-Type": "application/json" },
  });
}
