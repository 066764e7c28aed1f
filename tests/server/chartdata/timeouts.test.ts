// A query past TESSERA_QUERY_TIMEOUT is stopped in the engine and answers timed_out; a PostgreSQL that goes
// down answers a clear error while the server keeps serving other requests.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstResult, parseBig, qc, startChartDataFixture, type ChartDataFixture, type EngineKind } from './fixture';

let f: ChartDataFixture;
const slowDatasets: Partial<Record<EngineKind, number>> = {};
let proxy: Server;
const sockets = new Set<Socket>();
let downDatasetId = 0;

/** A loopback TCP proxy to PostgreSQL that the test can take down. */
async function startProxy(host: string, port: number): Promise<number> {
  proxy = createServer((client) => {
    const upstream = createConnection({ host, port });
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const addr = proxy.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
}

beforeAll(async () => {
  // The slow query reads events through a sub-query in adhoc SQL, which needs ALLOW_ADHOC_SUBQUERY.
  f = await startChartDataFixture({ TESSERA_QUERY_TIMEOUT: '1', TESSERA_FEATURE_ALLOW_ADHOC_SUBQUERY: 'true' });
  const virtual = async (engine: EngineKind, sql: string): Promise<number> => {
    const res = await f.t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: {
        database: f.databaseIds[engine],
        schema: engine === 'duckdb' ? 'main' : 'public',
        table_name: `slow_${engine}`,
        sql,
      },
    });
    if (res.statusCode !== 201) throw new Error(`virtual dataset: ${res.body}`);
    return (res.json() as { id: number }).id;
  };
  slowDatasets.duckdb = await virtual('duckdb', 'SELECT a.range AS n FROM range(0, 100000) a');
  slowDatasets.postgresql = await virtual('postgresql', 'SELECT g AS n FROM generate_series(1, 100000) g');

  const url = new URL(f.pgUrl);
  const port = await startProxy(url.hostname, Number(url.port));
  url.port = String(port);
  const db = await f.t.api({
    method: 'POST',
    url: '/api/v1/database/',
    payload: { database_name: 'fragile', sqlalchemy_uri: url.toString() },
  });
  if (db.statusCode !== 201) throw new Error(`proxy database: ${db.body}`);
  const ds = await f.t.api({
    method: 'POST',
    url: '/api/v1/dataset/',
    payload: { database: (db.json() as { id: number }).id, schema: 'public', table_name: 'events' },
  });
  downDatasetId = (ds.json() as { id: number }).id;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  proxy.close();
  await f.close();
});

// A six-way self-join (10^10 rows): minutes of work, far past the 1 s limit.
const slowQuery = {
  columns: [],
  metrics: [
    {
      expressionType: 'SQL',
      sqlExpression:
        'SUM(n * (SELECT COUNT(*) FROM (SELECT 1 FROM events e1, events e2, events e3, events e4, events e5, events e6) x))',
      label: 'heavy',
    },
  ],
  row_limit: 10,
};

describe('[QC-T] query timeouts', () => {
  it.each(['duckdb', 'postgresql'] as const)(
    '%s: a query past the limit answers timed_out and is stopped in the engine',
    async (engine) => {
      const started = performance.now();
      const res = await f.chartData({
        datasource: { id: slowDatasets[engine], type: 'table' },
        force: true,
        queries: [slowQuery],
      });
      const seconds = (performance.now() - started) / 1000;
      expect(res.statusCode).toBe(400);
      const body = parseBig<{
        message: string;
        errors: Array<{ error_type: string }>;
        result: Array<{ status: string; error: string }>;
      }>(res.body);
      expect(body.result[0]?.status).toBe('timed_out');
      expect(body.result[0]?.error).toBe('The query exceeded the 1 seconds timeout.');
      expect(body.errors[0]?.error_type).toBe('BACKEND_TIMEOUT_ERROR');
      expect(seconds).toBeLessThan(6);
      if (engine === 'postgresql') {
        const c = new pg.Client({ connectionString: f.pgUrl });
        await c.connect();
        const active = await c.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%heavy%' AND pid <> pg_backend_pid()",
        );
        await c.end();
        expect(active.rows[0]?.n).toBe(0);
      }
      const quick = performance.now();
      expect(
        firstResult(await f.chartData(qc(f, engine, { columns: ['category'], metrics: ['count'] }, { force: true })))
          .rowcount,
      ).toBe(4);
      expect(performance.now() - quick).toBeLessThan(1500);
    },
  );
});

describe('[QC-D] a PostgreSQL database that is down', () => {
  it('answers a clear error while the server keeps serving', async () => {
    const query = {
      datasource: { id: downDatasetId, type: 'table' },
      force: true,
      queries: [{ columns: ['category'], metrics: ['count'] }],
    };
    expect(firstResult(await f.chartData(query)).rowcount).toBe(4);
    proxy.close();
    for (const s of sockets) s.destroy();
    const res = await f.chartData(query);
    expect(res.statusCode).toBe(400);
    const body = parseBig<{ message: string; errors: Array<{ error_type: string }> }>(res.body);
    expect(body.message).toBe('Error: The port is closed.');
    expect(body.errors[0]?.error_type).toBe('CONNECTION_PORT_CLOSED_ERROR');
    const [health, duck, other] = await Promise.all([
      f.t.app.inject({ url: '/health' }),
      f.chartData(qc(f, 'duckdb', { columns: ['category'], metrics: ['count'] }, { force: true })),
      f.chartData(qc(f, 'postgresql', { columns: ['category'], metrics: ['count'] }, { force: true })),
    ]);
    expect(health.statusCode).toBe(200);
    expect(firstResult(duck).rowcount).toBe(4);
    expect(firstResult(other).rowcount).toBe(4);
  });
});
