/**
 * The edit dataset modal's model (X4.02–X4.06): the dataset as the editor holds it, what stops a save, the body of
 * POST /datasource/save/, and 'Sync columns from source'. Pure; the modal only renders it.
 */

type Raw = Record<string, unknown>;

/** Certification and warning, kept in a column's or metric's `extra` JSON. */
export interface DraftMarks {
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
}

/** A column in the editor; a calculated column is one with an expression. */
export interface DraftColumn extends DraftMarks {
  id?: number;
  column_name: string;
  type: string;
  is_dttm: boolean;
  filterable: boolean;
  groupby: boolean;
  verbose_name: string;
  description: string;
  expression: string;
  /** The rest of the column's `extra` JSON, kept as it was. */
  extraRest: Raw;
}

/** A saved metric in the editor. */
export interface DraftMetric extends DraftMarks {
  id?: number;
  metric_name: string;
  verbose_name: string;
  expression: string;
  d3format: string;
  extraRest: Raw;
}

/** The dataset in the editor: its source, columns, metrics and settings. */
export interface DatasetDraft {
  id: number;
  table_name: string;
  schema: string | null;
  databaseId: number | null;
  kind: 'physical' | 'virtual';
  sql: string;
  main_dttm_col: string;
  cache_timeout: string;
  description: string;
  owners: number[];
  extra: string;
  is_managed_externally: boolean;
  columns: DraftColumn[];
  metrics: DraftMetric[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function extraOf(v: unknown): Raw {
  if (v && typeof v === 'object' && !Array.isArray(v)) return { ...(v as Raw) };
  if (typeof v !== 'string' || !v.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Raw) : {};
  } catch {
    return {};
  }
}

function marksOf(extra: Raw): { marks: DraftMarks; rest: Raw } {
  const { certification, warning_markdown, ...rest } = extra;
  const cert = (certification ?? {}) as Raw;
  return {
    marks: {
      certified_by: text(cert.certified_by),
      certification_details: text(cert.details),
      warning_markdown: text(warning_markdown),
    },
    rest,
  };
}

/** The editor's copy of a /datasource/get payload. */
export function draftOf(raw: Raw): DatasetDraft {
  const columns = (Array.isArray(raw.columns) ? (raw.columns as Raw[]) : []).map((c): DraftColumn => {
    const { marks, rest } = marksOf(extraOf(c.extra));
    return {
      ...(typeof c.id === 'number' ? { id: c.id } : {}),
      column_name: text(c.column_name),
      type: text(c.type),
      is_dttm: c.is_dttm === true,
      filterable: c.filterable !== false,
      groupby: c.groupby !== false,
      verbose_name: text(c.verbose_name),
      description: text(c.description),
      expression: text(c.expression),
      ...marks,
      extraRest: rest,
    };
  });
  const metrics = (Array.isArray(raw.metrics) ? (raw.metrics as Raw[]) : []).map((m): DraftMetric => {
    const { marks, rest } = marksOf(extraOf(m.extra));
    return {
      ...(typeof m.id === 'number' ? { id: m.id } : {}),
      metric_name: text(m.metric_name),
      verbose_name: text(m.verbose_name),
      expression: text(m.expression),
      d3format: text(m.d3format),
      ...marks,
      extraRest: rest,
    };
  });
  const owners = (Array.isArray(raw.owners) ? (raw.owners as unknown[]) : [])
    .map((o) => (typeof o === 'number' ? o : Number((o as Raw).id ?? (o as Raw).value)))
    .filter((n) => Number.isInteger(n));
  const database = (raw.database ?? {}) as Raw;
  return {
    id: Number(raw.id),
    table_name: text(raw.table_name),
    schema: typeof raw.schema === 'string' ? raw.schema : null,
    databaseId: typeof database.id === 'number' ? database.id : null,
    kind: text(raw.sql).trim() ? 'virtual' : 'physical',
    sql: text(raw.sql),
    main_dttm_col: text(raw.main_dttm_col),
    cache_timeout: raw.cache_timeout === null || raw.cache_timeout === undefined ? '' : text(raw.cache_timeout),
    description: text(raw.description),
    owners,
    extra: typeof raw.extra === 'string' ? raw.extra : raw.extra ? JSON.stringify(raw.extra) : '',
    is_managed_externally: raw.is_managed_externally === true,
    columns,
    metrics,
  };
}

function duplicates(names: string[]): string[] {
  return [...new Set(names.filter((n, i) => n && names.indexOf(n) !== i))];
}

/** What stops a save, in the editor's words; empty when the draft may be saved. */
export function draftProblems(draft: DatasetDraft): string[] {
  const problems: string[] = [];
  if (draft.kind === 'virtual' && !draft.sql.trim()) problems.push('A virtual dataset needs its SQL');
  if (draft.columns.some((c) => !c.column_name.trim())) problems.push('Every column needs a name');
  for (const name of duplicates(draft.columns.map((c) => c.column_name.trim())))
    problems.push(`Column name [${name}] is duplicated`);
  for (const c of draft.columns)
    if (c.extraRest.calculated === true && !c.expression.trim() && c.column_name.trim())
      problems.push(`Calculated column [${c.column_name}] requires an expression`);
  if (draft.metrics.some((m) => !m.metric_name.trim())) problems.push('Every metric needs a name');
  for (const name of duplicates(draft.metrics.map((m) => m.metric_name.trim())))
    problems.push(`Metric name [${name}] is duplicated`);
  for (const m of draft.metrics)
    if (m.metric_name.trim() && !m.expression.trim()) problems.push(`Metric [${m.metric_name}] requires an expression`);
  if (draft.cache_timeout.trim() && !/^-?\d+$/.test(draft.cache_timeout.trim()))
    problems.push('Cache timeout must be a whole number of seconds');
  if (draft.extra.trim()) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(draft.extra);
    } catch {
      parsed = null;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) problems.push('Extra must be a JSON object');
  }
  return problems;
}

