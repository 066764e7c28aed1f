// Server overhead of a GROUP BY month × carrier chart query on the 10M-row flights table: POST /api/v1/chart/data
// (force, so never cached) against the same SQL run directly in DuckDB (@duckdb/node-api), interleaved in one run.
//   node --import tsx bench/query/overhead.ts --data-dir DIR [--runs 11]
import { duckdbInstance } from '../../server/engines';
import { benchArgs, median, monthByCarrier, ms, postChartData, startBenchServer } from './server';

const { dataDir, values } = benchArgs({ runs: { type: 'string' } });
const runs = Math.min(Math.max(Number(values.runs ?? 11), 3), 100);
const s = await startBenchServer(dataDir);
try {
  const plan = await postChartData(s, { ...monthByCarrier(s.flightsId, true), result_type: 'query' });
  const sql = (JSON.parse(plan.bytes.toString()) as { result: Array<{ query: string }> }).result[0]?.query ?? '';
  const conn = await (await duckdbInstance(s.duckdbPath)).connect();
  const direct = async (): Promise<number> => {
    const t0 = performance.now();
    const reader = await conn.runAndReadAll(sql);
    reader.getRowsJS();
    return performance.now() - t0;
  };
  const viaApi = async (): Promise<number> => {
    const t0 = performance.now();
    const res = await postChartData(s, monthByCarrier(s.flightsId, true));
    if (res.status !== 200) throw new Error(`chart data answered ${res.status}: ${res.bytes.toString().slice(0, 300)}`);
    return performance.now() - t0;
  };
  await direct();
  await viaApi();
  const d: number[] = [];
  const a: number[] = [];
  for (let i = 0; i < runs; i++) {
    d.push(await direct());
    a.push(await viaApi());
  }
  const rows = (await conn.runAndReadAll(sql)).currentRowCount;
  conn.closeSync();
  console.log(`flights GROUP BY month x carrier (${rows} result rows), ${runs} runs each, interleaved`);
  console.log(`  direct DuckDB:          median ${ms(median(d))}`);
  console.log(`  POST /api/v1/chart/data: median ${ms(median(a))}`);
  console.log(
    `  overhead: ${ms(median(a) - median(d))}, ratio ${(median(a) / median(d)).toFixed(3)}x (target <= 1.15x)`,
  );
} finally {
  await s.close();
}
