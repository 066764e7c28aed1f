// Load under heavy queries (issue 9): 50 clients mixing reads and writes (lists, GETs, chart PUTs, /api/v1/me/)
// while 4 heavy queries run (a cross join of the example orders table, 120k x 120k rows, as a virtual dataset an
// admin created: no range(), no subquery). Prints p50/p99 of the light requests and their error count; the target
// is p99 <= 1 s with 0 errors. Loopback only, bounded in clients and time; starts its own server on a temp folder.
//   node --import tsx bench/load/run.ts [--seconds 20] [--connections 50] [--heavy 4]
// (--heavy 0 gives the same load without heavy queries, the machine's own figure to compare with.)
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServerProcess } from '../../tests/support/server';

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, connections: { type: 'string' }, heavy: { type: 'string' } },
});
const duration = Math.min(Math.max(Number(values.seconds ?? 20), 5), 60);
const connections = Math.min(Math.max(Number(values.connections ?? 50), 1), 100);
const HEAVY = Math.min(Math.max(Number(values.heavy ?? 4), 0), 8);

// Heavy queries outlast the run (the query timeout is past its end); the server is stopped under them.
const server = await startServerProcess({
  password: 'bench-admin-password',
  quiet: true,
  env: { TESSERA_QUERY_TIMEOUT: String(duration + 30) },
});
const { baseUrl } = server;

async function call<T>(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as T };
}

try {
  const login = await call<{ access_token: string }>(
    'POST',
    '/api/v1/security/login',
    {},
    { username: 'admin', password: server.password, provider: 'db' },
  );
  const auth = { authorization: `Bearer ${login.json.access_token}` };
  const orders = await call<{ result: { id: number; database: { id: number } }[] }>(
    'GET',
    `/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:orders)))`,
    auth,
  );
  const databaseId = orders.json.result[0]?.database.id;
  if (!databaseId) throw new Error('the example orders dataset is missing');
  const heavySet = await call<{ id: number }>('POST', '/api/v1/dataset/', auth, {
    database: databaseId,
    schema: 'main',
    table_name: 'orders_pairs',
    sql: 'SELECT a.sales * b.sales AS n FROM orders a, orders b',
  });
  if (heavySet.status !== 201) throw new Error(`heavy dataset: ${heavySet.status} ${JSON.stringify(heavySet.json)}`);
  const charts = await call<{ ids: number[] }>('GET', '/api/v1/chart/?q=(page_size:5)', auth);
  const chartId = charts.json.ids[0];
  if (!chartId) throw new Error('the example charts are missing');

  // Four heavy queries for the whole run: each one that ends (timed out or done) is started again.
  let running = true;
  const heavyStatuses: number[] = [];
  const heavyLoop = async (k: number): Promise<void> => {
    for (let round = 0; running; round++) {
      const body = {
        datasource: { id: heavySet.json.id, type: 'table' },
        force: true,
        queries: [
          {
            columns: [],
            metrics: [{ expressionType: 'SQL', sqlExpression: `SUM(n % ${7 + k + round * HEAVY})`, label: 'heavy' }],
            row_limit: 10,
          },
        ],
      };
      heavyStatuses.push((await call('POST', '/api/v1/chart/data', auth, body)).status);
    }
  };
  const heavy = Array.from({ length: HEAVY }, (_v, k) => heavyLoop(k));
  await new Promise((r) => setTimeout(r, 1000));

  const json = { ...auth, 'content-type': 'application/json' };
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: auth,
    requests: [
      { method: 'GET', path: '/api/v1/chart/' },
      { method: 'GET', path: '/api/v1/me/' },
      { method: 'GET', path: '/api/v1/dashboard/' },
      { method: 'GET', path: `/api/v1/chart/${chartId}` },
      {
        method: 'PUT',
        path: `/api/v1/chart/${chartId}`,
        headers: json,
        body: JSON.stringify({ description: 'Edited under load' }),
      },
      { method: 'GET', path: '/api/v1/dataset/' },
    ],
  });
  running = false;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `light requests: ${connections} clients for ${duration} s while ${HEAVY} heavy queries ran (lists, GETs, chart PUTs, /api/v1/me/)`,
  );
  console.log(
    `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  errors ${errors} (connection errors ${result.errors}, time-outs ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(
    `  target p99 <= 1000 ms and 0 errors: ${result.latency.p99 <= 1000 && errors === 0 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `heavy queries: ${HEAVY} kept running from 1 s before the light load to its end; ${heavyStatuses.length} ended early (${heavyStatuses.join(', ') || 'none'})`,
  );
  void Promise.all(heavy).catch(() => undefined);
} finally {
  await server.stop();
}
