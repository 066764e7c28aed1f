/** A Tessera server over a data folder holding the flights table, listening on loopback for the query benchmarks. */
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../server/store/db';
import { bootServer } from '../../tests/support/server';

const PASSWORD = 'bench-admin-password';

export interface BenchServer {
  app: FastifyInstance;
  store: Store;
  baseUrl: string;
  dataDir: string;
  duckdbPath: string;
  headers: Record<string, string>;
  flightsId: number;
  close(): Promise<void>;
}

/** `--data-dir DIR` (where `server/examples/big.ts` wrote the flights table) plus the benchmark's own flags. */
export function benchArgs(extra: Record<string, { type: 'string' }> = {}): {
  dataDir: string;
  values: Record<string, string | undefined>;
} {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, ...extra },
    strict: true,
    allowPositionals: false,
  });
  const dataDir = resolve(values['data-dir'] ?? process.env.TESSERA_DATA_DIR ?? 'data');
  return { dataDir, values: values as Record<string, string | undefined> };
}

/** Starts the server (installing the examples metadata the first time) and logs in as admin. */
export async function startBenchServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const { app, store } = await bootServer({
    dataDir,
    adminPassword: PASSWORD,
    env,
    examples: true,
    log: (m) => console.log(m),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${address}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
  });
  if (login.status !== 200)
    throw new Error(
      `login failed (${login.status}): was this data folder set up with another admin password? ${await login.text()}`,
    );
  const token = ((await login.json()) as { access_token: string }).access_token;
  const flights = await store.db
    .selectFrom('tables')
    .select('id')
    .where('table_name', '=', 'flights')
    .executeTakeFirst();
  if (!flights)
    throw new Error(
      `no flights dataset in ${dataDir}: run node --import tsx server/examples/big.ts --data-dir ${dataDir}`,
    );
  return {
    app,
    store,
    baseUrl: address,
    dataDir,
    duckdbPath: resolve(join(dataDir, 'examples.duckdb')),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    flightsId: Number(flights.id),
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

/** POST /api/v1/chart/data, returning the status and the body bytes. */
export async function postChartData(s: BenchServer, body: unknown): Promise<{ status: number; bytes: Buffer }> {
  const send = async (): Promise<{ status: number; bytes: Buffer }> => {
    const res = await fetch(`${s.baseUrl}/api/v1/chart/data`, {
      method: 'POST',
      headers: s.headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  // A kept-alive socket idle past the server's keep-alive timeout is reset on reuse: send once more.
  return send().catch(send);
}

/** The month × carrier chart of the flights table: the benchmark's GROUP BY time grain × category query. */
export function monthByCarrier(flightsId: number, force: boolean): Record<string, unknown> {
  return {
    datasource: { id: flightsId, type: 'table' },
    force,
    result_type: 'full',
    result_format: 'json',
    queries: [
      {
        columns: [
          {
            expressionType: 'SQL',
            sqlExpression: 'dep_ts',
            label: 'dep_ts',
            columnType: 'BASE_AXIS',
            timeGrain: 'P1M',
          },
          'carrier',
        ],
        metrics: ['count', 'avg__dep_delay', 'sum__passengers'],
        orderby: [['count', false]],
        row_limit: 10_000,
        time_range: 'No filter',
      },
    ],
  };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export const ms = (x: number): string => `${x.toFixed(1)} ms`;
