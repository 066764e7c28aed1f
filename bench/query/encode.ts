// JSON vs Arrow for chart data answers of 100k and 1M flights rows: encode time with the server's own encoders
// (serialize.ts) and the size of the bytes on the wire; then the same through POST /api/v1/chart/data.
//   node --import tsx bench/query/encode.ts --data-dir DIR [--runs 5]
import { duckdbConnection } from '../../server/engines';
import { toArrow, toJson, toRecords } from '../../server/chartdata/serialize';
import { benchArgs, median, ms, postChartData, startBenchServer } from './server';

const { dataDir, values } = benchArgs({ runs: { type: 'string' } });
const runs = Math.min(Math.max(Number(values.runs ?? 5), 1), 20);
const SIZES = [100_000, 1_000_000];
const COLUMNS = ['flight_id', 'dep_ts', 'carrier', 'origin', 'dep_delay', 'fare', 'cancelled'];

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
const timed = <T>(fn: () => T): { value: T; ms: number } => {
  const t0 = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t0 };
};

const s = await startBenchServer(dataDir, {
  TESSERA_SQL_MAX_ROW: String(Math.max(...SIZES)),
  TESSERA_CACHE_MAX_BYTES: '0',
});
try {
  const engine = duckdbConnection(s.duckdbPath);
  console.log(`encode only (server/chartdata/serialize.ts), ${COLUMNS.length} columns, median of ${runs}`);
  for (const rows of SIZES) {
    const result = await engine.run(`SELECT ${COLUMNS.join(', ')} FROM flights LIMIT ${rows}`);
    const json: number[] = [];
    const arrow: number[] = [];
    let jsonBytes = 0;
    let arrowBytes = 0;
    for (let i = 0; i < runs; i++) {
      const j = timed(() => Buffer.byteLength(toJson({ result: [{ data: toRecords(result) }] })));
      const a = timed(() => toArrow(result).byteLength);
      json.push(j.ms);
      arrow.push(a.ms);
      jsonBytes = j.value;
      arrowBytes = a.value;
    }
    console.log(
      `  ${rows.toLocaleString('en-US')} rows: JSON ${ms(median(json))} ${mb(jsonBytes)} | Arrow ${ms(median(arrow))} ${mb(arrowBytes)} | Arrow ${(median(json) / median(arrow)).toFixed(1)}x faster, ${(jsonBytes / arrowBytes).toFixed(1)}x smaller`,
    );
  }
  await engine.close();

  console.log(`through POST /api/v1/chart/data (query + encode + loopback HTTP), median of ${runs}`);
  for (const rows of SIZES) {
    const body = (format: string): Record<string, unknown> => ({
      datasource: { id: s.flightsId, type: 'table' },
      force: true,
      result_format: format,
      queries: [{ columns: COLUMNS, metrics: null, row_limit: rows }],
    });
    const line: string[] = [];
    for (const format of ['json', 'arrow']) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const res = await postChartData(s, body(format));
        times.push(performance.now() - t0);
        if (res.status !== 200)
          throw new Error(`${format} answered ${res.status}: ${res.bytes.toString().slice(0, 200)}`);
        bytes = res.bytes.byteLength;
      }
      line.push(`${format} ${ms(median(times))} ${mb(bytes)}`);
    }
    console.log(`  ${rows.toLocaleString('en-US')} rows: ${line.join(' | ')}`);
  }
} finally {
  await s.close();
}
