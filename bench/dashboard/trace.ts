/**
 * What the main thread was doing during the slowest chart mounts: a Chromium trace of the dashboard's load and a
 * scroll to the end, and for each mount at or above the p95 the trace events inside its render+commit window (GC,
 * layout, script), with the window's wall time against its main-thread CPU time (the rest is the thread waiting for
 * a core). Usage: node --import tsx bench/dashboard/trace.ts [dashboard slug]
 */
import { writeFileSync } from 'node:fs';
import { probeCharts } from '../../e2e/charts/pageTools';
import { chartMounts, quantile } from './measure';
import type { ChartMount } from './measure';
import { SCROLL_TO_END, openDashboard, withBenchPage } from './scrolling';
import { TRACE_CATEGORIES, pageTrace, windowSummary } from './traceEvents';

const slug = process.argv[2] ?? 'large';

await withBenchPage(async (bench) => {
  const { page, browser } = bench;
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await openDashboard(bench, slug);
  await page.evaluate(SCROLL_TO_END);
  await page.waitForTimeout(3000);
  const { all, clock, mark, events, toTrace } = await pageTrace(page, browser);
  const probes = await probeCharts(page);
  if (process.env.TRACE_OUT)
    writeFileSync(
      process.env.TRACE_OUT,
      JSON.stringify({ clock, mark, probes, events: all.filter((e) => e.ph === 'X' || e.ph === 'M') }),
    );

  const mounts = chartMounts(probes);
  const batchSize = new Map<number, number>();
  for (const m of mounts) batchSize.set(m.committedAt, (batchSize.get(m.committedAt) ?? 0) + 1);
  const p95 = quantile(
    mounts.map((m) => m.totalMs),
    0.95,
  );
  const tail = mounts.filter((m) => m.totalMs >= p95).sort((a, b) => b.totalMs - a.totalMs);
  console.log(`${mounts.length} mounts; p95 ${p95.toFixed(2)} ms`);
  const probeOf = new Map(probes.map((p) => [p.chartId, p]));
  const phase = (label: string, endAt: number | undefined, ms: number): void => {
    if (endAt === undefined || ms < 2) return;
    const s = windowSummary(events, toTrace(endAt - ms), toTrace(endAt));
    console.log(`  ${label} window ${s.wallMs.toFixed(1)} ms wall, ${s.cpuMs.toFixed(1)} ms main-thread CPU`);
    for (const [name, t] of s.byName.slice(0, 8))
      if (t >= 0.5) console.log(`    ${t.toFixed(1).padStart(7)} ms  ${name}`);
  };
  const show = (m: ChartMount): void => {
    const n = batchSize.get(m.committedAt) ?? 1;
    const p = probeOf.get(m.chartId);
    console.log(
      `\nchart ${m.chartId} ${m.vizType} #${m.nthOfType}: decode ${m.decodeMs.toFixed(1)} transform ${m.transformMs.toFixed(1)} commit ${m.commitMs.toFixed(1)} (batch of ${n}) @ ${m.committedAt.toFixed(0)} ms`,
    );
    phase('decode', p?.decodedAt, m.decodeMs);
    phase('transformProps', p?.transformedAt, m.transformMs);
    phase(`render+commit (batch of ${n})`, m.committedAt, m.commitMs * n);
  };
  tail.forEach(show);

  // Every mount's main-thread CPU: its decode and transformProps windows, and its share of its commit batch.
  const cpuOf = (endAt: number | undefined, ms: number): number =>
    endAt === undefined || ms <= 0 ? 0 : windowSummary(events, toTrace(endAt - ms), toTrace(endAt)).cpuMs;
  const cpu = mounts.map((m) => {
    const p = probeOf.get(m.chartId);
    const n = batchSize.get(m.committedAt) ?? 1;
    const parts = [
      cpuOf(p?.decodedAt, m.decodeMs),
      cpuOf(p?.transformedAt, m.transformMs),
      cpuOf(m.committedAt, m.commitMs * n) / n,
    ] as const;
    return { mount: m, parts, total: parts[0] + parts[1] + parts[2] };
  });
  const figure = (xs: number[]) => `${quantile(xs, 0.5).toFixed(2)} / ${quantile(xs, 0.95).toFixed(2)}`;
  console.log('\nmount per chart, median / p95 (ms)          wall           main-thread CPU');
  console.log(
    `  whole mount                          ${figure(mounts.map((m) => m.totalMs)).padEnd(14)} ${figure(cpu.map((c) => c.total))}`,
  );
  console.log(
    `  decode                               ${figure(mounts.map((m) => m.decodeMs)).padEnd(14)} ${figure(cpu.map((c) => c.parts[0]))}`,
  );
  console.log(
    `  transformProps                       ${figure(mounts.map((m) => m.transformMs)).padEnd(14)} ${figure(cpu.map((c) => c.parts[1]))}`,
  );
  console.log(
    `  render+commit                        ${figure(mounts.map((m) => m.commitMs)).padEnd(14)} ${figure(cpu.map((c) => c.parts[2]))}`,
  );
  for (const [label, first] of [
    ['first mount of its viz type', true],
    ['later mounts', false],
  ] as const) {
    const some = cpu.filter((c) => (c.mount.nthOfType === 0) === first);
    console.log(
      `  ${`${label} (${some.length})`.padEnd(37)}${figure(some.map((c) => c.mount.totalMs)).padEnd(14)} ${figure(some.map((c) => c.total))}` +
        `; CPU medians decode/transform/commit ${[0, 1, 2]
          .map((i) =>
            quantile(
              some.map((c) => c.parts[i] ?? 0),
              0.5,
            ).toFixed(2),
          )
          .join('/')}`,
    );
  }
  console.log('  most main-thread CPU: chart viz_type #nth-of-type  CPU decode/transform/commit = total (wall)');
  for (const c of [...cpu].sort((a, b) => b.total - a.total).slice(0, 10)) {
    const m = c.mount;
    console.log(
      `    ${String(m.chartId).padStart(4)} ${m.vizType.padEnd(28)} #${m.nthOfType}  ${c.parts.map((x) => x.toFixed(1)).join('/')} = ${c.total.toFixed(1)} (${m.totalMs.toFixed(1)}) @ ${m.committedAt.toFixed(0)} ms`,
    );
  }
});
