// Runs a post-processing case on both DuckDB engines and pins its SQL in a golden file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePostProcessing, preparePostProcessing } from '../../../src/core/postprocessing';
import type { Facts, PostProcessingInput, ResultColumn } from '../../../src/core/postprocessing';
import type { PostProcessingRule } from '../../../src/core/query';
import { expectGolden } from '../../support/golden';
import { nodeEngine, wasmEngine } from './engines';
import type { Engine } from './engines';

/** Test tables, as DuckDB SQL, with their columns. */
export const TABLES: Record<string, { sql: string; columns: ResultColumn[] }> = {
  // Superset's timeseries_df fixture.
  timeseries: {
    sql: `SELECT * FROM (VALUES (TIMESTAMP '2019-01-01', 'x', 1.0::DOUBLE), (TIMESTAMP '2019-01-02', 'y', 2.0), (TIMESTAMP '2019-01-05', 'z', 3.0), (TIMESTAMP '2019-01-07', 'q', 4.0)) v(ds, label, y)`,
    columns: [
      { name: 'ds', type: 'temporal' },
      { name: 'label', type: 'string' },
      { name: 'y', type: 'number' },
    ],
  },
  sales: {
    sql: `SELECT * FROM (VALUES (TIMESTAMP '2019-01-01', 'UK', 5::BIGINT, 1.5::DOUBLE), (TIMESTAMP '2019-01-01', 'US', 6, NULL), (TIMESTAMP '2019-01-02', 'UK', 7, 2.5), (TIMESTAMP '2019-01-02', 'US', 8, 3.5), (TIMESTAMP '2019-01-03', 'UK', 9, 4.5)) v(ds, country, metric, metric2)`,
    columns: [
      { name: 'ds', type: 'temporal' },
      { name: 'country', type: 'string' },
      { name: 'metric', type: 'number' },
      { name: 'metric2', type: 'number' },
    ],
  },
  names: {
    sql: `SELECT * FROM (VALUES ('a', 'x, y', 1.0::DOUBLE), ('a', 'y', NULL), ('b', NULL, 3.0), ('b', 'x', 4.0), (NULL, 'x', 5.0)) v(name, cat, v)`,
    columns: [
      { name: 'name', type: 'string' },
      { name: 'cat', type: 'string' },
      { name: 'v', type: 'number' },
    ],
  },
  hist: {
    sql: `SELECT * FROM (VALUES ('a', 1::INTEGER), ('a', 2), ('a', 3), ('a', 4), ('a', 5), ('b', 6), ('b', 7), ('b', 8), ('b', 9), ('b', 10), ('b', NULL)) v(g, v)`,
    columns: [
      { name: 'g', type: 'string' },
      { name: 'v', type: 'number' },
    ],
  },
  box: {
    sql: `SELECT * FROM (VALUES ('a', 1.0::DOUBLE), ('a', 2.0), ('a', 3.0), ('a', 4.0), ('a', 5.0), ('a', 50.0), ('b', 10.0), ('b', 11.0), ('b', 12.0), ('b', NULL)) v(g, v)`,
    columns: [
      { name: 'g', type: 'string' },
      { name: 'v', type: 'number' },
    ],
  },
};

/** A case: rules over a test table and the frame pandas gives for them. */
export interface Case {
  name: string;
  table: keyof typeof TABLES & string;
  rules: PostProcessingRule[];
  columns: string[];
  rows: unknown[][];
}

const pad = (n: number): string => String(n).padStart(2, '0');
const formatTime = (d: Date): string =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** Engine values as pandas prints them: timestamps as text, numbers rounded to 9 places, lists as arrays. */
export function normalize(value: unknown, temporal: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (temporal && (value instanceof Date || typeof value === 'number')) return formatTime(new Date(value as number));
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number') return Number.isInteger(value) ? value : Math.round(value * 1e9) / 1e9;
  if (Array.isArray(value)) return value.map((v) => normalize(v, false));
  if (
    typeof value === 'object' &&
    Symbol.iterator in value &&
    typeof (value as { toArray?: unknown }).toArray === 'function'
  ) {
    return Array.from(value as Iterable<unknown>, (v) => normalize(v, false));
  }
  if (typeof value === 'object' && value instanceof Uint32Array) return Number(String(value));
  return value;
}

async function runOn(engine: Engine, c: Case): Promise<{ sql: string; columns: string[]; rows: unknown[][] }> {
  const table = TABLES[c.table];
  if (!table) throw new Error(`no table ${c.table}`);
  await engine.exec(`CREATE OR REPLACE TABLE ${c.table} AS ${table.sql}`);
  const input: PostProcessingInput = { relation: c.table, columns: table.columns };
  const ready = await preparePostProcessing(input, c.rules, engine.facts);
  const temporal = ready.columns.map((col) => col.type === 'temporal');
  const rows = (await engine.rows(ready.finalSql)).map((r) => r.map((v, i) => normalize(v, temporal[i] ?? false)));
  return { sql: ready.finalSql, columns: ready.columns.map((col) => col.name), rows };
}

/** Registers each case: the same rows from node-api and DuckDB-WASM, and the SQL against its golden file. */
export function describeCases(title: string, cases: readonly Case[]): void {
  describe(title, () => {
    const engines: Engine[] = [];
    beforeAll(async () => {
      engines.push(await nodeEngine(), await wasmEngine());
    });
    afterAll(() => void engines.splice(0));
    for (const c of cases) {
      it(`${c.name} gives pandas' frame on node-api and DuckDB-WASM`, async () => {
        const results = [];
        for (const engine of engines) {
          const result = await runOn(engine, c);
          expect({ engine: engine.name, columns: result.columns, rows: result.rows }).toEqual({
            engine: engine.name,
            columns: c.columns,
            rows: c.rows,
          });
          results.push(result);
        }
        expect(results).toHaveLength(2);
        expectGolden(`postprocessing/${c.name}.sql`, `${results[0]?.sql ?? ''}\n`);
      });
    }
  });
}

/** The facts a compile would ask for, answered empty: for checking validation without an engine. */
export const compileOnly = (
  rules: PostProcessingRule[],
  table: keyof typeof TABLES & string = 'sales',
  facts: Facts = {},
) => compilePostProcessing({ relation: table, columns: TABLES[table]?.columns ?? [] }, rules, { facts });
