// One filter compiler: the worker's local filtering (DuckDB-WASM over a loaded result) and the server's query
// (DuckDB via @duckdb/node-api over the dataset) must keep the same rows for every golden filter case.
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryObjectFilterClause } from '../../src/core/query';
import { compileQuery, compileResultFilters, duckdbDialect, isResultFilter } from '../../src/core/sql';
import { LocalTables } from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import { SQL_CASES } from '../core/sql/cases';
import { openDuckDB, type Engine } from '../core/sql/engines';
import { EVENTS, OPTIONS, setupStatements } from '../core/sql/fixtures';

const RESULT_COLUMNS = ['name', 'gender', 'state', 'num', 'price', 'is_active', 'ds', 'd'];

/** The operator cases whose filter names a result column and needs no time range or dataset. */
const FILTER_CASES = SQL_CASES.filter((c) => c.name.startsWith('op_'))
  .map((c) => ({ name: c.name, filter: c.query.filters?.[0] as QueryObjectFilterClause }))
  .filter((c) => isResultFilter(c.filter, RESULT_COLUMNS) && c.filter.grain === undefined);

let server: Engine;
let local: LocalTables;
let loaded: string;

beforeAll(async () => {
  server = await openDuckDB();
  const db = await loadDuckDBForNode();
  for (const sql of setupStatements('DOUBLE')) await db.query(sql);
  local = new LocalTables(db);
  loaded = (await local.materialize(`SELECT ${RESULT_COLUMNS.join(', ')} FROM main.events`)).name;
}, 60_000);

afterAll(async () => {
  await server.close();
});

async function serverNames(filter: QueryObjectFilterClause): Promise<string[]> {
  const compiled = compileQuery(
    { columns: ['name'], filters: [filter], orderby: [['name', true]], row_limit: 100 },
    EVENTS,
    duckdbDialect,
    OPTIONS,
  );
  return (await server.query(compiled.sql, compiled.params)).map((r) => String(r.name)).sort();
}

async function localNames(filter: QueryObjectFilterClause): Promise<string[]> {
  const answer = tableFromIPC((await local.select({ table: loaded, filters: [filter] })).ipc);
  return [...(answer.getChild('name') ?? [])].map(String).sort();
}

describe('local filtering and the server keep the same rows', () => {
  it('covers the golden operator cases', () => expect(FILTER_CASES.length).toBeGreaterThanOrEqual(20));

  it.each(FILTER_CASES)('$name', async ({ filter }) => {
    expect(await localNames(filter)).toEqual(await serverNames(filter));
  });

  it("an empty IN list is the server's error in both places, never an empty answer", async () => {
    const empty: QueryObjectFilterClause = { col: 'state', op: 'IN', val: [] };
    expect(isResultFilter(empty, RESULT_COLUMNS)).toBe(false);
    expect(() => compileQuery({ columns: ['name'], filters: [empty] }, EVENTS, duckdbDialect, OPTIONS)).toThrow(
      'Filter value list cannot be empty',
    );
    expect(() => compileResultFilters([empty], [{ name: 'state', type: 'VARCHAR' }])).toThrow(
      'Filter value list cannot be empty',
    );
  });
});
