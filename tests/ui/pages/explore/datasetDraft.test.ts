import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftProblems,
  newCalculatedColumn,
  newMetric,
  savePayload,
  withSourceColumns,
} from '../../../../src/ui/pages/explore/datasetDraft';

const raw = {
  id: 7,
  table_name: 'orders',
  schema: 'main',
  sql: null,
  main_dttm_col: 'ds',
  cache_timeout: null,
  description: null,
  extra: null,
  database: { id: 2, database_name: 'shop' },
  owners: [{ id: 1, value: 1, label: 'Admin' }],
  columns: [
    { id: 10, column_name: 'ds', type: 'DATE', is_dttm: true, filterable: true, groupby: true, expression: null },
    {
      id: 11,
      column_name: 'region',
      type: 'VARCHAR',
      is_dttm: false,
      extra: JSON.stringify({
        certification: { certified_by: 'Ops', details: 'checked' },
        warning_markdown: 'old',
        x: 1,
      }),
    },
  ],
  metrics: [{ id: 20, metric_name: 'count', expression: 'COUNT(*)', d3format: null, extra: null }],
};

describe('the edit dataset model (X4.02–X4.06)', () => {
  it('X4.02 reads the source kind, certification and warning of each column, and the owners as ids', () => {
    const draft = draftOf(raw);
    expect(draft.kind).toBe('physical');
    expect(draftOf({ ...raw, sql: 'SELECT 1 AS one' }).kind).toBe('virtual');
    expect(draft.owners).toEqual([1]);
    expect(draft.columns[1]).toMatchObject({
      certified_by: 'Ops',
      certification_details: 'checked',
      warning_markdown: 'old',
    });
  });

  it('X4.06 the save body: owners as ids, each extra JSON with certification and warning_markdown, other extra kept', () => {
    const draft = draftOf(raw);
    const edited = {
      ...draft,
      columns: [
        ...draft.columns.map((c) => (c.column_name === 'region' ? { ...c, warning_markdown: '' } : c)),
        { ...newCalculatedColumn(), column_name: 'upper_region', expression: 'UPPER(region)' },
      ],
      metrics: [
        ...draft.metrics,
        { ...newMetric(), metric_name: 'n', expression: 'COUNT(*)', warning_markdown: 'Beware' },
      ],
    };
    const body = savePayload(edited);
    expect(body).toMatchObject({ id: 7, type: 'table', owners: [1], sql: null, main_dttm_col: 'ds' });
    const columns = body.columns as Record<string, unknown>[];
    expect(JSON.parse(String(columns[1]?.extra))).toEqual({
      x: 1,
      certification: { certified_by: 'Ops', details: 'checked' },
    });
    expect(columns[2]).toMatchObject({ column_name: 'upper_region', expression: 'UPPER(region)', extra: null });
    expect(columns[2]).not.toHaveProperty('id');
    const metrics = body.metrics as Record<string, unknown>[];
    expect(JSON.parse(String(metrics[1]?.extra))).toEqual({ warning_markdown: 'Beware' });
  });

  it('X4.04 validation errors: duplicated or empty names, a calculated column or metric without expression, bad extra, bad cache timeout, a virtual dataset without SQL', () => {
    const draft = draftOf(raw);
    expect(draftProblems(draft)).toEqual([]);
    expect(
      draftProblems({
        ...draft,
        kind: 'virtual',
        sql: ' ',
        cache_timeout: 'soon',
        extra: '[1]',
        columns: [
          ...draft.columns,
          { ...newCalculatedColumn(), column_name: 'ds' },
          { ...newCalculatedColumn(), column_name: 'c' },
        ],
        metrics: [...draft.metrics, { ...newMetric(), metric_name: 'm' }],
      }),
    ).toEqual([
      'A virtual dataset needs its SQL',
      'Column name [ds] is duplicated',
      'Calculated column [ds] requires an expression',
      'Calculated column [c] requires an expression',
      'Metric [m] requires an expression',
      'Cache timeout must be a whole number of seconds',
      'Extra must be a JSON object',
    ]);
    expect(draftProblems({ ...draft, extra: '{nope' })).toEqual(['Extra must be a JSON object']);
  });

  it("X4.02 'Sync columns from source' keeps what was known of each column, adds new ones, drops gone ones, keeps calculated", () => {
    const draft = draftOf(raw);
    const withCalc = {
      ...draft,
      columns: [...draft.columns, { ...newCalculatedColumn(), column_name: 'c', expression: 'ds' }],
    };
    const synced = withSourceColumns(withCalc, [
      { name: 'region', type: 'TEXT' },
      { name: 'created_at', type: 'TIMESTAMP' },
    ]);
    expect(synced.columns.map((c) => c.column_name)).toEqual(['region', 'created_at', 'c']);
    expect(synced.columns[0]).toMatchObject({ id: 11, type: 'TEXT', certified_by: 'Ops' });
    expect(synced.columns[1]).toMatchObject({ is_dttm: true, expression: '' });
    expect(synced.columns[1]).not.toHaveProperty('id');
  });
});
