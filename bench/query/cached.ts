// Latency of a cached chart data answer: the month × carrier chart on the 10M-row flights table, first computed,
// then asked again and answered from the result cache (is_cached: true), over loopback HTTP.
//   node --import tsx bench/query/cached.ts --data-dir DIR [--requests 200]
import { benchArgs, median, monthByCarrier, ms, percentile, postChartData, startBenchServer } from './server';

const { dataDir, values } = benchArgs({ requests: { type: 'string' } });
const requests = Math.min(Math.max(Number(values.requests ?? 200), 10), 5000);
const s = await startBenchServer(dataDir);
try {
  const t0 = performance.now();
  const first = await postChartData(s, monthByCarrier(s.flightsId, true));
  const cold = performance.now() - t0;
  if (first.status !== 200) throw new Error(`chart data answered ${first.status}`);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await postChartData(s, monthByCarrier(s.flightsId, false));
    times.push(performance.now() - t);
    if (i === 0 && !res.bytes.toString().includes('"is_cached":true'))
      throw new Error('the second answer did not come from the cache');
  }
  console.log(`month x carrier on flights (${(first.bytes.byteLength / 1024).toFixed(1)} KB answer)`);
  console.log(`  computed (force): ${ms(cold)}`);
  console.log(
    `  cached, ${requests} sequential requests: median ${ms(median(times))}, p99 ${ms(percentile(times, 99))}`,
  );
} finally {
  await s.close();
}
