import { describe, expect, it } from 'vitest';
import {
  LOAD_SQL_ERROR,
  VIRTUAL_DATASET_PLACEHOLDER_ID,
  completeWord,
  completionIndex,
  editorDialect,
  moveTab,
  newTabForm,
  newTabTitle,
  newVirtualDatasetBody,
  orderedTabs,
  queryEditorFromTab,
  saveDatasetProblem,
  selectStarSql,
  sqlLabOpening,
  statementRanges,
  statementToRun,
  tabUpdateForm,
  virtualDatasetDraft,
} from '../../../src/core/sqllab';

describe('the statement Ctrl/Cmd+Enter runs (D1.18)', () => {
  const sql = "SELECT 1;\nSELECT ';' AS semi -- a ; comment\n;\n/* ; */ SELECT 3";

  it('splits on semicolons outside strings and comments', () => {
    expect(statementRanges(sql).map((r) => sql.slice(r.from, r.to).trim())).toEqual([
      'SELECT 1',
      "SELECT ';' AS semi -- a ; comment",
      '/* ; */ SELECT 3',
    ]);
  });

  it('runs the selection when there is one', () => {
    expect(statementToRun(sql, { from: 7, to: 8 })).toBe('1');
  });

  it('runs the statement under the cursor, else the one before it', () => {
    const second = sql.indexOf('AS semi');
    expect(statementToRun(sql, { from: second, to: second })).toBe("SELECT ';' AS semi -- a ; comment");
    expect(statementToRun(sql, { from: sql.length, to: sql.length })).toBe('/* ; */ SELECT 3');
    expect(statementToRun('SELECT 1;\n\n', { from: 11, to: 11 })).toBe('SELECT 1');
  });
});

describe("the editor's dialect and autocomplete (D1.18)", () => {
  it('PostgreSQL for postgresql and DuckDB, standard SQL otherwise', () => {
    expect(editorDialect('postgresql')).toBe('PostgreSQL');
    expect(editorDialect('duckdb')).toBe('PostgreSQL');
    expect(editorDialect('sqlite')).toBe('StandardSQL');
    expect(editorDialect(null)).toBe('StandardSQL');
  });

  const index = completionIndex({
    schemas: ['main'],
    tables: ['birth_names', 'cars'],
    columns: [
      { table: 'birth_names', name: 'name', type: 'VARCHAR' },
      { table: 'birth_names', name: 'num', type: 'BIGINT' },
      { table: 'cars', name: 'name', type: 'VARCHAR' },
    ],
  });

  it('offers keywords, schemas, tables and columns by prefix, any case, each column name once', () => {
    expect(completeWord(index, 'SEL').map((w) => w.label)).toEqual(['SELECT']);
    expect(completeWord(index, 'n').map((w) => `${w.kind}:${w.label}`)).toEqual([
      'column:name',
      'keyword:NOT',
      'column:num',
    ]);
    expect(completeWord(index, 'ma').map((w) => w.kind)).toEqual(['schema', 'keyword']);
    expect(completeWord(index, 'ca').map((w) => w.label)).toEqual(['cars', 'CASE', 'CAST']);
  });

  it("after 'table.' offers that table's columns", () => {
    expect(completeWord(index, 'n', 'CARS').map((w) => `${w.label} ${w.detail ?? ''}`)).toEqual(['name VARCHAR']);
  });

  it('answers a keystroke over 10,000 columns well under 50 ms', () => {
    const columns = Array.from({ length: 10_000 }, (_, i) => ({ table: `t${i % 50}`, name: `col_${i}` }));
    const big = completionIndex({ schemas: [], tables: [], columns });
    const started = performance.now();
    for (const prefix of ['c', 'co', 'col', 'col_', 'col_1', 'col_12']) completeWord(big, prefix);
    expect((performance.now() - started) / 6).toBeLessThan(50);
    expect(completeWord(big, 'col_999').map((w) => w.label)).toEqual([
      'col_999',
      'col_9990',
      ...Array.from({ length: 9 }, (_, i) => `col_999${i + 1}`),
    ]);
  });
});