/** A new calculated column, added from the Calculated columns tab (its type marks it until it has an expression). */
export function newCalculatedColumn(): DraftColumn {
  return {
    column_name: '',
    type: '',
    is_dttm: false,
    filterable: true,
    groupby: true,
    verbose_name: '',
    description: '',
    expression: '',
    certified_by: '',
    certification_details: '',
    warning_markdown: '',
    extraRest: { calculated: true },
  };
}

/** Whether a column belongs in the Calculated columns tab. */
export function isCalculatedDraft(c: DraftColumn): boolean {
  return c.expression.trim() !== '' || c.extraRest.calculated === true;
}

/** A new saved metric, added from the Metrics tab. */
export function newMetric(): DraftMetric {
  return {
    metric_name: '',
    verbose_name: '',
    expression: '',
    d3format: '',
    certified_by: '',
    certification_details: '',
    warning_markdown: '',
    extraRest: {},
  };
}

const orNull = (v: string): string | null => (v.trim() ? v : null);

function extraText(marks: DraftMarks, rest: Raw): string | null {
  const { calculated: _calculated, ...kept } = rest;
  const extra: Raw = { ...kept };
  if (marks.certified_by.trim() || marks.certification_details.trim())
    extra.certification = { certified_by: orNull(marks.certified_by), details: orNull(marks.certification_details) };
  if (marks.warning_markdown.trim()) extra.warning_markdown = marks.warning_markdown;
  return Object.keys(extra).length ? JSON.stringify(extra) : null;
}

/** The `data` of POST /datasource/save/ (X4.06): the dataset's fields, its columns and metrics, owners as ids. */
export function savePayload(draft: DatasetDraft): Raw {
  return {
    id: draft.id,
    type: 'table',
    table_name: draft.table_name,
    schema: draft.schema,
    sql: draft.kind === 'virtual' ? draft.sql : null,
    main_dttm_col: orNull(draft.main_dttm_col),
    cache_timeout: draft.cache_timeout.trim() ? Number(draft.cache_timeout) : null,
    description: orNull(draft.description),
    owners: draft.owners,
    extra: orNull(draft.extra),
    columns: draft.columns.map((c) => ({
      ...(c.id === undefined ? {} : { id: c.id }),
      column_name: c.column_name.trim(),
      type: orNull(c.type),
      is_dttm: c.is_dttm,
      filterable: c.filterable,
      groupby: c.groupby,
      verbose_name: orNull(c.verbose_name),
      description: orNull(c.description),
      expression: orNull(c.expression),
      extra: extraText(c, c.extraRest),
    })),
    metrics: draft.metrics.map((m) => ({
      ...(m.id === undefined ? {} : { id: m.id }),
      metric_name: m.metric_name.trim(),
      verbose_name: orNull(m.verbose_name),
      expression: m.expression,
      d3format: orNull(m.d3format),
      extra: extraText(m, m.extraRest),
    })),
  };
}

const TEMPORAL_TYPE = /date|time/i;

/**
 * 'Sync columns from source': the source's columns, with what the editor knew of each kept (by name), columns the
 * source no longer has dropped, calculated columns kept; the type follows the source.
 */
export function withSourceColumns(
  draft: DatasetDraft,
  source: readonly { name: string; type: string }[],
): DatasetDraft {
  const known = new Map(draft.columns.filter((c) => !isCalculatedDraft(c)).map((c) => [c.column_name, c]));
  const physical = source.map(({ name, type }): DraftColumn => {
    const before = known.get(name);
    if (before) return { ...before, type };
    return { ...newCalculatedColumn(), column_name: name, type, is_dttm: TEMPORAL_TYPE.test(type), extraRest: {} };
  });
  return { ...draft, columns: [...physical, ...draft.columns.filter(isCalculatedDraft)] };
}

/** The temporal columns a main time column may be. */
export function temporalColumnNames(draft: DatasetDraft): string[] {
  return draft.columns.filter((c) => c.is_dttm && c.column_name.trim()).map((c) => c.column_name);
}
