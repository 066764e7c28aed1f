import { describe, expect, it } from 'vitest';
import { readExploreDataset } from '../../../src/core/explore';

/** A dataset as GET /api/v1/explore/ answers it (server/domain/datasource-payload.ts), with a few odd values. */
const answer = {
  id: 7,
  uid: '7__table',
  type: 'table',
  datasource_type: 'table',
  name: 'main.sales',
  datasource_name: 'sales',
  table_name: 'sales',
  schema: 'main',
  database: { id: 2, database_name: 'examples', backend: 'duckdb' },
  columns: [
    { column_name: 'ds', type: 'DATE', type_generic: 2, is_dttm: true, id: 1 },
    { column_name: 'amount', type: 'DOUBLE', type_generic: 0, verbose_name: 'Amount', id: 2 },
    { verbose_name: 'no name' },
    'junk',
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)', id: 3, warning_markdown: 'Slow' }, { expression: 'x' }],
  column_formats: { count: ',d', bad: 4 },
  verbose_map: { ds: 'ds', amount: 'Amount', odd: 5 },
  main_dttm_col: 'ds',
  description: 'Sales by day',
  owners: [{ id: 4, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', value: 4, label: 'Ada Lovelace' }, 9],
  sql: null,
  select_star: 'SELECT * FROM main.sales LIMIT 100',
  extra: '{"warning_markdown": "Stale", "disallow_adhoc_metrics": true, "certification": {"certified_by": "Data"}}',
  health_check_message: null,
  is_managed_externally: false,
  edit_url: '/tablemodelview/edit/7',
  url: '/explore/?datasource_type=table&datasource_id=7',
  time_grain_sqla: [['P1D', 'Day'], ['P1W', 'Week'], ['bad']],
  granularity_sqla: [['ds', 'ds']],
  is_sqllab_view: false,
  filter_select: true,
  kind: 'physical',
  column_types: [2, 0],
};

describe("explore's dataset (X0.01, X0.04)", () => {
  it('X0.01 reads every payload field of the answer, in its type', () => {
    const dataset = readExploreDataset(answer);
    expect(dataset).toMatchObject({
      id: 7,
      uid: '7__table',
      type: 'table',
      datasource_name: 'sales',
      table_name: 'sales',
      schema: 'main',
      database: { id: 2, database_name: 'examples' },
      column_formats: { count: ',d' },
      verbose_map: { ds: 'ds', amount: 'Amount' },
      main_dttm_col: 'ds',
      description: 'Sales by day',
      sql: null,
      select_star: 'SELECT * FROM main.sales LIMIT 100',
      health_check_message: null,
      is_managed_externally: false,
      edit_url: '/tablemodelview/edit/7',
      url: '/explore/?datasource_type=table&datasource_id=7',
      time_grain_sqla: [
        ['P1D', 'Day'],
        ['P1W', 'Week'],
      ],
      granularity_sqla: [['ds', 'ds']],
      is_sqllab_view: false,
      filter_select: true,
    });
    expect(dataset?.columns.map((c) => c.column_name)).toEqual(['ds', 'amount']);
    expect(dataset?.columns[1]).toMatchObject({ verbose_name: 'Amount', type_generic: 0 });
    expect(dataset?.metrics).toEqual([
      expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)', warning_markdown: 'Slow' }),
    ]);
  });

  it('X0.01 extra stays JSON text whose warning_markdown, disallow_adhoc_metrics and certification are read', () => {
    const dataset = readExploreDataset(answer);
    expect(dataset?.extra).toBe(answer.extra);
    expect(dataset?.extraFields).toEqual({
      warning_markdown: 'Stale',
      disallow_adhoc_metrics: true,
      certification: { certified_by: 'Data', details: null },
    });
    expect(readExploreDataset({ ...answer, extra: 'not json' })?.extraFields).toEqual({
      warning_markdown: null,
      disallow_adhoc_metrics: false,
      certification: null,
    });
  });

  it('X0.01 kind and column_types are not part of the payload: the parsed dataset drops them', () => {
    const dataset = readExploreDataset(answer) as Record<string, unknown> | null;
    expect(dataset).not.toHaveProperty('kind');
    expect(dataset).not.toHaveProperty('column_types');
    expect(dataset).not.toHaveProperty('datasource_type');
  });

  it('X0.04 owners read as id, first_name, last_name, username and userId; an owner that is only an id keeps it', () => {
    expect(readExploreDataset(answer)?.owners).toEqual([
      { id: 4, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', userId: 4 },
      { id: 9, first_name: '', last_name: '', username: '', userId: 9 },
    ]);
  });

  it("X0.01 an answer without a numeric id and a table or query type is no dataset (Superset's placeholder included)", () => {
    expect(readExploreDataset(null)).toBeNull();
    expect(readExploreDataset({ ...answer, id: '7' })).toBeNull();
    expect(readExploreDataset({ ...answer, type: 'druid' })).toBeNull();
    expect(readExploreDataset({ type: 'table', name: '[Missing Dataset]', columns: [], metrics: [] })).toBeNull();
    expect(readExploreDataset({ ...answer, type: 'query', columns: undefined })).toMatchObject({
      type: 'query',
      columns: [],
    });
  });
});