describe('query tabs kept on the server', () => {
  it("reads a tab state and writes Superset's forms", () => {
    const tab = queryEditorFromTab({
      id: 4,
      label: 'Sales',
      database_id: 1,
      schema: 'main',
      sql: 'SELECT 1',
      query_limit: 100,
      latest_query: { id: 'abc' },
      template_params: '{"x": 1}',
    });
    expect(tab).toMatchObject({
      id: 4,
      label: 'Sales',
      dbId: 1,
      schema: 'main',
      queryLimit: 100,
      latestQueryId: 'abc',
    });
    expect(queryEditorFromTab({ id: 5 })).toMatchObject({ label: 'Untitled Query', dbId: null, queryLimit: 1000 });
    expect(JSON.parse(newTabForm(tab).queryEditor)).toEqual({
      title: 'Sales',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT 1',
      queryLimit: 100,
      autorun: false,
    });
    expect(tabUpdateForm({ sql: 'SELECT 2', dbId: 3, schema: null })).toEqual({
      sql: '"SELECT 2"',
      database_id: '3',
      schema: 'null',
    });
  });

  it('names a new tab with the first free number, and orders and moves tabs by position', () => {
    expect(newTabTitle(['Untitled Query 1', 'Untitled Query 3'])).toBe('Untitled Query 2');
    const tabs = [
      { id: 1, position: 0 },
      { id: 2, position: 0 },
      { id: 3, position: 1 },
    ];
    expect(orderedTabs(tabs).map((t) => t.id)).toEqual([1, 2, 3]);
    expect([...moveTab(tabs, 3, 0)]).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('SQL Lab opened by a form post (D1.19, X17.04, D3.19)', () => {
  it('reads datasourceKey and sql as fields or inside form_data', () => {
    expect(sqlLabOpening({ datasourceKey: '3__table', sql: 'SELECT 1' })).toEqual({
      datasource: { id: 3, type: 'table' },
      sql: 'SELECT 1',
    });
    expect(sqlLabOpening({ form_data: JSON.stringify({ datasourceKey: '7__query', sql: 'SELECT 2' }) })).toEqual({
      datasource: { id: 7, type: 'query' },
      sql: 'SELECT 2',
    });
    expect(sqlLabOpening({ datasourceKey: '3__table' })?.sql).toBeNull();
  });

  it('D3.19 names no dataset for a broken or missing key, which the page answers with its error', () => {
    expect(sqlLabOpening({ form_data: '{not json' })).toBeNull();
    expect(sqlLabOpening({ datasourceKey: 'abc' })).toBeNull();
    expect(sqlLabOpening({})).toBeNull();
    expect(LOAD_SQL_ERROR).toBe('An error occurred while loading the SQL');
  });

  it("the 'SELECT *' helper quotes names and lists known columns", () => {
    expect(selectStarSql('birth names', 'main')).toBe('SELECT * FROM "main"."birth names"\nLIMIT 100');
    expect(selectStarSql('t', null, ['a', 'b"c'])).toBe('SELECT\n  "a",\n  "b""c"\nFROM "t"\nLIMIT 100');
  });
});

describe('save this query as a virtual dataset (X2.08, X6.06, X19.09)', () => {
  const source = { sql: 'SELECT 1 AS one', dbId: 2, schema: 'main' };

  it('X19.09 the draft dataset has the placeholder id 0 before it is saved', () => {
    expect(VIRTUAL_DATASET_PLACEHOLDER_ID).toBe(0);
    expect(virtualDatasetDraft(source, 'ones')).toMatchObject({ id: 0, type: 'query', name: 'ones' });
  });

  it('X6.06 Save as new needs a name; Overwrite needs a chosen dataset', () => {
    expect(newVirtualDatasetBody(source, ' ones ')).toEqual({
      database: 2,
      schema: 'main',
      table_name: 'ones',
      sql: 'SELECT 1 AS one',
    });
    expect(saveDatasetProblem('new', '  ', null)).toBe('A dataset name is required');
    expect(saveDatasetProblem('new', 'x', null)).toBeNull();
    expect(saveDatasetProblem('overwrite', 'x', null)).toBe('Choose the dataset to overwrite');
    expect(saveDatasetProblem('overwrite', '', 9)).toBeNull();
  });
});
