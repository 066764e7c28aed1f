// Cost of one keystroke in the gallery's 'Search all charts' over 1,000 chart types (issue 12: ≤ 16 ms of main-thread
// time). Each prefix of a few typed queries is one keystroke. The fuse.js search runs in the search worker in the
// browser: its time is how long the results take to show, and what the main thread would pay without the worker. The
// main thread's part with the worker is the copy of the query message out, the copy of the answer's keys back (the
// structured clone postMessage does, in comlink's message shapes) and the key → type lookup. React's repaint of the
// result tiles is not included.
//   node --import tsx bench/explore/gallery.ts [--types 1000] [--rounds 5]
import { parseArgs } from 'node:util';
// The pure modules, not the folder's index: Node cannot load the components' stylesheet.
import { entriesForSelector, orderByPopularity, sidebarSections } from '../../src/ui/explore-viz/galleryModel';
import { createChartSearch } from '../../src/ui/explore-viz/search';
import { fakeChartTypes, TYPED_QUERIES } from './fakeTypes';

const { values } = parseArgs({ options: { types: { type: 'string' }, rounds: { type: 'string' } } });
const typeCount = Math.max(10, Number(values.types ?? 1000));
const rounds = Math.max(1, Number(values.rounds ?? 5));

const keystrokes = TYPED_QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
const fmt = (x: number): string => `${x.toFixed(2)} ms`;

const entries = fakeChartTypes(typeCount);
const t0 = performance.now();
const ordered = orderByPopularity(entries);
const sections = sidebarSections(entries);
const search = createChartSearch(ordered);
const allCharts = entriesForSelector(ordered, { section: 'ALL_CHARTS', value: 'All charts' });
const openMs = performance.now() - t0;

for (const q of keystrokes) search(q); // warm the JIT before timing
// Wall time counts the moments the shared machine gives the core to others; CPU time (getrusage) is this thread's work.
const wall: number[] = [];
const cpu: number[] = [];
const mainWall: number[] = [];
const mainCpu: number[] = [];
const byKey = new Map(ordered.map((e) => [e.key, e]));
let found = 0;
for (let r = 0; r < rounds; r++) {
  for (const [id, q] of keystrokes.entries()) {
    let c = process.cpuUsage();
    let t = performance.now();
    const keys = search(q).map((e) => e.key);
    wall.push(performance.now() - t);
    let used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    c = process.cpuUsage();
    t = performance.now();
    structuredClone({ id, type: 'APPLY', path: ['search'], argumentList: [{ type: 'RAW', value: q }] });
    const answer = structuredClone({ id, type: 'RAW', value: keys });
    found += answer.value.flatMap((k) => byKey.get(k) ?? []).length;
    mainWall.push(performance.now() - t);
    used = process.cpuUsage(c);
    mainCpu.push((used.user + used.system) / 1000);
  }
}
const summary = (xs: number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number): number => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return `median ${fmt(at(0.5))}, p95 ${fmt(at(0.95))}, max ${fmt(s[s.length - 1] ?? 0)}`;
};
console.log(
  `gallery search over ${typeCount} chart types (${sections[3]?.selectors.length ?? 0} tags, ${allCharts.length} under All charts)`,
);
console.log(`  opening (order, sidebar, search index): ${fmt(openMs)}`);
console.log(
  `  per keystroke, ${wall.length} keystrokes (${keystrokes.length} prefixes × ${rounds} rounds, ${Math.round(found / wall.length)} matches on average), budget 16 ms:`,
);
console.log(`    main thread with the search worker: CPU ${summary(mainCpu)}; wall ${summary(mainWall)}`);
console.log(
  `    the search itself (in the worker; on the main thread without one): CPU ${summary(cpu)}; wall ${summary(wall)}`,
);
