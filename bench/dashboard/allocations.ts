/**
 * Where the main thread allocates while a dashboard loads and scrolls to the end: V8's sampling heap profiler
 * (objects later collected included), summed by function, self and inclusive. Allocation is what triggers the
 * collections that land inside chart mounts. Build unminified for readable names (`npx vite build --minify false`).
 * Usage: node --import tsx bench/dashboard/allocations.ts [dashboard slug] [top N]
 */
import { SCROLL_TO_END, openDashboard, withBenchPage } from './scrolling';

const slug = process.argv[2] ?? 'large';
const top = Number(process.argv[3] ?? 30);

interface SampleNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampleNode[];
}

/** Bytes allocated per function: by the function itself, and by it and everything it called (recursion counted once). */
function summarize(head: SampleNode): { self: Map<string, number>; inclusive: Map<string, number>; total: number } {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const walk = (node: SampleNode, above: ReadonlySet<string>): number => {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + node.selfSize);
    const path = new Set(above).add(key);
    const total = node.children.reduce((sum, child) => sum + walk(child, path), node.selfSize);
    if (!above.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + total);
    return total;
  };
  return { self, inclusive, total: walk(head, new Set()) };
}

const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(2).padStart(8);

await withBenchPage(async (bench) => {
  const cdp = await bench.context.newCDPSession(bench.page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await openDashboard(bench, slug);
  await bench.page.evaluate(SCROLL_TO_END);
  await bench.page.waitForTimeout(2000);
  const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as { profile: { head: SampleNode } };
  const { self, inclusive, total } = summarize(profile.head);
  console.log(`allocated on the main thread (sampled): ${mb(total).trim()} MB`);
  console.log('-- by function (self)');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${mb(v)} MB  ${k}`);
  console.log('-- by function (inclusive)');
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${mb(v)} MB  ${k}`);
});
