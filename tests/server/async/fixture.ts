/** Test instances with async queries on, a DuckDB database with a small and a slow dataset, and polling helpers. */
import type { LightMyRequestResponse } from 'fastify';
import { startTestInstance, type StoreKind, type TestInstance } from '../harness';
import type { AsyncEvent, AsyncJobMetadata } from '../../../server/async';

export interface AsyncFixture {
  inst: TestInstance;
  /** Three rows: (a, 1), (b, 2), (a, 3). */
  small: number;
  /** A trillion rows: its sums run until stopped. */
  slow: number;
}

/** Starts an instance with GLOBAL_ASYNC_QUERIES on (plus `env`) and creates the datasets, as admin. */
export async function startAsyncInstance(
  env: Record<string, string> = {},
  kind: StoreKind = 'sqlite',
): Promise<AsyncFixture> {
  const inst = await startTestInstance(kind, { TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true', ...env });
  try {
    const database = await created(inst, '/api/v1/database/', {
      database_name: 'async',
      sqlalchemy_uri: 'duckdb:///async.duckdb',
    });
    const small = await created(inst, '/api/v1/dataset/', {
      database,
      table_name: 'letters',
      sql: "SELECT * FROM (VALUES ('a', 1), ('b', 2), ('a', 3)) AS t(name, num)",
    });
    const slow = await created(inst, '/api/v1/dataset/', {
      database,
      table_name: 'endless',
      sql: 'SELECT range AS x FROM range(0, 1000000000000)',
    });
    return { inst, small, slow };
  } catch (err) {
    await inst.close();
    throw err;
  }
}

async function created(inst: TestInstance, url: string, payload: Record<string, unknown>): Promise<number> {
  const res = await inst.api({ method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** A query context summing `num` per `name` (small) or `x` in total (slow). */
export function sumQuery(
  datasetId: number,
  column: 'num' | 'x',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    result_type: 'full',
    result_format: 'json',
    queries: [
      {
        columns: column === 'num' ? ['name'] : [],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: column }, aggregate: 'SUM', label: 'total' }],
        orderby: column === 'num' ? [['name', true]] : [],
        row_limit: 100,
        ...extra,
      },
    ],
  };
}

/** Waits until `read` answers a value, checking every 25 ms for up to `ms`. */
export async function waitFor<T>(read: () => Promise<T | undefined>, ms = 15_000, what = 'the condition'): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Reads the async events visible to a request (Bearer user or cookies). */
export type EventReader = (lastId?: string) => Promise<LightMyRequestResponse>;

/** Polls GET /api/v1/async_event/ from the start until the job's event arrives. */
export async function eventOf(read: EventReader, job: AsyncJobMetadata, ms = 15_000): Promise<AsyncEvent> {
  return waitFor(
    async () => {
      const res = await read();
      if (res.statusCode !== 200) throw new Error(`async_event answered ${res.statusCode}: ${res.body}`);
      return (res.json() as { result: AsyncEvent[] }).result.find((e) => e.job_id === job.job_id);
    },
    ms,
    `the event of job ${job.job_id}`,
  );
}
