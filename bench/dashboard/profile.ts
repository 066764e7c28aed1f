/**
 * Where the main thread's time goes on a dashboard: a sampling CPU profile of the load and of a scroll to the end,
 * summed by function (self time) and by package; then the scroll again, with the charts loaded. Build unminified for readable names (`npx vite build --minify
 * false`). Usage: node --import tsx bench/dashboard/profile.ts [dashboard slug] [top N]. PROFILE_OUT=dir also writes
 * each profile whole (load.cpuprofile, …), for DevTools' Performance panel or a look at who calls what.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { SCROLL_TO_END, loadAll, openDashboard, withBenchPage } from './scrolling';

const slug = process.argv[2] ?? 'large';
const top = Number(process.argv[3] ?? 40);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time per function and per package of a CPU profile, in ms, largest first. */
function summarize(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): {
  byFunction: [string, number][];
  byPackage: [string, number][];
  totalMs: number;
} {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let totalMs = 0;
  const samples = profile.samples ?? [];
  samples.forEach((id, i) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    totalMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url ? file.replace(/-[\w-]{8}\.js$/, '') : functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { byFunction: sorted(byFunction), byPackage: sorted(byPackage), totalMs };
}

async function profiled<T>(cdp: CDPSession, label: string, run: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const value = await run();
  const { profile } = await cdp.send('Profiler.stop');
  const out = process.env.PROFILE_OUT;
  if (out) {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `${label.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  }
  const { byFunction, byPackage, totalMs } = summarize(profile as Parameters<typeof summarize>[0]);
  console.log(`\n== ${label}: ${Math.round(totalMs)} ms of main-thread CPU`);
  console.log('-- by package / file');
  for (const [k, v] of byPackage.slice(0, 15)) console.log(`${v.toFixed(0).padStart(7)} ms  ${k}`);
  console.log('-- by function (self)');
  for (const [k, v] of byFunction.slice(0, top)) console.log(`${v.toFixed(0).padStart(7)} ms  ${k}`);
  return value;
}

await withBenchPage(async (bench) => {
  const cdp = await bench.context.newCDPSession(bench.page);
  await profiled(cdp, 'load', () => openDashboard(bench, slug));
  await profiled(cdp, 'scroll to the end at 1500 px/s', () => bench.page.evaluate(SCROLL_TO_END));
  // Every chart loaded (a walk down the page), the same scroll again from the top.
  await loadAll(bench.page);
  await profiled(cdp, 'scroll to the end again, loaded', () => bench.page.evaluate(SCROLL_TO_END));
});
