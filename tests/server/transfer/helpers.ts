/** Multipart bodies, zip bundles and seeded objects for the export/import tests. */
import JSZip from 'jszip';
import yaml from 'js-yaml';
import type { LightMyRequestResponse } from 'fastify';
import { openEngine } from '../../../server/engines';
import type { TestInstance } from '../harness';
import type { TableWith } from '../../../server/store/schema';

export interface FilePart {
  field: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data payload with text fields and files, for app.inject. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value])
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a bundle to /api/v1/{kind}/import/ as `user`. */
export function importZip(
  t: TestInstance,
  kind: string,
  zip: Buffer,
  opts: { passwords?: Record<string, string>; overwrite?: boolean; user?: string } = {},
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = { overwrite: opts.overwrite ? 'true' : 'false' };
  if (opts.passwords) fields.passwords = JSON.stringify(opts.passwords);
  const body = multipart(fields, [
    { field: 'formData', filename: 'bundle.zip', content: zip, type: 'application/zip' },
  ]);
  return t.as(opts.user ?? 'admin', { method: 'POST', url: `/api/v1/${kind}/import/`, ...body });
}

/** The files of a zip keyed by path without the root folder, parsed as YAML. */
export async function unzip(bytes: Buffer): Promise<Map<string, Record<string, unknown>>> {
  const zip = await JSZip.loadAsync(bytes);
  const out = new Map<string, Record<string, unknown>>();
  for (const f of Object.values(zip.files)) {
    if (f.dir) continue;
    out.set(f.name.split('/').slice(1).join('/'), yaml.load(await f.async('string')) as Record<string, unknown>);
  }
  return out;
}

/** A zip of YAML texts under a root folder. */
export async function zipOf(files: Record<string, string>, root = 'bundle'): Promise<Buffer> {
  const zip = new JSZip();
  for (const [path, text] of Object.entries(files)) zip.file(`${root}/${path}`, text);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Exports ids of a kind as admin (or `user`) and returns the response. */
export function exportIds(
  t: TestInstance,
  kind: string,
  ids: number[],
  user = 'admin',
): Promise<LightMyRequestResponse> {
  return t.as(user, { url: `/api/v1/${kind}/export/?q=!(${ids.join(',')})` });
}

/** Creates the `sales` table in a DuckDB file of the instance's data folder. */
export async function createSalesTable(t: TestInstance, file: string): Promise<void> {
  const conn = openEngine(t.config.dataDir, `duckdb:///${file}`, null);
  await conn.run(
    `CREATE OR REPLACE TABLE sales AS SELECT i AS id, ['a','b','c'][1 + i % 3] AS cat, (i * 1.5)::DOUBLE AS amount FROM range(1, 31) t(i)`,
  );
}

export interface Seeded {
  databaseId: number;
  datasetId: number;
  chartId: number;
  dashboardId: number;
  savedQueryId: number;
}

/** A database, the `sales` dataset, a chart on it, a dashboard placing the chart, and a saved query. */
export async function seedObjects(t: TestInstance, file = 'transfer.duckdb'): Promise<Seeded> {
  await createSalesTable(t, file);
  const ok = (res: LightMyRequestResponse): number => {
    if (res.statusCode !== 201) throw new Error(`seed failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { id: number }).id;
  };
  const databaseId = ok(
    await t.api({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: 'Transfer DB', sqlalchemy_uri: `duckdb:///${file}`, allow_file_upload: true },
    }),
  );
  const datasetId = ok(
    await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: databaseId, schema: 'main', table_name: 'sales' },
    }),
  );
  const queryContext = {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [{ columns: ['cat'], metrics: ['count'], orderby: [['cat', true]], row_limit: 100 }],
    form_data: { datasource: `${datasetId}__table`, viz_type: 'table' },
    result_format: 'json',
    result_type: 'full',
  };
  const chartId = ok(
    await t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: 'Sales by category',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({
          datasource: `${datasetId}__table`,
          viz_type: 'table',
          groupby: ['cat'],
          metrics: ['count'],
        }),
        query_context: JSON.stringify(queryContext),
      },
    }),
  );
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
    GRID_ID: { children: ['ROW-1'], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
    'ROW-1': {
      children: ['CHART-1'],
      id: 'ROW-1',
      meta: { background: 'BACKGROUND_TRANSPARENT' },
      parents: ['ROOT_ID', 'GRID_ID'],
      type: 'ROW',
    },
    'CHART-1': {
      children: [],
      id: 'CHART-1',
      meta: { chartId, height: 50, width: 4, sliceName: 'Sales by category' },
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      type: 'CHART',
    },
  };
  const metadata = {
    expanded_slices: { [chartId]: true },
    native_filter_configuration: [
      {
        id: 'NATIVE_FILTER-1',
        name: 'Category',
        filterType: 'filter_select',
        targets: [{ datasetId, column: { name: 'cat' } }],
        chartsInScope: [chartId],
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
      },
    ],
  };
  const dashboardId = ok(
    await t.api({
      method: 'POST',
      url: '/api/v1/dashboard/',
      payload: {
        dashboard_title: 'Sales overview',
        slug: 'sales-overview',
        position_json: JSON.stringify(position),
        json_metadata: JSON.stringify(metadata),
        published: true,
      },
    }),
  );
  const sq = await t.store.db
    .insertInto('saved_query')
    .values({
      uuid: crypto.randomUUID(),
      user_id: 1,
      db_id: databaseId,
      schema: 'main',
      label: 'Top categories',
      sql: 'SELECT cat, count(*) FROM sales GROUP BY 1',
      created_on: new Date().toISOString(),
      changed_on: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { databaseId, datasetId, chartId, dashboardId, savedQueryId: Number(sq.id) };
}

/** The uuid of a row of a metadata table. */
export async function uuidOf(t: TestInstance, table: TableWith<'id' | 'uuid'>, id: number): Promise<string> {
  const row = await t.store.db.selectFrom(table).select('uuid').where('id', '=', id).executeTakeFirstOrThrow();
  return String(row.uuid);
}

/** The row of a metadata table with a uuid, or undefined. */
export async function rowByUuid(
  t: TestInstance,
  table: TableWith<'uuid'>,
  uuid: string,
): Promise<Record<string, unknown> | undefined> {
  return (await t.store.db.selectFrom(table).selectAll().where('uuid', '=', uuid).executeTakeFirst()) as
    Record<string, unknown> | undefined;
}
