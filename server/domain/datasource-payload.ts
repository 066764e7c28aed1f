/** The datasource payload explore and dashboards read: a dataset with columns, metrics and formats. */
import { personName } from '../../src/core/api';
import { BUILTIN_TIME_GRAINS } from '../../src/core/sql';
import type { MetaDb } from '../store/db';
import { OWNERS, ownersOf } from './owners';
import type { Row } from './types';
import { bool, parseJsonText } from './audit';

/** Generic type of a database type string: 0 numeric, 1 string, 2 temporal, 3 boolean. */
export function genericType(type: string | null | undefined): 0 | 1 | 2 | 3 {
  const t = (type ?? '').toUpperCase();
  if (/BOOL/.test(t)) return 3;
  if (/DATE|TIME|INTERVAL/.test(t)) return 2;
  if (/INT|DEC|NUM|REAL|FLOAT|DOUBLE|MONEY|HUGEINT|SERIAL/.test(t)) return 0;
  return 1;
}

export function columnPayload(c: Row): Row {
  return {
    id: Number(c.id),
    column_name: c.column_name,
    verbose_name: c.verbose_name ?? null,
    description: c.description ?? null,
    expression: c.expression ?? null,
    filterable: bool(c.filterable),
    groupby: bool(c.groupby),
    is_dttm: bool(c.is_dttm),
    is_active: bool(c.is_active),
    type: c.type ?? null,
    type_generic: genericType(c.type as string | null),
    advanced_data_type: c.advanced_data_type ?? null,
    python_date_format: c.python_date_format ?? null,
    extra: c.extra ?? null,
    is_certified: !!parseJsonText<Row>(c.extra, {}).certification,
    certified_by: (parseJsonText<Row>(c.extra, {}).certification as Row | undefined)?.certified_by ?? null,
    certification_details: (parseJsonText<Row>(c.extra, {}).certification as Row | undefined)?.details ?? null,
    uuid: c.uuid ?? null,
  };
}

export function metricPayload(m: Row): Row {
  const extra = parseJsonText<Row>(m.extra, {});
  const cert = extra.certification as Row | undefined;
  return {
    id: Number(m.id),
    metric_name: m.metric_name,
    verbose_name: m.verbose_name ?? null,
    metric_type: m.metric_type ?? null,
    expression: m.expression,
    description: m.description ?? null,
    d3format: m.d3format ?? null,
    currency: parseJsonText<Row | null>(m.currency, null),
    warning_text: m.warning_text ?? null,
    warning_markdown: (extra.warning_markdown as string | undefined) ?? m.warning_text ?? null,
    extra: m.extra ?? null,
    is_certified: !!cert,
    certified_by: cert?.certified_by ?? null,
    certification_details: cert?.details ?? null,
    uuid: m.uuid ?? null,
  };
}

/** Columns and metrics of several datasets at once. */
export async function datasetParts(
  db: MetaDb,
  ids: number[],
): Promise<{ columns: Map<number, Row[]>; metrics: Map<number, Row[]> }> {
  const columns = new Map<number, Row[]>(ids.map((id) => [id, []]));
  const metrics = new Map<number, Row[]>(ids.map((id) => [id, []]));
  if (ids.length) {
    const cols = (await db
      .selectFrom('table_columns')
      .selectAll()
      .where('table_id', 'in', ids)
      .orderBy('id')
      .execute()) as Row[];
    for (const c of cols) columns.get(Number(c.table_id))?.push(columnPayload(c));
    const ms = (await db
      .selectFrom('sql_metrics')
      .selectAll()
      .where('table_id', 'in', ids)
      .orderBy('id')
      .execute()) as Row[];
    for (const m of ms) metrics.get(Number(m.table_id))?.push(metricPayload(m));
  }
  return { columns, metrics };
}

/** Superset's `datasource` JSON for explore, dashboards and /datasource/get. */
export async function datasourcePayloads(db: MetaDb, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const tables = (await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .selectAll('tables')
    .select([
      'dbs.database_name',
      'dbs.engine',
      'dbs.allow_file_upload',
      'dbs.allow_run_async',
      'dbs.allow_dml',
      'dbs.expose_in_sqllab',
    ])
    .where('tables.id', 'in', ids)
    .execute()) as Row[];
  const { columns, metrics } = await datasetParts(db, ids);
  const owners = await ownersOf(db, OWNERS.dataset, ids, { username: true });
  return tables.map((t) => {
    const id = Number(t.id);
    const cols = columns.get(id) ?? [];
    const ms = metrics.get(id) ?? [];
    const name = t.schema ? `${String(t.schema)}.${String(t.table_name)}` : String(t.table_name);
    const verbose: Row = { __timestamp: 'Time' };
    for (const c of cols) verbose[String(c.column_name)] = c.verbose_name ?? c.column_name;
    for (const m of ms) verbose[String(m.metric_name)] = m.verbose_name ?? m.metric_name;
    return {
      id,
      uid: `${id}__table`,
      type: 'table',
      datasource_type: 'table',
      name,
      datasource_name: t.table_name,
      table_name: t.table_name,
      schema: t.schema ?? null,
      catalog: t.catalog ?? null,
      description: t.description ?? null,
      sql: t.sql ?? null,
      is_sqllab_view: bool(t.is_sqllab_view),
      main_dttm_col: t.main_dttm_col ?? null,
      granularity_sqla: cols.filter((c) => c.is_dttm).map((c) => [c.column_name, c.column_name]),
      time_grain_sqla: BUILTIN_TIME_GRAINS.map((g) => [g.duration, g.name]),
      filter_select: bool(t.filter_select_enabled),
      filter_select_enabled: bool(t.filter_select_enabled),
      fetch_values_predicate: t.fetch_values_predicate ?? null,
      cache_timeout: t.cache_timeout ?? null,
      default_endpoint: t.default_endpoint ?? null,
      offset: t.offset ?? 0,
      normalize_columns: bool(t.normalize_columns),
      always_filter_main_dttm: bool(t.always_filter_main_dttm),
      template_params: t.template_params ?? null,
      extra: t.extra ?? null,
      columns: cols,
      metrics: ms,
      column_formats: Object.fromEntries(ms.filter((m) => m.d3format).map((m) => [m.metric_name, m.d3format])),
      currency_formats: Object.fromEntries(ms.filter((m) => m.currency).map((m) => [m.metric_name, m.currency])),
      verbose_map: verbose,
      order_by_choices: cols.flatMap((c) => [
        [JSON.stringify([c.column_name, true]), `${String(c.column_name)} [asc]`],
        [JSON.stringify([c.column_name, false]), `${String(c.column_name)} [desc]`],
      ]),
      // X0.04: each owner with its username and the userId the explore client reads.
      owners: (owners.get(id) ?? []).map((o) => ({ ...o, userId: o.id, value: o.id, label: personName(o) })),
      database: {
        id: Number(t.database_id),
        database_name: t.database_name,
        backend: t.engine,
        allow_multi_catalog: false,
        allows_subquery: true,
        allows_cost_estimate: false,
        allows_virtual_table_explore: true,
        disable_data_preview: false,
        explore_database_id: Number(t.database_id),
        allow_file_upload: bool(t.allow_file_upload),
      },
      select_star: `SELECT * FROM ${name} LIMIT 100`,
      edit_url: `/tablemodelview/edit/${id}`,
      // The dataset's own address: explore opened on it (Superset's explore_url).
      url: `/explore/?datasource_type=table&datasource_id=${id}`,
      is_managed_externally: bool(t.is_managed_externally),
      health_check_message: null,
    };
  });
}
