/** Builds the YAML files of an export: the chosen objects plus everything they depend on, keyed by uuid. */
import { randomUUID } from 'node:crypto';
import type { Row, Trx } from '../api/resource';
import { MASKED_PASSWORD, withPassword } from '../engines';
import type { MetaDb } from '../store/db';
import type { IdTable } from '../store/schema';
import { EXPORT_VERSION, fileStem, secureFilename, toYaml } from './bundle';
import type { KindName } from './kinds';
import { addChartUuids } from './position';

type Db = MetaDb | Trx;

const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't';
const json = (text: unknown): unknown => {
  if (typeof text !== 'string' || !text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const jsonObject = (text: unknown): Record<string, unknown> => {
  const v = json(text);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
};

/** What the exporting user may read of what a chart or dashboard links to: charts and datasets. */
export interface ExportAccess {
  readableCharts(ids: number[]): Promise<Set<number>>;
  datasets: 'all' | number[];
}

const EVERYTHING: ExportAccess = { readableCharts: async (ids) => new Set(ids), datasets: 'all' };
const readsDataset = (access: ExportAccess, id: number): boolean =>
  access.datasets === 'all' || access.datasets.includes(id);

/** Collects files by path; the first writer of a path wins, as dependencies are shared. */
class Files {
  readonly files = new Map<string, string>();
  readonly seen = new Set<string>();
  constructor(
    readonly db: Db,
    readonly access: ExportAccess,
  ) {}
  once(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
  put(path: string, payload: unknown): void {
    if (!this.files.has(path)) this.files.set(path, toYaml(payload));
  }
}

async function byId(db: Db, table: IdTable, id: number): Promise<Row | undefined> {
  return (await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
}

const databaseStem = (d: Row): string => fileStem(String(d.database_name), Number(d.id), true);

async function exportDatabase(out: Files, id: number): Promise<Row | undefined> {
  const d = await byId(out.db, 'dbs', id);
  if (!d || !out.once(`db:${id}`)) return d;
  let uri = String(d.sqlalchemy_uri);
  if (d.encrypted_password && !uri.includes(MASKED_PASSWORD)) uri = withPassword(uri, MASKED_PASSWORD);
  out.put(`databases/${databaseStem(d)}.yaml`, {
    database_name: d.database_name,
    sqlalchemy_uri: uri,
    cache_timeout: d.cache_timeout ?? null,
    expose_in_sqllab: bool(d.expose_in_sqllab),
    allow_run_async: bool(d.allow_run_async),
    allow_ctas: bool(d.allow_ctas),
    allow_cvas: bool(d.allow_cvas),
    allow_dml: bool(d.allow_dml),
    allow_file_upload: bool(d.allow_file_upload),
    extra: jsonObject(d.extra),
    impersonate_user: bool(d.impersonate_user),
    uuid: d.uuid,
    version: EXPORT_VERSION,
  });
  return d;
}

async function exportDataset(out: Files, id: number, related: boolean): Promise<Row | undefined> {
  const t = await byId(out.db, 'tables', id);
  if (!t || !out.once(`ds:${id}`)) return t;
  const d = await byId(out.db, 'dbs', Number(t.database_id));
  if (!d) return t;
  const columns = (await out.db
    .selectFrom('table_columns')
    .selectAll()
    .where('table_id', '=', id)
    .orderBy('id')
    .execute()) as Row[];
  const metrics = (await out.db
    .selectFrom('sql_metrics')
    .selectAll()
    .where('table_id', '=', id)
    .orderBy('id')
    .execute()) as Row[];
  out.put(`datasets/${databaseStem(d)}/${fileStem(String(t.table_name), id, true)}.yaml`, {
    table_name: t.table_name,
    main_dttm_col: t.main_dttm_col ?? null,
    description: t.description ?? null,
    default_endpoint: t.default_endpoint ?? null,
    offset: Number(t.offset ?? 0),
    cache_timeout: t.cache_timeout ?? null,
    catalog: t.catalog ?? null,
    schema: t.schema ?? null,
    sql: t.sql ?? null,
    params: null,
    template_params: json(t.template_params),
    filter_select_enabled: bool(t.filter_select_enabled),
    fetch_values_predicate: t.fetch_values_predicate ?? null,
    extra: json(t.extra),
    normalize_columns: bool(t.normalize_columns),
    always_filter_main_dttm: bool(t.always_filter_main_dttm),
    uuid: t.uuid,
    metrics: metrics.map((m) => ({
      metric_name: m.metric_name,
      verbose_name: m.verbose_name ?? null,
      metric_type: m.metric_type ?? null,
      expression: m.expression,
      description: m.description ?? null,
      d3format: m.d3format ?? null,
      currency: json(m.currency),
      extra: json(m.extra),
      warning_text: m.warning_text ?? null,
      uuid: m.uuid ?? randomUUID(),
    })),
    columns: columns.map((c) => ({
      column_name: c.column_name,
      verbose_name: c.verbose_name ?? null,
      is_dttm: bool(c.is_dttm),
      is_active: bool(c.is_active),
      type: c.type ?? null,
      advanced_data_type: c.advanced_data_type ?? null,
      groupby: bool(c.groupby),
      filterable: bool(c.filterable),
      expression: c.expression ?? null,
      description: c.description ?? null,
      python_date_format: c.python_date_format ?? null,
      extra: json(c.extra),
      uuid: c.uuid ?? randomUUID(),
    })),
    version: EXPORT_VERSION,
    database_uuid: d.uuid,
  });
  if (related) await exportDatabase(out, Number(d.id));
  return t;
}

async function exportChart(out: Files, id: number, related: boolean): Promise<void> {
  const s = await byId(out.db, 'slices', id);
  if (!s || !out.once(`chart:${id}`)) return;
  const dataset =
    s.datasource_id !== null && s.datasource_id !== undefined
      ? await byId(out.db, 'tables', Number(s.datasource_id))
      : undefined;
  out.put(`charts/${fileStem(String(s.slice_name), id)}.yaml`, {
    slice_name: s.slice_name,
    description: s.description ?? null,
    certified_by: s.certified_by ?? null,
    certification_details: s.certification_details ?? null,
    viz_type: s.viz_type,
    params: json(s.params) ?? {},
    query_context: s.query_context ?? null,
    cache_timeout: s.cache_timeout ?? null,
    uuid: s.uuid,
    version: EXPORT_VERSION,
    ...(dataset ? { dataset_uuid: dataset.uuid } : {}),
  });
  if (related && dataset && readsDataset(out.access, Number(dataset.id)))
    await exportDataset(out, Number(dataset.id), true);
}

async function exportDashboard(out: Files, id: number, related: boolean): Promise<void> {
  const d = await byId(out.db, 'dashboards', id);
  if (!d || !out.once(`dash:${id}`)) return;
  const linked = await out.db
    .selectFrom('dashboard_slices')
    .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
    .select(['slices.id', 'slices.uuid', 'slices.slice_name'])
    .where('dashboard_slices.dashboard_id', '=', id)
    .orderBy('slices.id')
    .execute();
  const readable = await out.access.readableCharts(linked.map((c) => Number(c.id)));
  const charts = linked
    .filter((c) => readable.has(Number(c.id)))
    .map((c) => ({ id: Number(c.id), uuid: String(c.uuid), name: String(c.slice_name) }));
  const position = addChartUuids(jsonObject(d.position_json), charts, String(d.dashboard_title));
  const metadata = jsonObject(d.json_metadata);
  const datasetIds: number[] = [];
  for (const filter of asArray(metadata.native_filter_configuration)) {
    for (const target of asArray((filter as Row).targets)) {
      const t = target as Row;
      if (typeof t.datasetId !== 'number') continue;
      if (!readsDataset(out.access, t.datasetId)) {
        delete t.datasetId;
        continue;
      }
      const ds = await byId(out.db, 'tables', t.datasetId);
      datasetIds.push(t.datasetId);
      delete t.datasetId;
      if (ds) t.datasetUuid = ds.uuid;
    }
  }
  out.put(`dashboards/${fileStem(String(d.dashboard_title), id)}.yaml`, {
    dashboard_title: d.dashboard_title,
    description: d.description ?? null,
    css: d.css ?? null,
    slug: d.slug ?? null,
    certified_by: d.certified_by ?? null,
    certification_details: d.certification_details ?? null,
    published: bool(d.published),
    uuid: d.uuid,
    position,
    metadata,
    version: EXPORT_VERSION,
  });
  if (!related) return;
  for (const c of charts) await exportChart(out, c.id, true);
  for (const dsId of datasetIds) await exportDataset(out, dsId, true);
}

async function exportSavedQuery(out: Files, id: number, related: boolean): Promise<void> {
  const q = await byId(out.db, 'saved_query', id);
  if (!q || !out.once(`query:${id}`)) return;
  const d = q.db_id !== null && q.db_id !== undefined ? await byId(out.db, 'dbs', Number(q.db_id)) : undefined;
  if (!d) return;
  const slug = secureFilename(String(q.label ?? '')) || String(q.uuid);
  out.put(`queries/${secureFilename(String(d.database_name))}/${secureFilename(String(q.schema ?? ''))}/${slug}.yaml`, {
    catalog: q.catalog ?? null,
    schema: q.schema ?? null,
    label: q.label ?? null,
    description: q.description ?? null,
    sql: q.sql ?? null,
    uuid: q.uuid,
    version: EXPORT_VERSION,
    database_uuid: d.uuid,
  });
  if (related) await exportDatabase(out, Number(d.id));
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/**
 * The files (path under the bundle root → YAML) of an export of `ids`, metadata.yaml excluded; a chart or
 * dashboard carries only the charts and datasets that `access` lets the exporting user read.
 */
export async function exportFiles(
  db: Db,
  kind: KindName,
  ids: number[],
  access: ExportAccess = EVERYTHING,
): Promise<Map<string, string>> {
  const out = new Files(db, access);
  for (const id of ids) {
    if (kind === 'chart') await exportChart(out, id, true);
    else if (kind === 'dashboard') await exportDashboard(out, id, true);
    else if (kind === 'dataset') await exportDataset(out, id, true);
    else if (kind === 'saved_query') await exportSavedQuery(out, id, true);
    else {
      await exportDatabase(out, id);
      const datasets = await db.selectFrom('tables').select('id').where('database_id', '=', id).orderBy('id').execute();
      for (const t of datasets) await exportDataset(out, Number(t.id), false);
    }
  }
  return out.files;
}
