/**
 * Reads the dataset of GET /api/v1/explore/ (X0.01) into the explore model: each field in its type, columns and metrics
 * without a name dropped, `extra` read, owners as X0.04 names them. `kind` and `column_types` (no longer served) and any
 * other field are left out.
 */
import { asPerson, type Person } from '../api';
import { datasetExtra } from './adhocMetric';
import type { ExploreColumn, ExploreDataset, ExploreDatasetExtra, ExploreOwner, ExploreSavedMetric } from './types';

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const textMap = (v: unknown): Record<string, string> =>
  isRecord(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
const pairs = (v: unknown): [string, string][] =>
  Array.isArray(v)
    ? v.filter((p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string')
    : [];
const records = (v: unknown, key: string): Json[] =>
  Array.isArray(v) ? v.filter((r): r is Json => isRecord(r) && typeof r[key] === 'string') : [];

/** What `extra` says: its warning, whether ad-hoc metrics are refused, its certification. */
function extraFields(extra: unknown): ExploreDatasetExtra {
  const fields = datasetExtra({ extra: typeof extra === 'string' ? extra : null });
  const cert = fields.certification;
  return {
    warning_markdown: text(fields.warning_markdown),
    disallow_adhoc_metrics: fields.disallow_adhoc_metrics === true,
    certification: isRecord(cert) ? { certified_by: text(cert.certified_by), details: text(cert.details) } : null,
  };
}

/** An owner (an object or a bare id) as id, first_name, last_name, username and userId (X0.04). */
function owner(value: unknown): ExploreOwner | null {
  const person: Person | null = typeof value === 'number' ? { id: value } : asPerson(value);
  if (!person || !Number.isInteger(person.id) || person.id <= 0) return null;
  return {
    id: person.id,
    first_name: person.first_name ?? '',
    last_name: person.last_name ?? '',
    username: person.username ?? '',
    userId: person.id,
  };
}

/** The explore dataset of an answer, or null when it is none: no numeric id, or a type other than table or query (none: table). */
export function readExploreDataset(raw: unknown): ExploreDataset | null {
  if (!isRecord(raw) || typeof raw.id !== 'number') return null;
  const type = raw.type ?? 'table';
  if (type !== 'table' && type !== 'query') return null;
  const database = isRecord(raw.database) ? raw.database : null;
  return {
    id: raw.id,
    type,
    ...(typeof raw.uid === 'string' ? { uid: raw.uid } : {}),
    ...(typeof raw.name === 'string' ? { name: raw.name } : {}),
    ...(typeof raw.datasource_name === 'string' ? { datasource_name: raw.datasource_name } : {}),
    ...(typeof raw.table_name === 'string' ? { table_name: raw.table_name } : {}),
    schema: text(raw.schema),
    ...(database && typeof database.id === 'number'
      ? { database: { id: database.id, database_name: text(database.database_name) ?? '' } }
      : {}),
    columns: records(raw.columns, 'column_name') as unknown as ExploreColumn[],
    metrics: records(raw.metrics, 'metric_name') as unknown as ExploreSavedMetric[],
    column_formats: textMap(raw.column_formats),
    verbose_map: textMap(raw.verbose_map),
    main_dttm_col: text(raw.main_dttm_col),
    description: text(raw.description),
    owners: (Array.isArray(raw.owners) ? raw.owners : []).map(owner).filter((o): o is ExploreOwner => o !== null),
    sql: text(raw.sql),
    select_star: text(raw.select_star),
    extra: text(raw.extra),
    extraFields: extraFields(raw.extra),
    health_check_message: text(raw.health_check_message),
    is_managed_externally: raw.is_managed_externally === true,
    edit_url: text(raw.edit_url),
    url: text(raw.url),
    time_grain_sqla: pairs(raw.time_grain_sqla),
    granularity_sqla: pairs(raw.granularity_sqla),
    is_sqllab_view: raw.is_sqllab_view === true,
    filter_select: raw.filter_select === true,
  };
}
