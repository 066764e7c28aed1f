/** Validation of the YAML files of a bundle, with marshmallow-style messages per field. */
import { z } from 'zod';
import { duckdbPath, MASKED_PASSWORD, parseUri } from '../engines';
import type { ImportMessages } from './bundle';

const text = z.string().nullable().optional();
const flag = z.boolean().nullable().optional();
const int = z.number().int().nullable().optional();
const jsonish = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string()])
  .nullable()
  .optional();
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid UUID.');

const databaseSchema = z.object({
  database_name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  sqlalchemy_uri: z.string().min(1),
  password: text,
  cache_timeout: int,
  expose_in_sqllab: flag,
  allow_run_async: flag,
  allow_ctas: flag,
  allow_cvas: flag,
  allow_dml: flag,
  allow_file_upload: flag,
  allow_csv_upload: flag,
  impersonate_user: flag,
  extra: jsonish,
  is_managed_externally: flag,
  external_url: text,
  uuid,
  version: z.string(),
});

const columnSchema = z.object({
  column_name: z.string().min(1),
  verbose_name: text,
  is_dttm: flag,
  is_active: flag,
  type: text,
  advanced_data_type: text,
  groupby: flag,
  filterable: flag,
  expression: text,
  description: text,
  python_date_format: text,
  extra: jsonish,
  uuid: uuid.nullable().optional(),
});

const metricSchema = z.object({
  metric_name: z.string().min(1),
  verbose_name: text,
  metric_type: text,
  expression: z.string().min(1),
  description: text,
  d3format: text,
  currency: jsonish,
  extra: jsonish,
  warning_text: text,
  uuid: uuid.nullable().optional(),
});

const datasetSchema = z.object({
  table_name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  main_dttm_col: text,
  description: text,
  default_endpoint: text,
  offset: int,
  cache_timeout: int,
  catalog: text,
  schema: text,
  sql: text,
  params: jsonish,
  template_params: jsonish,
  filter_select_enabled: flag,
  fetch_values_predicate: text,
  extra: jsonish,
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  is_managed_externally: flag,
  external_url: text,
  uuid,
  columns: z.array(columnSchema).optional(),
  metrics: z.array(metricSchema).optional(),
  version: z.string(),
  database_uuid: uuid,
});

const chartSchema = z.object({
  slice_name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  description: text,
  certified_by: text,
  certification_details: text,
  viz_type: z.string().min(1).max(250),
  params: jsonish,
  query_context: jsonish,
  cache_timeout: int,
  is_managed_externally: flag,
  external_url: text,
  uuid,
  version: z.string(),
  dataset_uuid: uuid,
});

const dashboardSchema = z.object({
  dashboard_title: z.string().max(500, 'Length must be between 0 and 500.').nullable(),
  description: text,
  css: text,
  slug: text,
  certified_by: text,
  certification_details: text,
  published: flag,
  is_managed_externally: flag,
  external_url: text,
  uuid,
  position: z.record(z.string(), z.unknown()).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  version: z.string(),
});

const savedQuerySchema = z.object({
  catalog: text,
  schema: text,
  label: text,
  description: text,
  sql: text,
  uuid,
  version: z.string(),
  database_uuid: uuid,
});

export type DatabaseConfig = z.infer<typeof databaseSchema> & { existingPassword?: boolean };
export type DatasetConfig = z.infer<typeof datasetSchema>;
export type ChartConfig = z.infer<typeof chartSchema>;
export type DashboardConfig = z.infer<typeof dashboardSchema>;
export type SavedQueryConfig = z.infer<typeof savedQuerySchema>;

/** The schema of each bundle folder. */
export const SCHEMAS = {
  'databases/': databaseSchema,
  'datasets/': datasetSchema,
  'charts/': chartSchema,
  'dashboards/': dashboardSchema,
  'queries/': savedQuerySchema,
} as const;
export type Folder = keyof typeof SCHEMAS;

/** Checks one config; field errors go into `messages[path]` and the parsed value (or null) is returned. */
export function validateConfig(folder: Folder, path: string, value: unknown, messages: ImportMessages): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    messages[path] = { _schema: ['Invalid input type.'] };
    return null;
  }
  const parsed = SCHEMAS[folder].safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_schema';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    (fields[key] ??= []).push(missing ? 'Missing data for required field.' : issue.message);
  }
  messages[path] = fields;
  return null;
}

/** Checks a database config's connection string; Tessera refuses DuckDB files outside its data folder. */
export function checkDatabaseUri(
  config: DatabaseConfig,
  path: string,
  dataDir: string,
  messages: ImportMessages,
): void {
  let parsed;
  try {
    parsed = parseUri(config.sqlalchemy_uri);
    if (parsed.engine === 'duckdb') duckdbPath(dataDir, parsed.target);
  } catch (err) {
    messages[path] = { sqlalchemy_uri: [(err as Error).message] };
    return;
  }
  if (parsed.password === MASKED_PASSWORD && !config.password && !config.existingPassword) {
    messages[path] = { _schema: ['Must provide a password for the database'] };
  }
}
