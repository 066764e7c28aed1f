/**
 * Where the first entry into edit mode spends the main thread: a sampling CPU profile from the Edit click to the
 * frame after the edit UI is laid out, its self time summed by source function (the build's source maps read back
 * from dist-instrumented/, or TESSERA_APP_DIR) and by package. Usage: node --import tsx bench/dashboard/editEntryProfile.ts [dashboard
 * slug] [top N] (default thousand 30; TESSERA_URL as the other benches)
 */
import { existsSync, readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { ENTER_EDIT_MODE } from './frames';
import { openDashboard, withBenchPage } from './scrolling';

const slug = process.argv[2] ?? 'thousand';
const top = Number(process.argv[3] ?? 30);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: Node[];
  samples?: number[];
  timeDeltas?: number[];
}

const maps = new Map<string, TraceMap | null>();
/** The source place of a frame of the built app ('src/ui/pages/DashboardPage.tsx:120 Placed'), else its own name. */
function origin(frame: Node['callFrame']): string {
  const file = frame.url.split('/').pop() ?? '';
  const path = `${process.env.TESSERA_APP_DIR ?? 'dist-instrumented'}/assets/${file}.map`;
  if (!maps.has(file)) maps.set(file, file && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  const map = maps.get(file);
  const at = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  if (!at?.source) return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
  const source = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
  return `${source}:${at.line ?? 0} ${at.name ?? frame.functionName}`;
}

function bySource(profile: Profile): [string, number][] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const key = origin(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i + 1] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

await withBenchPage(async (bench) => {
  const cdp = await bench.context.newCDPSession(bench.page);
  await openDashboard(bench, slug);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const [from, to] = (await bench.page.evaluate(ENTER_EDIT_MODE)) as [number, number];
  const ms = to - from;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const rows = bySource(profile);
  const total = rows.reduce((s, [, v]) => s + v, 0);
  console.log(`\nfirst entry into edit mode on "${slug}": ${ms.toFixed(1)} ms, ${Math.round(total)} ms sampled CPU`);
  const byPackage = new Map<string, number>();
  for (const [k, v] of rows) {
    const pkg = k.startsWith('src/') ? (k.split(':')[0] ?? k) : (k.split('/')[0] ?? k);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + v);
  }
  console.log('-- by source file / package');
  for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${v.toFixed(1).padStart(7)} ms  ${k}`);
  console.log('-- by function (self)');
  for (const [k, v] of rows.slice(0, top)) console.log(`${v.toFixed(1).padStart(7)} ms  ${k}`);
});
