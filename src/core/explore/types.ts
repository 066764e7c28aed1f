/** The explore view's domain: the dataset as explore reads it, ad-hoc filters as the filter editor holds them, explore flags. */
import type { FilterValue } from '../query';
import type { AdhocFilter } from '../chart-plugin';

/** GenericDataType of a column (0 numeric, 1 string, 2 temporal, 3 boolean). */
export type TypeGeneric = 0 | 1 | 2 | 3;

/** A dataset column as the explore payload carries it (spec 001 §3, checklist X0.01). */
export interface ExploreColumn {
  column_name: string;
  id?: number;
  verbose_name?: string | null;
  /** The database's type name, e.g. BIGINT, VARCHAR, BOOLEAN. */
  type?: string | null;
  type_generic?: TypeGeneric | null;
  advanced_data_type?: string | null;
  is_dttm?: boolean;
  /** A saved SQL expression: the column is computed. */
  expression?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

/** A saved metric of the dataset. */
export interface ExploreSavedMetric {
  metric_name: string;
  id?: number;
  verbose_name?: string | null;
  expression: string;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

/** An owner as the dataset and chart payloads carry one (X0.04); userId is the id, as Superset's client names it. */
export interface ExploreOwner {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  userId?: number;
}

/** What a dataset's `extra` JSON text says (X0.01). */
export interface ExploreDatasetExtra {
  warning_markdown: string | null;
  disallow_adhoc_metrics: boolean;
  certification: { certified_by: string | null; details: string | null } | null;
}

/** What explore needs of a dataset (the explore payload's `dataset`, X0.01; read by readExploreDataset). */
export interface ExploreDataset {
  id: number;
  type: 'table' | 'query';
  uid?: string;
  /** The name the page shows (schema.table). */
  name?: string;
  datasource_name?: string;
  table_name?: string;
  schema?: string | null;
  database?: { id: number; database_name: string };
  columns: ExploreColumn[];
  metrics: ExploreSavedMetric[];
  main_dttm_col?: string | null;
  verbose_map?: Record<string, string>;
  owners?: ExploreOwner[];
  sql?: string | null;
  /** JSON text: warning_markdown, disallow_adhoc_metrics, certification. */
  extra?: string | null;
  /** The column-values call is made only when this is set (X7.09). */
  filter_select?: boolean;
  /** `extra` read (readExploreDataset fills it). */
  extraFields?: ExploreDatasetExtra;
  /** Metric name → d3 format (the spec's column_format; Superset's key is column_formats). */
  column_formats?: Record<string, string>;
  description?: string | null;
  select_star?: string | null;
  health_check_message?: string | null;
  is_managed_externally?: boolean;
  edit_url?: string | null;
  url?: string | null;
  /** (duration, name) choices of the engine's time grains. */
  time_grain_sqla?: [string, string][];
  /** (column, label) choices of the temporal columns. */
  granularity_sqla?: [string, string][];
  is_sqllab_view?: boolean;
}

/** Where a filter applies: before grouping (a column) or after (a metric). */
export type FilterClause = 'WHERE' | 'HAVING';

/** The operations a filter can carry: the query API's operators plus REGEX (spec 001 §5's list). */
export type FilterOperation = NonNullable<AdhocFilter['operator']> | 'REGEX';

/** The operator ids the filter editor offers (Superset's Operators enum). */
export type OperatorId =
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IN'
  | 'NOT_IN'
  | 'LIKE'
  | 'ILIKE'
  | 'REGEX'
  | 'IS_NULL'
  | 'IS_NOT_NULL'
  | 'IS_TRUE'
  | 'IS_FALSE'
  | 'LATEST_PARTITION'
  | 'TEMPORAL_RANGE';

/**
 * An ad-hoc filter as the filter editor holds it (D2.30): the form-data filter plus the editor's own fields.
 * `subject` is a column name (WHERE) or a metric label (HAVING).
 */
export interface AdhocFilterModel {
  expressionType: 'SIMPLE' | 'SQL';
  clause: FilterClause;
  subject?: string;
  operator?: FilterOperation;
  operatorId?: OperatorId;
  comparator?: FilterValue | FilterValue[];
  sqlExpression?: string;
  isExtra?: boolean;
  isNew?: boolean;
  datasourceWarning?: boolean;
  filterOptionName: string;
}

/** Makes the random part of option names; injectable so tests are deterministic. */
export type IdMaker = () => string;
