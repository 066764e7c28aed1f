/** A dataset column as the compiler needs it, built by the server from its metadata store. */
export interface DatasourceColumnMeta {
  column_name: string;
  /** Native database type, e.g. `TIMESTAMP`, `VARCHAR`, `BIGINT`. */
  type?: string | null;
  is_dttm?: boolean;
  /** Saved SQL expression; the column is computed from it instead of read. */
  expression?: string | null;
  filterable?: boolean;
  groupby?: boolean;
  verbose_name?: string | null;
  /** `epoch_s`, `epoch_ms` or a strftime pattern for temporal columns stored as numbers or text. */
  python_date_format?: string | null;
}

/** A saved metric of a dataset. */
export interface DatasourceMetricMeta {
  metric_name: string;
  expression: string;
  verbose_name?: string | null;
}

/** What the compiler knows of a dataset: a physical table (schema + name) or a virtual one (its SQL). */
export interface DatasourceMeta {
  table_name: string;
  schema?: string | null;
  /** SELECT of a virtual dataset; when set, the dataset is queried as a subquery. */
  sql?: string | null;
  columns: DatasourceColumnMeta[];
  metrics: DatasourceMetricMeta[];
  main_dttm_col?: string | null;
  /** Also filter the main datetime column when another one is the query's granularity. */
  always_filter_main_dttm?: boolean;
  /** Extra predicate for queries that fetch filter values (apply_fetch_values_predicate). */
  fetch_values_predicate?: string | null;
}

/** Names of the dataset's temporal columns. */
export function temporalColumnNames(ds: DatasourceMeta): string[] {
  return ds.columns.filter((c) => c.is_dttm).map((c) => c.column_name);
}
