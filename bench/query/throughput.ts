// Throughput under 50 concurrent clients (autocannon, loopback): the cached month × carrier chart on flights,
// and a small uncached query (force) on the same table's dataset, each for a bounded duration.
//   node --import tsx bench/query/throughput.ts --data-dir DIR [--seconds 10] [--connections 50]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { benchArgs, monthByCarrier, postChartData, startBenchServer } from './server';

const { dataDir, values } = benchArgs({ seconds: { type: 'string' }, connections: { type: 'string' } });
const duration = Math.min(Math.max(Number(values.seconds ?? 10), 2), 60);
const connections = Math.min(Math.max(Number(values.connections ?? 50), 1), 200);
const s = await startBenchServer(dataDir);

interface AutocannonResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}

// autocannon's own CLI (JSON output), in a process of its own so that the load generator does not share the
// server's event loop.
async function load(title: string, body: unknown): Promise<void> {
  const headers = Object.entries(s.headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const args = [
    'node_modules/autocannon/autocannon.js',
    '--json',
    '-c',
    String(connections),
    '-d',
    String(duration),
    '-m',
    'POST',
    ...headers,
    '-b',
    JSON.stringify(body),
    `${s.baseUrl}/api/v1/chart/data`,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const { latency, requests, non2xx, errors } = JSON.parse(stdout) as AutocannonResult;
  console.log(`${title}: ${connections} clients, ${duration} s`);
  console.log(
    `  ${requests.average.toFixed(0)} requests/s (${requests.total} in all), latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms, non-2xx ${non2xx}, errors ${errors}`,
  );
}

try {
  const warm = await postChartData(s, monthByCarrier(s.flightsId, false));
  if (warm.status !== 200) throw new Error(`chart data answered ${warm.status}`);
  await load('cached month x carrier chart (10M-row flights)', monthByCarrier(s.flightsId, false));
  const small = {
    datasource: { id: s.flightsId, type: 'table' },
    force: true,
    queries: [
      {
        columns: ['carrier'],
        metrics: ['count'],
        filters: [
          { col: 'origin', op: '==', val: 'SFO' },
          { col: 'dep_ts', op: 'TEMPORAL_RANGE', val: '2024-03-01 : 2024-03-02' },
        ],
        row_limit: 100,
      },
    ],
  };
  await load('uncached (force) one-day carrier count for one airport (scans flights)', small);
} finally {
  await s.close();
}
