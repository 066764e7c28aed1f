/**
 * Parse benchmark (Node part): a chart-data answer of N rows with integers beyond 2^53, read by the data
 * plane's exact reader (bytes → typed columns → Arrow IPC) against json-bigint on the text, as Superset
 * parses on the main thread. Prints medians. Usage: node --max-old-space-size=8192 --import tsx bench/parse/run.ts [rows] [runs]
 */
import JSONbig from 'json-bigint';
import { chartDataPayload, orderIdOf } from './payload';
import { parseJsonExact, readChartJson, recordsToTable, tableToStream } from '../../workers/dataplane';
import type { RecordColumns } from '../../workers/dataplane';
import type { GenericDataType } from '../../src/core/query';

const rows = Number(process.argv[2] ?? 1_000_000);
const runs = Number(process.argv[3] ?? 5);

type Result = { result: { data: RecordColumns; colnames: string[]; coltypes: GenericDataType[] }[] };

const text = chartDataPayload({ rows });
const bytes = new TextEncoder().encode(text);
const supersetParser = JSONbig({ useNativeBigInt: false });
const nativeBigIntParser = JSONbig({ useNativeBigInt: true });

const contenders: Record<string, () => unknown> = {
  'json-bigint (Superset: BigNumber)': () => supersetParser.parse(text),
  'json-bigint (useNativeBigInt)': () => nativeBigIntParser.parse(text),
  'JSON.parse (loses digits; reference)': () => JSON.parse(text),
  'parseJsonExact (text → objects)': () => parseJsonExact(text),
  'readChartJson (bytes → columns)': () => readChartJson(bytes),
  'readChartJson + Arrow IPC': () => {
    const r = (readChartJson(bytes) as Result).result[0];
    if (!r) throw new Error('no result');
    return tableToStream(recordsToTable(r.data, r.colnames, r.coltypes));
  },
};

// Correctness first: the exact reader keeps every digit where JSON.parse does not.
const check = (readChartJson(bytes) as Result).result[0]?.data.columns.find((c) => c.name === 'order_id');
if (check?.valueAt(rows - 1) !== orderIdOf(rows - 1)) throw new Error('exact reader lost digits');

const times = new Map<string, number[]>(Object.keys(contenders).map((k) => [k, []]));
for (let run = 0; run < runs; run += 1) {
  for (const [name, fn] of Object.entries(contenders)) {
    globalThis.gc?.();
    const start = performance.now();
    fn();
    times.get(name)?.push(performance.now() - start);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const baseline = median(times.get('json-bigint (Superset: BigNumber)') ?? []);
console.log(
  `payload: ${rows.toLocaleString('en')} rows, ${(bytes.length / 1e6).toFixed(1)} MB, ${runs} runs (median), Node ${process.version}`,
);
for (const [name, xs] of times) {
  const m = median(xs);
  console.log(
    `${name.padEnd(40)} ${m.toFixed(0).padStart(7)} ms   ${(baseline / m).toFixed(2).padStart(6)}× vs json-bigint`,
  );
}
